// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppNotification } from '../../../shared/api/notifications';
import { i18n, initI18n } from '../../i18n';
import { fakeServer } from '../../testing/fake-server';
import { renderAccount } from '../../testing/signed-in';
import { getToasts } from '../../ui/toast-store';
import { NotificationBell } from './NotificationBell';

const TITLES = { en: ['Top-up delivered', 'Funds added'], ht: ['Rechaj la rive', 'Lajan antre'] } as const;

/** A fake server holding two notifications, written in the language asked for; `failDeletes` refuses DELETEs. */
function server(options: { failDeletes?: boolean } = {}) {
  let items: { id: string; type: AppNotification['type']; read: boolean }[] = [
    { id: 'topup:1:delivered', type: 'info', read: false },
    { id: 'funding:2:added', type: 'bonus', read: false },
  ];
  return fakeServer(({ method, path }) => {
    const lang = (new URL(path, 'http://x').searchParams.get('lang') ?? 'en') as 'en' | 'ht';
    if (method === 'GET' && path.startsWith('/api/notifications')) {
      return {
        body: {
          notifications: items.map((item, i) => ({
            ...item,
            title: TITLES[lang][i]!,
            message: `message ${lang}`,
            createdAt: '2026-11-20T15:30:00.000Z',
          })),
          unreadCount: items.filter((item) => !item.read).length,
        },
      };
    }
    if (method === 'POST' && path === '/api/notifications/read') {
      items = items.map((item) => ({ ...item, read: true }));
      return { body: { ok: true } };
    }
    if (method === 'DELETE' && path.startsWith('/api/notifications/')) {
      if (options.failDeletes) return { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } } };
      const id = decodeURIComponent(path.slice('/api/notifications/'.length));
      items = items.filter((item) => item.id !== id);
      return { body: { ok: true } };
    }
    return undefined;
  });
}

const bell = () => screen.getByTestId('notification-bell');

describe('NotificationBell', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('counts the unread, opens as a labelled region with focus in it, marks all read, and closes on Escape', async () => {
    await i18n.changeLanguage('en');
    const { calls } = server();
    renderAccount(<NotificationBell />);
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('2'));
    expect(bell().getAttribute('aria-label')).toBe('Notifications (2 unread)');
    expect(bell().getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(bell());
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(document.activeElement).toBe(region);
    expect(within(region).getByRole('heading', { name: 'Notifications' })).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/notifications/read')).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Top-up delivered', 'Funds added']);
    expect(within(items[1]!).getByText('Bonus')).toBeTruthy();
    expect(
      within(items[0]!).getByText(
        new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2026-11-20T15:30:00.000Z')),
      ),
    ).toBeTruthy();

    fireEvent.keyDown(region, { key: 'Escape' });
    expect(bell().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(bell());
  });

  it('deletes one (refreshing the list, saying deleted), then clears all with one DELETE per id in parallel', async () => {
    await i18n.changeLanguage('en');
    const { calls } = server();
    renderAccount(<NotificationBell />);
    fireEvent.click(bell());
    const region = screen.getByRole('region', { name: 'Notifications' });
    fireEvent.click(await within(region).findByRole('button', { name: 'Delete notification: Top-up delivered' }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Notification deleted', variant: 'success' }));
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/notifications/topup%3A1%3Adelivered']);

    fireEvent.click(within(region).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(within(region).getByText('All notifications cleared. New ones will appear here.')).toBeTruthy());
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(2);
    expect(getToasts()[0]).toMatchObject({ title: 'All notifications deleted', variant: 'success' });
  });

  it('says the texts of docs/product-rules.md#notification-errors in Kreyòl when deleting fails, and refetches in the new language', async () => {
    await i18n.changeLanguage('en');
    const { calls } = server({ failDeletes: true });
    renderAccount(<NotificationBell />);
    fireEvent.click(bell());
    const region = screen.getByRole('region', { name: 'Notifications' });
    await within(region).findByText('Top-up delivered');
    await act(() => i18n.changeLanguage('ht'));
    await within(region).findByText('Rechaj la rive');
    expect(calls.some((c) => c.path === '/api/notifications?lang=ht')).toBe(true);

    fireEvent.click(within(region).getByRole('button', { name: 'Efase notifikasyon: Rechaj la rive' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Erè',
        description: 'Nou pa t ka efase notifikasyon an. Eseye ankò.',
        variant: 'destructive',
      }),
    );
    fireEvent.click(within(region).getByRole('button', { name: 'Efase tout' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({ title: 'Erè', description: 'Nou pa t ka efase tout notifikasyon yo. Eseye ankò.' }),
    );
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    await act(() => i18n.changeLanguage('en'));
  });
});
