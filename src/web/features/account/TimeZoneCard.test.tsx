// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { getToasts } from '../../ui/toast-store';
import { defaultSettings, renderAccount } from '../../testing/signed-in';
import { fakeServer } from '../../testing/fake-server';
import { TimeZoneCard } from './TimeZoneCard';
import { enter } from '../../testing/enter';

vi.mock('../auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../auth')>()),
  useAuth: (await import('../../testing/signed-in')).useTestAuth,
}));

describe('TimeZoneCard', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the saved zone in a list grouped by region, and saves another one chosen', async () => {
    await i18n.changeLanguage('en');
    const { calls } = fakeServer(({ method, path, body }) => {
      if (path !== '/api/account/settings') return undefined;
      return { body: method === 'GET' ? defaultSettings : { ...defaultSettings, ...(body as object) } };
    });
    renderAccount(<TimeZoneCard />, { path: '/settings' });

    const select = (await screen.findByLabelText('Your time zone')) as HTMLSelectElement;
    expect(select.value).toBe('America/New_York');
    const americas = select.querySelector('optgroup[label="Americas"]')!;
    expect(within(americas as HTMLElement).getByRole('option', { name: 'Port-au-Prince' })).toBeTruthy();
    expect(select.querySelector('optgroup[label="Europe"] option[value="Europe/Paris"]')?.textContent).toBe('Paris');

    enter(select, { target: { value: 'America/Port-au-Prince' } });
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ method: 'PATCH', body: { timeZone: 'America/Port-au-Prince' } }));
    await waitFor(() => expect(select.value).toBe('America/Port-au-Prince'));
  });

  it('says days count in UTC while none is set, offers this device’s zone, and puts the old one back when refused', async () => {
    await i18n.changeLanguage('en');
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).resolvedOptions(),
      timeZone: 'America/Chicago',
    });
    const { calls } = fakeServer(({ method, path }) => {
      if (path !== '/api/account/settings') return undefined;
      if (method === 'GET') return { body: { ...defaultSettings, timeZone: null } };
      return { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'This is not a time zone we know.' } } };
    });
    renderAccount(<TimeZoneCard />, { path: '/settings' });

    const select = (await screen.findByLabelText('Your time zone')) as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(screen.getAllByText(/days count in UTC/).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: "Use this device's time zone (America/Chicago)" }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ method: 'PATCH', body: { timeZone: 'America/Chicago' } }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Setting not saved', variant: 'destructive' }));
    expect(select.value).toBe('');
  });
});
