// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import en from '../../i18n/en.json';
import { setIdToken } from '../../lib/id-token';
import { fakeServer } from '../../testing/fake-server';
import { renderAccount, testUser } from '../../testing/signed-in';
import RegisterPage from '../auth/RegisterPage';
import { enter } from '../../testing/enter';

vi.mock('../auth/AuthProvider', async () => ({ useAuth: (await import('../../testing/signed-in')).useTestAuth }));

function fillTheRest() {
  enter(screen.getByLabelText(en.auth.firstName), { target: { value: 'Marie' } });
  enter(screen.getByLabelText(en.auth.lastName), { target: { value: 'Dupont' } });
  enter(screen.getByLabelText(en.auth.email), { target: { value: 'marie@example.com' } });
  enter(screen.getByLabelText(en.auth.phoneNumber), { target: { value: '+1 305 555 0142' } });
  enter(screen.getByLabelText(en.auth.password), { target: { value: 'Secret-123' } });
  enter(screen.getByLabelText(en.auth.confirmPassword), { target: { value: 'Secret-123' } });
  fireEvent.click(screen.getByRole('button', { name: en.auth.createAccount }));
}

describe('registering with a referral code', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    setIdToken(null);
  });

  it('the invitation link fills the code in, and the sign-up carries it as referredBy', async () => {
    const { calls } = fakeServer(({ path }) => {
      if (path === '/api/identity/sign-up/email') return { body: { token: null } };
      if (path === '/api/auth/register') return { body: { user: testUser } };
      return undefined;
    });
    const { establish } = renderAccount(<RegisterPage />, { path: '/register?ref=abc2def' });
    establish.mockImplementation(async () => {
      setIdToken('id-token');
      return null;
    });
    expect(screen.getByLabelText(en.referrals.registerField)).toHaveProperty('value', 'abc2def');
    fillTheRest();
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/auth/register'));
    expect(calls.find((c) => c.path === '/api/identity/sign-up/email')?.body).toMatchObject({ referredBy: 'abc2def' });
  });

  it('a code nobody holds is said on the field, and nothing else happens', async () => {
    const { calls } = fakeServer(({ path }) =>
      path === '/api/identity/sign-up/email'
        ? { status: 400, body: { code: 'REFERRAL_CODE_UNKNOWN', message: 'No account has this referral code.' } }
        : undefined,
    );
    renderAccount(<RegisterPage />, { path: '/register?ref=ZZZZZZZ' });
    fillTheRest();
    expect(await screen.findByText(en.validation.referralCode)).toBeTruthy();
    expect(calls.map((c) => c.path)).not.toContain('/api/auth/register');
  });

  it('a code that cannot be one is refused before anything is sent', async () => {
    const { calls } = fakeServer(() => undefined);
    renderAccount(<RegisterPage />, { path: '/register' });
    enter(screen.getByLabelText(en.referrals.registerField), { target: { value: 'O0O0' } });
    fillTheRest();
    expect(await screen.findByText(en.validation.referralCode)).toBeTruthy();
    expect(calls.map((c) => c.path)).not.toContain('/api/identity/sign-up/email');
  });
});
