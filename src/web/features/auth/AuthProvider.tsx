import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductUser } from '../../../shared/api/identity';
import { ApiError, NetworkError } from '../../lib/api';
import { setIdToken } from '../../lib/id-token';
import { forgetEarlyAnswers } from '../../lib/early-answers';
import { forgetOfflineData } from '../../lib/offline-data';
import { toast } from '../../ui/toast-store';
import { identityApi, productAuthApi } from './identity-api';
import { renewalDelay, retryDelay } from './token-renewal';

/** `offline`: no connection and no copy of who was signed in; the app shows its offline screen (ADR 0037). */
export type AuthStatus = 'loading' | 'signedIn' | 'signedOut' | 'offline';

interface AuthContextValue {
  status: AuthStatus;
  user: ProductUser | null;
  /** After a sign-in or sign-up: fetch an ID token and the product user (docs/product-rules.md#sign-in-flow). */
  establish(): Promise<ProductUser | null>;
  /** Replace the product user after a change (profile, verification, 2FA). */
  setUser(user: ProductUser): void;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The server marks the page `<html data-session="none">` when the request carried no session cookie: then
 * nobody is signed in, and asking the server first would only hold back the first screen (ADR 0022).
 */
const pageHasNoSession = () => document.documentElement.dataset.session === 'none';
const pageSession = () => (pageHasNoSession() ? 'none' : 'maybe');

/**
 * Owns who is signed in. Starts as loading; a session cookie that the server accepts becomes an ID token
 * (in memory) and then the product user. The token is renewed 30 s before it expires; a network failure
 * while renewing keeps the person signed in and retries with backoff.
 */
export function AuthProvider({
  children,
  session,
}: {
  children: ReactNode;
  /** Given at build time (no document). */ session?: 'none' | 'maybe';
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<AuthStatus>(() => ((session ?? pageSession()) === 'none' ? 'signedOut' : 'loading'));
  const [user, setUserState] = useState<ProductUser | null>(null);
  const renewal = useRef<ReturnType<typeof setTimeout> | null>(null);

  /** Signed out: also the person's kept answers leave the phone, unless only the network failed. */
  const clear = useCallback(
    (keepOfflineData = false) => {
      if (renewal.current) clearTimeout(renewal.current);
      setIdToken(null);
      forgetEarlyAnswers();
      setUserState(null);
      setStatus('signedOut');
      queryClient.clear();
      if (!keepOfflineData) void forgetOfflineData();
    },
    [queryClient],
  );

  const scheduleRenewal = useCallback(
    (delay: number, attempt: number) => {
      if (renewal.current) clearTimeout(renewal.current);
      renewal.current = setTimeout(async () => {
        try {
          const token = await identityApi.getIdToken();
          setIdToken(token);
          scheduleRenewal(renewalDelay(token, Date.now()), 0);
        } catch (error) {
          if (error instanceof NetworkError) scheduleRenewal(retryDelay(attempt), attempt + 1);
          else if (error instanceof ApiError && error.status === 401) clear(); // the session ended elsewhere
          else scheduleRenewal(retryDelay(attempt), attempt + 1);
        }
      }, delay);
    },
    [clear],
  );

  const establish = useCallback(async (): Promise<ProductUser | null> => {
    // The ID token answers whether the session cookie is good (401 when not): one round trip, not two.
    let token: string;
    try {
      token = await identityApi.getIdToken();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) throw error;
      clear();
      return null;
    }
    let productUser: ProductUser;
    try {
      setIdToken(token);
      ({ user: productUser } = await productAuthApi.login(token));
      setUserState(productUser);
      setStatus('signedIn');
      scheduleRenewal(renewalDelay(token, Date.now()), 0);
    } catch (error) {
      console.error('Product login failed', error);
      clear(error instanceof NetworkError);
      throw error;
    }
    if (navigator.serviceWorker?.controller) productAuthApi.me().catch(() => undefined); // the copy read offline
    return productUser;
  }, [clear, scheduleRenewal]);

  /**
   * At start without a connection: the person as last known (the service worker's copy of /api/user/me),
   * so their screens open on what was kept; with no copy, the offline screen. Back online, start again.
   */
  const openWithoutConnection = useCallback(async (startAgain: () => void) => {
    window.addEventListener('online', startAgain, { once: true });
    try {
      setUserState(await productAuthApi.me());
      setStatus('signedIn');
    } catch {
      setStatus('offline');
    }
  }, []);

  useEffect(() => {
    showRedirectError(t);
    const start = () => {
      if (pageHasNoSession()) return;
      establish().catch((error: unknown) => {
        if (error instanceof NetworkError) void openWithoutConnection(start);
      });
    };
    start();
    return () => {
      if (renewal.current) clearTimeout(renewal.current);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at start
  }, []);

  const signOut = useCallback(async () => {
    await forgetOfflineData(); // first, and even when the sign-out itself cannot reach the server
    await identityApi.signOut();
    clear(); // and again: an answer that arrived meanwhile is not kept either
  }, [clear]);

  const value = useMemo(() => ({ status, user, establish, setUser: setUserState, signOut }), [status, user, establish, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}

/** A federated sign-in that failed comes back as ?error=… on /login: say so once, then tidy the address. */
function showRedirectError(t: ReturnType<typeof useTranslation>['t']) {
  const url = new URL(window.location.href);
  const error = url.searchParams.get('error');
  if (!error) return;
  const reason = url.searchParams.get('error_description') ?? t(`authErrors.${error}`, { defaultValue: error.replace(/_/g, ' ') });
  toast({ title: t('auth.signInError'), description: reason, variant: 'destructive' });
  url.searchParams.delete('error');
  url.searchParams.delete('error_description');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}
