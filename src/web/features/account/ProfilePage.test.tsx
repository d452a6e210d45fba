// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { getToasts } from '../../ui/toast-store';
import ProfilePage from './ProfilePage';
import { fakeServer } from '../../testing/fake-server';
import { renderAccount, testUser } from '../../testing/signed-in';
import { loyaltySummary } from '../../testing/loyalty-fixtures';
import { enter } from '../../testing/enter';

vi.mock('../auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../auth')>()),
  useAuth: (await import('../../testing/signed-in')).useTestAuth,
}));

const lastToast = () => getToasts()[0];
/** The card under a heading (Card draws a <section> with an <h2>). */
const card = (name: string) => screen.getByRole('heading', { name }).closest('section') as HTMLElement;

describe('ProfilePage', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows personal info, the account status with the benefits of verifying, and the way to settings', async () => {
    await i18n.changeLanguage('en');
    fakeServer(() => undefined);
    renderAccount(<ProfilePage />, { path: '/profile' });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Profile');
    const personal = card('Personal information');
    expect(within(personal).getByText('Marie')).toBeTruthy();
    expect(within(personal).getByText('marie@example.com')).toBeTruthy();
    expect(within(personal).getByText('+1 305 555 0123')).toBeTruthy(); // as every screen writes a number

    const status = card('Account status');
    expect(within(status).getByText('Not verified')).toBeTruthy();
    for (const benefit of ['Higher transaction limits', 'Enhanced security', 'Priority support', 'Exclusive promotions']) {
      expect(within(status).getByText(benefit)).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: /^Settings/ }).getAttribute('href')).toBe('/settings');
    expect(screen.getByRole('link', { name: /^Security settings/ }).getAttribute('href')).toBe('/security-settings');
  });

  it('edits the profile: errors next to the field, "Update Failed" on a refusal, the new name once saved', async () => {
    let refuse = true;
    const { calls } = fakeServer(({ method, path, body }) => {
      if (method === 'PUT' && path === '/api/user/profile') {
        if (refuse) return { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } };
        return { body: { user: { ...testUser, ...(body as object) } } };
      }
      return undefined;
    });
    renderAccount(<ProfilePage />, { path: '/profile' });

    fireEvent.click(screen.getByRole('button', { name: /Edit personal information/ }));
    const firstName = screen.getByLabelText('First name');
    enter(firstName, { target: { value: 'M' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(firstName.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    enter(firstName, { target: { value: 'Mirlande' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Update Failed', variant: 'destructive' }));

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByText('Mirlande')).toBeTruthy());
    expect(lastToast()).toMatchObject({ title: 'Profile updated', variant: 'success' });
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      body: { firstName: 'Mirlande', lastName: 'Joseph', phoneNumber: '+13055550123', language: 'en' },
    });
  });

  it('verifies the phone by a 6-digit SMS code', async () => {
    const { calls } = fakeServer(({ path }) => {
      if (path === '/api/account/phone/send-code') return { body: { ok: true } };
      if (path === '/api/account/phone/verify') return { body: { ok: true } };
      if (path === '/api/user/me') return { body: { user: { ...testUser, phoneNumberVerified: true, verificationStatus: 'pending' } } };
      return undefined;
    });
    renderAccount(<ProfilePage />, { path: '/profile' });

    fireEvent.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    const code = await screen.findByLabelText('6-digit code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(calls.at(-1)).toMatchObject({ path: '/api/account/phone/send-code' });

    enter(code, { target: { value: '12 34 56' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify phone number' }));
    await waitFor(() => expect(screen.getByText('Pending')).toBeTruthy());
    expect(calls.find((c) => c.path === '/api/account/phone/verify')?.body).toEqual({ code: '123456' });
    const phone = screen.getByRole('region', { name: /Phone number/ });
    expect(within(phone).getByText('Verified')).toBeTruthy();
  });

  it('sends the verification email and says so', async () => {
    const { calls } = fakeServer(({ path }) => (path === '/api/identity/send-verification-email' ? { body: { status: true } } : undefined));
    renderAccount(<ProfilePage />, { path: '/profile' });
    fireEvent.click(screen.getByRole('button', { name: 'Send verification email' }));
    expect(await screen.findByRole('button', { name: 'Send the email again' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/identity/send-verification-email')).toMatchObject({
      method: 'POST',
      body: { email: 'marie@example.com' },
    });
  });

  it('shows the loyalty points and level on the account card, from GET /api/loyalty', async () => {
    await i18n.changeLanguage('en');
    fakeServer(({ path }) =>
      path === '/api/loyalty' ? { body: loyaltySummary({ points: 1250, lifetimePoints: 1300, level: 'gold' }) } : undefined,
    );
    renderAccount(<ProfilePage />, { path: '/profile' });
    const status = card('Account status');
    await waitFor(() => expect(within(status).getByTestId('account-loyalty-points').textContent).toBe('1,250'));
    expect(within(status).getByText('Gold member')).toBeTruthy();
    expect(within(status).getByRole('link', { name: 'See your rewards' }).getAttribute('href')).toBe('/loyalty');
  });

  it('says "Logout Failed" when signing out fails, and goes home when it works', async () => {
    fakeServer(() => undefined);
    const { signOut } = renderAccount(<ProfilePage />, { path: '/profile' });
    signOut.mockRejectedValueOnce(new Error('offline'));
    fireEvent.click(screen.getByRole('button', { name: /^Sign out$/ }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Logout Failed', variant: 'destructive' }));

    fireEvent.click(screen.getByRole('button', { name: /^Sign out$/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(signOut).toHaveBeenCalledTimes(2);
  });

  it('deletes the account: wrong password beside the field, a toast on failure, signed out shortly after success', async () => {
    let answer: { status: number; body: unknown } = {
      status: 403,
      body: {
        error: {
          code: 'FORBIDDEN',
          message: 'The password is not correct.',
          details: [{ field: 'password', code: 'validation.passwordIncorrect', message: 'The password is not correct.' }],
        },
      },
    };
    const { calls, fetchMock } = fakeServer(({ path }) => (path === '/api/account/delete' ? answer : undefined));
    const { signOut } = renderAccount(<ProfilePage />, { path: '/profile' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText('What the law makes us keep')).toBeTruthy();
    const password = within(dialog).getByLabelText(/Your password/);
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account forever' });

    enter(password, { target: { value: 'wrong-one' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.at(-1)?.body).toEqual({ password: 'wrong-one' });

    answer = { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } };
    enter(password, { target: { value: 'right-one' } });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Deletion Failed', description: 'Failed to delete account. Please try again.' }),
    );

    // The server takes its time: the button stays disabled until it has answered.
    answer = { status: 200, body: { ok: true } };
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const serve = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/api/account/delete')) await gate;
      return serve(input, init);
    });
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(true));
    release();
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Account deleted', variant: 'success' }));
    expect(signOut).not.toHaveBeenCalled();
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('asks an account without a password to sign in again when its sign-in is too old', async () => {
    fakeServer(({ path }) =>
      path === '/api/account/delete'
        ? {
            status: 403,
            body: { error: { code: 'FORBIDDEN', message: 'Please sign in again to confirm it is you, then delete the account.' } },
          }
        : undefined,
    );
    renderAccount(<ProfilePage />, { path: '/profile', user: { hasPassword: false } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText(/Your password/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account forever' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Deletion Failed',
        description: 'Please sign in again to confirm it is you, then delete the account.',
      }),
    );
  });
});
