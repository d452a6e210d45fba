import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { DEFAULT_LANGUAGE, splitLanguagePrefix, withLanguagePrefix, type Language } from '../../shared/i18n/languages';
import { AuthProvider, useAuth } from '../features/auth';
import { ShellPersonProvider } from '../ui/shell-person';
import { NotificationBell } from '../features/notifications';
import { LanguageProvider } from '../i18n/language';
import { ConnectionBanner } from '../ui/ConnectionBanner';
import { RefreshWhenBackOnline } from './RefreshWhenBackOnline';
import { AppRoutes } from './routes';

// Neither draws the first screen: the server already wrote this page's <head>, and a toast waits in its
// store until the Toaster arrives. Loaded beside the first screen, they keep Radix's toast and every
// language's page titles out of the code a first visit waits for.
const HeadSync = lazy(() => import('./HeadSync').then((module) => ({ default: module.HeadSync })));
const Toaster = lazy(() => import('../ui/Toaster').then((module) => ({ default: module.Toaster })));

/**
 * Spec §7: no retries, results never go stale, no refetch on window focus, no polling. Requests run even
 * when the browser says it is offline (networkMode 'always'): TanStack's default would pause them, and a
 * paused "Send now" read 'Sending...' forever; instead the call fails at once and the screen says so.
 */
function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

function basenameOf(pathname: string): string {
  const { language } = splitLanguagePrefix(pathname);
  return language ? `/${language}` : '';
}

/** Hands the signed-in frame (ui/AppShell) the person it greets, so ui/ need not know about sessions. */
function ShellPersonFromSession({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const person = useMemo(
    () => (user ? { firstName: user.firstName, isAdmin: user.isAdmin, bell: <NotificationBell key={user.id} /> } : null),
    [user],
  );
  return <ShellPersonProvider person={person}>{children}</ShellPersonProvider>;
}

export function App({ queryClient = createQueryClient() }: { queryClient?: QueryClient }) {
  const [basename, setBasename] = useState(() => basenameOf(window.location.pathname));

  // An address that names its language (/fr/…) follows the language the person switches to.
  const followLanguageInAddress = useCallback((language: Language) => {
    const { language: inAddress, path } = splitLanguagePrefix(window.location.pathname);
    if (!inAddress) return;
    const { search, hash } = window.location;
    window.history.replaceState(window.history.state, '', withLanguagePrefix(language, path) + search + hash);
    setBasename(language === DEFAULT_LANGUAGE ? '' : `/${language}`);
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider onChange={followLanguageInAddress}>
        <AuthProvider>
          <ShellPersonFromSession>
            <BrowserRouter basename={basename} key={basename}>
              <Suspense fallback={null}>
                <HeadSync />
              </Suspense>
              <ConnectionBanner />
              <RefreshWhenBackOnline />
              <AppRoutes />
            </BrowserRouter>
          </ShellPersonFromSession>
        </AuthProvider>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
