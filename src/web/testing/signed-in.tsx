import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createContext, useContext, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { ProductUser } from '../../shared/api/identity';
import { LanguageProvider } from '../i18n/language';
import { i18n } from '../i18n';

/** Test doubles for the account screens: a signed-in person, a stand-in for useAuth, and a fake server. */

export const testUser: ProductUser = {
  id: 'u1',
  firstName: 'Marie',
  lastName: 'Joseph',
  email: 'marie@example.com',
  emailVerified: false,
  phoneNumber: '+13055550123',
  phoneNumberVerified: false,
  language: 'en',
  isAdmin: false,
  loyaltyPoints: 0,
  referralCode: null,
  twoFactorEnabled: false,
  verificationStatus: 'not_verified',
  hasPassword: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

interface TestAuth {
  status: 'signedIn';
  user: ProductUser | null;
  setUser(user: ProductUser): void;
  signOut(): Promise<void>;
  establish(): Promise<ProductUser | null>;
}

const TestAuthContext = createContext<TestAuth | null>(null);

/** Replaces `useAuth` in tests: vi.mock('../auth/AuthProvider', async () => ({ useAuth: (await import('../../testing/signed-in')).useTestAuth })). */
export function useTestAuth(): TestAuth {
  const value = useContext(TestAuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

function TestAuthProvider({
  initial,
  signOut,
  establish,
  children,
}: {
  initial: ProductUser;
  signOut: () => Promise<void>;
  establish: () => Promise<ProductUser | null>;
  children: ReactNode;
}) {
  const [user, setUser] = useState<ProductUser | null>(initial);
  const value = useMemo<TestAuth>(() => ({ status: 'signedIn', user, setUser, signOut, establish }), [user, signOut, establish]);
  return <TestAuthContext.Provider value={value}>{children}</TestAuthContext.Provider>;
}

/** Shows the current path so tests can see where a screen navigated to. */
function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.hash}</output>;
}

export function renderAccount(ui: ReactElement, options: { user?: Partial<ProductUser>; path?: string } = {}) {
  const signOut = vi.fn(async () => undefined);
  const establish = vi.fn(async () => null);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <LanguageProvider>
          <TestAuthProvider initial={{ ...testUser, ...options.user }} signOut={signOut} establish={establish}>
            <MemoryRouter initialEntries={[options.path ?? '/']}>
              {ui}
              <WhereAmI />
            </MemoryRouter>
          </TestAuthProvider>
        </LanguageProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, signOut, establish, queryClient };
}

export const defaultSettings = {
  notifyEmail: true,
  notifySms: false,
  notifyPush: true,
  securityAlertEmail: true,
  securityAlertSms: false,
  timeZone: 'America/New_York',
};
