import type { ProductUser } from '../../../shared/api/identity';
import type { Language } from '../../../shared/i18n/languages';
import { request } from '../../lib/api';

/**
 * Calls to the identity service (better-auth, under /api/identity) and the product's auth calls (docs/product-rules.md#product-user).
 * Every screen that signs in, out or changes credentials goes through here. The session itself stays in
 * the HttpOnly cookie: the server strips session tokens from these answers (only /token's ID token comes).
 */
const identity = <T>(path: string, body?: unknown, method?: 'GET' | 'POST') =>
  request<T>(`/api/identity${path}`, { body, method: method ?? (body === undefined ? 'GET' : 'POST'), bearer: false });

export const identityApi = {
  getIdToken: () => identity<{ token: string }>('/token').then((r) => r.token),

  signInEmail: (email: string, password: string) =>
    identity<{ twoFactorRedirect?: boolean }>('/sign-in/email', { email, password, rememberMe: true }),
  signUpEmail: (form: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    language: Language;
    referralCode?: string;
  }) =>
    identity<{ user: { id: string } }>('/sign-up/email', {
      email: form.email,
      password: form.password,
      name: `${form.firstName} ${form.lastName}`,
      firstName: form.firstName,
      lastName: form.lastName,
      language: form.language,
      // The friend's code (ADR 0026): `referredBy`, as the person's own `referralCode` is not theirs to set.
      ...(form.referralCode?.trim() ? { referredBy: form.referralCode.trim() } : {}),
    }),
  signOut: () => identity<{ success: boolean }>('/sign-out', {}),
  /** Starts federated sign-in: the answer names the provider's page to go to. */
  signInFederated: (providerId: string, referralCode?: string) =>
    identity<{ url: string; redirect: boolean }>('/sign-in/social', {
      provider: providerId,
      // Carried through the provider's redirect; read when the account is created (ADR 0026).
      ...(referralCode?.trim() ? { additionalData: { referredBy: referralCode.trim() } } : {}),
      callbackURL: '/dashboard',
      newUserCallbackURL: '/dashboard',
      errorCallbackURL: '/login',
    }),

  requestPasswordReset: (email: string) => identity<{ status: boolean }>('/request-password-reset', { email, redirectTo: '/login' }),
  resetPassword: (token: string, newPassword: string) => identity<{ status: boolean }>('/reset-password', { token, newPassword }),
  changePassword: (currentPassword: string, newPassword: string) =>
    identity<{ user: { id: string } }>('/change-password', { currentPassword, newPassword, revokeOtherSessions: true }),

  verifyTotp: (code: string, trustDevice: boolean) => identity<{ user: { id: string } }>('/two-factor/verify-totp', { code, trustDevice }),
  verifyBackupCode: (code: string) => identity<{ user: { id: string } }>('/two-factor/verify-backup-code', { code }),
  enableTwoFactor: (password: string) => identity<{ totpURI: string; backupCodes: string[] }>('/two-factor/enable', { password }),
  disableTwoFactor: (password: string) => identity<{ status: boolean }>('/two-factor/disable', { password }),

  sendVerificationEmail: (email: string) => identity<{ status: boolean }>('/send-verification-email', { email, callbackURL: '/profile' }),

  revokeOtherSessions: () => identity<{ status: boolean }>('/revoke-other-sessions', {}),
};

export const productAuthApi = {
  login: (idToken: string) => request<{ user: ProductUser }>('/api/auth/login', { body: { idToken }, bearer: false }),
  register: (idToken: string, userData: { firstName: string; lastName: string; phoneNumber: string; language: Language }) =>
    request<{ user: ProductUser }>('/api/auth/register', { body: { idToken, userData }, bearer: false }),
  providers: () => request<{ federated: { id: string; name: string }[] }>('/api/auth/providers'),
  /** The signed-in person; offline, the service worker's last copy of it (ADR 0037). */
  me: () => request<{ user: ProductUser }>('/api/user/me').then((r) => r.user),
};
