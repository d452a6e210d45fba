// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { getToasts } from '../../ui/toast-store';
import { exportFileName } from './account-api';
import SettingsPage from './SettingsPage';
import { defaultSettings, renderAccount } from '../../testing/signed-in';
import { fakeServer } from '../../testing/fake-server';

vi.mock('../auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../auth')>()),
  useAuth: (await import('../../testing/signed-in')).useTestAuth,
}));

describe('SettingsPage', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('saves a notification toggle at once and puts it back, with a toast, when saving fails', async () => {
    await i18n.changeLanguage('en');
    let fail = false;
    const { calls } = fakeServer(({ method, path, body }) => {
      if (path !== '/api/account/settings') return undefined;
      if (method === 'GET') return { body: defaultSettings };
      if (fail) return { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } } };
      return { body: { ...defaultSettings, ...(body as object) } };
    });
    renderAccount(<SettingsPage />, { path: '/settings' });

    const sms = await screen.findByRole('switch', { name: /^SMS/ });
    expect(sms.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(sms);
    await waitFor(() => expect(sms.getAttribute('aria-checked')).toBe('true'));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ method: 'PATCH', body: { notifySms: true } }));

    fail = true;
    const push = screen.getByRole('switch', { name: /^Push notifications/ });
    fireEvent.click(push);
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Setting not saved'));
    expect(calls.at(-1)).toMatchObject({ method: 'PATCH', body: { notifyPush: false } });
    expect(push.getAttribute('aria-checked')).toBe('true');
    expect(sms.getAttribute('aria-checked')).toBe('true');
    expect(getToasts()[0]).toMatchObject({ title: 'Setting not saved', variant: 'destructive' });
  });

  it('links security and privacy pages, shows the version, and never says "coming soon"', async () => {
    fakeServer(({ path }) => (path === '/api/account/settings' ? { body: defaultSettings } : undefined));
    renderAccount(<SettingsPage />, { path: '/settings' });
    await screen.findAllByRole('switch');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Settings');
    expect(screen.getByRole('link', { name: /^Change password/ }).getAttribute('href')).toBe('/security-settings#change-password');
    expect(screen.getByRole('link', { name: /^Two-factor authentication/ }).getAttribute('href')).toBe('/security-settings#two-factor');
    expect(screen.getByRole('link', { name: /^Login history/ }).getAttribute('href')).toBe('/security-settings#login-activity');
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(screen.getByRole('link', { name: 'Terms of service' }).getAttribute('href')).toBe('/terms-of-service');
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeTruthy();

    const built = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(__APP_BUILT_AT__));
    expect(screen.getByText(built)).toBeTruthy();
    expect(screen.getAllByText(__APP_VERSION__).length).toBeGreaterThan(0);
    expect(document.body.textContent?.toLowerCase()).not.toContain('coming soon');
  });

  it('downloads the data export as kredi-data-YYYY-MM-DD.json', async () => {
    const { calls } = fakeServer(({ path }) => {
      if (path === '/api/account/settings') return { body: defaultSettings };
      if (path === '/api/account/export') return { body: { profile: { firstName: 'Marie' } } };
      return undefined;
    });
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderAccount(<SettingsPage />, { path: '/settings' });

    fireEvent.click(screen.getByRole('button', { name: /Download my data/ }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(calls.some((c) => c.path === '/api/account/export')).toBe(true);
    expect(clicked[0]!.download).toBe(exportFileName());
    expect(clicked[0]!.href).toBe('blob:export');
    expect(exportFileName(new Date(2026, 0, 5))).toBe('kredi-data-2026-01-05.json');
  });
});
