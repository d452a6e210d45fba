// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { getIdToken, setIdToken } from '../../lib/id-token';
import { getToasts } from '../../ui/toast-store';
import { groupInFours, totpSecretOf } from './account-api';
import { formatLoginTime } from './LoginActivityCard';
import SecuritySettingsPage from './SecuritySettingsPage';
import { defaultSettings, renderAccount, testUser } from '../../testing/signed-in';
import { fakeServer, type Call } from '../../testing/fake-server';
import { enter } from '../../testing/enter';

vi.mock('../auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../auth')>()),
  useAuth: (await import('../../testing/signed-in')).useTestAuth,
}));

const TOTP_URI = 'otpauth://totp/Kredi:marie%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Kredi&digits=6&period=30';
const BACKUP_CODES = Array.from({ length: 10 }, (_, i) => `code-${String(i).padStart(5, '0')}`);
const LOGINS = [
  {
    id: 'l1',
    createdAt: '2026-03-02T14:05:00.000Z',
    method: 'sign-in',
    device: { browser: 'Chrome', os: 'Android' },
    place: 'New York',
    ipAddress: null,
    current: true,
    active: true,
  },
  {
    id: 'l2',
    createdAt: '2026-02-27T08:00:00.000Z',
    method: 'sign-in',
    device: { browser: 'Safari', os: 'iOS' },
    place: null,
    ipAddress: null,
    current: false,
    active: false,
  },
];

/** The calls every security screen makes, plus whatever the test adds. */
function server(extra: (call: Call) => { status?: number; body?: unknown } | undefined = () => undefined) {
  return fakeServer((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === '/api/account/settings') return { body: defaultSettings };
    if (call.path === '/api/account/logins') return { body: { logins: LOGINS } };
    if (call.path === '/api/identity/token') return { body: { token: 'fresh-token' } };
    return undefined;
  });
}

describe('SecuritySettingsPage', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    setIdToken(null);
  });

  it('checks the new password before sending, shows a wrong current password beside its field, and says others were signed out', async () => {
    await i18n.changeLanguage('en');
    let wrong = true;
    const { calls } = server(({ path }) => {
      if (path === '/api/identity/change-password') {
        return wrong ? { status: 400, body: { code: 'INVALID_PASSWORD', message: 'Invalid password' } } : { body: { token: null } };
      }
      if (path === '/api/user/me') return { body: { user: testUser } };
      return undefined;
    });
    renderAccount(<SecuritySettingsPage />, { path: '/security-settings' });

    const current = screen.getByLabelText('Current password');
    const next = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');
    const submit = screen.getByRole('button', { name: 'Change password' });

    enter(current, { target: { value: 'old-secret' } });
    enter(next, { target: { value: 'abc' } });
    enter(confirm, { target: { value: 'abd' } });
    fireEvent.click(submit);
    await waitFor(() => expect(next.getAttribute('aria-invalid')).toBe('true'));
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.path === '/api/identity/change-password')).toBe(false);

    enter(next, { target: { value: 'new-secret' } });
    enter(confirm, { target: { value: 'new-secret' } });
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByText('The password is not correct.')).toBeTruthy());
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((c) => c.path === '/api/identity/change-password')?.body).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
      revokeOtherSessions: true,
    });

    wrong = false;
    fireEvent.click(submit);
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Password changed', variant: 'success' }));
    expect(getToasts()[0]?.description).toMatch(/other devices were signed out/);
    expect(getIdToken()).toBe('fresh-token'); // the session was replaced, so the ID token was too
  });

  it('turns two-factor on: password, QR code, key, 10 recovery codes, then a code from the app', async () => {
    let enabled = false;
    const { calls } = server(({ path }) => {
      if (path === '/api/identity/two-factor/enable') return { body: { totpURI: TOTP_URI, backupCodes: BACKUP_CODES } };
      if (path === '/api/identity/two-factor/verify-totp') {
        enabled = true;
        return { body: { token: 'x' } };
      }
      if (path === '/api/user/me') return { body: { user: { ...testUser, twoFactorEnabled: enabled } } };
      return undefined;
    });
    renderAccount(<SecuritySettingsPage />, { path: '/security-settings' });

    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
    enter(screen.getByLabelText('Your password'), { target: { value: 'my-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const qr = await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' }, { timeout: 3000 });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(within(screen.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Copy recovery codes' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/identity/two-factor/enable')?.body).toEqual({ password: 'my-secret' });

    const code = screen.getByLabelText('6-digit code from the app');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    enter(code, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));

    enter(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Turn off two-factor authentication' })).toBeTruthy());
    expect(calls.find((c) => c.path === '/api/identity/two-factor/verify-totp')?.body).toEqual({ code: '123456', trustDevice: false });
    expect(getToasts()[0]).toMatchObject({ title: 'Two-factor authentication is on' });
  });

  it('lists recent sign-ins and signs out the other sessions', async () => {
    const { calls } = server(({ path }) => (path === '/api/identity/revoke-other-sessions' ? { body: { status: true } } : undefined));
    renderAccount(<SecuritySettingsPage />, { path: '/security-settings' });

    expect(await screen.findByText('Chrome on Android')).toBeTruthy();
    expect(screen.getByText('This device')).toBeTruthy();
    expect(screen.getByText('Signed in')).toBeTruthy();
    expect(screen.getByText('Signed out')).toBeTruthy();
    expect(screen.getByText(formatLoginTime(LOGINS[0]!.createdAt, 'en-US'))).toBeTruthy();
    expect(screen.getByText(/—/)).toBeTruthy();

    const before = calls.filter((c) => c.path === '/api/account/logins').length;
    fireEvent.click(screen.getByRole('button', { name: /Sign out other sessions/ }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Other sessions signed out' }));
    expect(calls.some((c) => c.path === '/api/identity/revoke-other-sessions')).toBe(true);
    expect(calls.filter((c) => c.path === '/api/account/logins').length).toBe(before + 1);
  });

  it('offers SMS alerts only once the phone is verified', async () => {
    server(({ method, body }) => (method === 'PATCH' ? { body: { ...defaultSettings, ...(body as object) } } : undefined));
    const first = renderAccount(<SecuritySettingsPage />, { path: '/security-settings' });
    const sms = await screen.findByRole('switch', { name: /^Alerts by SMS/ });
    expect(sms.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('link', { name: 'Verify my phone number' }).getAttribute('href')).toBe('/profile');
    first.unmount();

    renderAccount(<SecuritySettingsPage />, { path: '/security-settings', user: { phoneNumberVerified: true } });
    const enabledSms = await screen.findByRole('switch', { name: /^Alerts by SMS/ });
    expect(enabledSms.hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('switch', { name: /^Alerts by email/ }).getAttribute('aria-checked')).toBe('true');
  });

  it('reads the key out of the otpauth URI and formats times in the chosen language', () => {
    expect(totpSecretOf(TOTP_URI)).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(groupInFours('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    expect(formatLoginTime('not a date', 'fr-HT')).toBe('—');
    expect(formatLoginTime(LOGINS[0]!.createdAt, 'fr-FR')).toBe(
      new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(LOGINS[0]!.createdAt)),
    );
  });
});
