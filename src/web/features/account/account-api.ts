import { useCallback } from 'react';
import type { AccountSettings, LoginActivity } from '../../../shared/api/account';
import type { ProductUser, ProfileUpdate } from '../../../shared/api/identity';
import { request } from '../../lib/api';
import { setIdToken } from '../../lib/id-token';
import { useAuth, identityApi } from '../auth';

export type LoginEntry = LoginActivity['logins'][number];

/** Query keys of the account screens. */
export const accountKeys = {
  settings: ['account', 'settings'] as const,
  logins: ['account', 'logins'] as const,
};

/** The product's account calls (src/server/features/account/routes.ts and /api/user/*). */
export const accountApi = {
  me: () => request<{ user: ProductUser }>('/api/user/me').then((r) => r.user),
  updateProfile: (update: ProfileUpdate) =>
    request<{ user: ProductUser }>('/api/user/profile', { method: 'PUT', body: update }).then((r) => r.user),
  settings: () => request<AccountSettings>('/api/account/settings'),
  updateSettings: (update: Partial<AccountSettings>) =>
    request<AccountSettings>('/api/account/settings', { method: 'PATCH', body: update }),
  logins: () => request<LoginActivity>('/api/account/logins').then((r) => r.logins),
  exportData: () => request<unknown>('/api/account/export'),
  /** Texts a code to the profile's own number; the server ties it to this account and this number. */
  sendPhoneCode: () => request<{ ok: true }>('/api/account/phone/send-code', { method: 'POST', body: {} }),
  verifyPhone: (code: string) => request<{ ok: true }>('/api/account/phone/verify', { method: 'POST', body: { code } }),
  deleteAccount: (password: string | undefined) =>
    request<{ ok: true }>('/api/account/delete', { method: 'POST', body: password === undefined ? {} : { password } }),
};

/** `kredi-data-YYYY-MM-DD.json`, dated in the person's own calendar. */
export function exportFileName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `kredi-data-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

/** Fetches everything Kredi holds about the person and hands it to the browser as a JSON download. */
export async function downloadAccountData(): Promise<string> {
  const data = await accountApi.exportData();
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const fileName = exportFileName();
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return fileName;
}

/**
 * Reloads the product user after a change that alters it. Changing the password or turning two-factor on
 * or off replaces the session (better-auth rotates it), so the in-memory ID token, which names the old
 * session, is renewed first: `{ renewToken: true }`.
 */
export function useRefreshUser() {
  const { user, setUser } = useAuth();
  return useCallback(
    async (options: { renewToken?: boolean; fallback?: Partial<ProductUser> } = {}) => {
      try {
        if (options.renewToken) setIdToken(await identityApi.getIdToken());
        const fresh = await accountApi.me();
        setUser(fresh);
        return fresh;
      } catch {
        // The change itself succeeded; show it even if reading it back did not.
        if (user && options.fallback) setUser({ ...user, ...options.fallback });
        return null;
      }
    },
    [user, setUser],
  );
}

/** The secret in an otpauth:// URI, for people who type it instead of scanning the QR code. */
export function totpSecretOf(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get('secret') ?? '';
  } catch {
    return /[?&]secret=([^&]+)/.exec(totpURI)?.[1] ?? '';
  }
}

/** Groups a secret in fours so it can be read aloud and typed without losing one's place. */
export function groupInFours(text: string): string {
  return text.replace(/(.{4})(?=.)/g, '$1 ');
}
