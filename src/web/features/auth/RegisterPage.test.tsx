// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import ht from '../../i18n/ht.json';
import { setIdToken } from '../../lib/id-token';
import { fakeServer } from '../../testing/fake-server';
import { renderAccount, testUser } from '../../testing/signed-in';
import RegisterPage from './RegisterPage';
import { enter } from '../../testing/enter';

vi.mock('./AuthProvider', async () => ({ useAuth: (await import('../../testing/signed-in')).useTestAuth }));

describe('RegisterPage', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    setIdToken(null);
    await i18n.changeLanguage('en');
  });

  it('registers in the language the person is using (Kreyòl here), at sign-up and on the product account', async () => {
    await i18n.changeLanguage('ht');
    const { calls } = fakeServer(({ path }) => {
      if (path === '/api/identity/sign-up/email') return { body: { token: null } };
      if (path === '/api/auth/register') return { body: { user: { ...testUser, language: 'ht' } } };
      return undefined;
    });
    const { establish } = renderAccount(<RegisterPage />, { path: '/register' });
    establish.mockImplementation(async () => {
      setIdToken('id-token');
      return null;
    });

    enter(screen.getByLabelText(ht.auth.firstName), { target: { value: 'Roseline' } });
    enter(screen.getByLabelText(ht.auth.lastName), { target: { value: 'Pierre' } });
    enter(screen.getByLabelText(ht.auth.email), { target: { value: 'roseline@example.com' } });
    enter(screen.getByLabelText(ht.auth.phoneNumber), { target: { value: '+1 305 555 0142' } });
    enter(screen.getByLabelText(ht.auth.password), { target: { value: 'Secret-123' } });
    enter(screen.getByLabelText(ht.auth.confirmPassword), { target: { value: 'Secret-123' } });
    fireEvent.click(screen.getByRole('button', { name: ht.auth.createAccount }));

    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/auth/register'));
    expect(calls.find((c) => c.path === '/api/identity/sign-up/email')?.body).toMatchObject({
      email: 'roseline@example.com',
      language: 'ht',
    });
    expect(calls.find((c) => c.path === '/api/auth/register')?.body).toMatchObject({
      idToken: 'id-token',
      userData: { firstName: 'Roseline', language: 'ht' },
    });
  });
});
