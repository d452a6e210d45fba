import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { DEFAULT_LANGUAGE, splitLanguagePrefix, withLanguagePrefix, type Language } from '../../shared/i18n/languages';
import { AuthProvider, useAuth } from '../features/auth';
import { ShellPersonProvider } from '../ui/shell-person';
import { LanguageProvider } from '../i18n/language';
import { ConnectionBanner } from '../ui/ConnectionBanner';
import { lazyScreen } from './lazy-screen';
import { RefreshWhenBackOnline } from './RefreshWhenBackOnline';
import { AppRoutes } from './routes';

// Neither draws the first screen: the server already wrote this page's <head>, and a toast waits in its
// store until the Toaster arrives. Loaded beside the first screen, they keep Radix's toast and every
// language's page titles out of the code a first visit waits for.
const HeadSync = lazy(() => import('./HeadSync').then((module) => ({ default: module.HeadSync })));
const Toaster = lazy(() => import('../ui/Toaster').then((module) => ({ default: module.Toaster })));

// The bell is drawn only signed in, never in a prerendered page: its code (the dropdown, its icons, its
// calls) stays out of the entry. Its download starts as soon as the person is known, beside their screen's,
// and fails as a screen's does (lazyScreen: the screen's Try again imports it again).
const loadNotifications = () => import('../features/notifications');
const NotificationBell = lazyScreen(() => loadNotifications().then((module) => ({ default: module.NotificationBell })));

/** Holds the bell's place (its 44 × 44 button) while its code loads, so the header does not shift. */
function BellPlaceholder() {
  return <span className="h-11 w-11 shrink-0" />;
}

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
  const signedIn = Boolean(user);
  useEffect(() => {
    if (signedIn) loadNotifications().catch(() => {}); // a failure shows when the bell renders
  }, [signedIn]);
  const person = useMemo(
    () =>
      user
        ? {
            firstName: user.firstName,
            isAdmin: user.isAdmin,
            bell: (
              <Suspense key={user.id} fallback={<BellPlaceholder />}>
                <NotificationBell />
              </Suspense>
            ),
          }
        : null,
    [user],
  );
  return <ShellPersonProvider person={person}>{children}</ShellPersonProvider>;
}

type RouterComponent = ComponentType<{ basename: string; children: ReactNode }>;

/**
 * The whole app. In the browser it reads the address and the session mark itself; at build time
 * (prerender.tsx) it is given the page's `pathname`, a router without a browser and the session state,
 * so that the HTML written then is the HTML the browser's first render makes (and hydrates).
 */
export function App({
  queryClient = createQueryClient(),
  pathname,
  Router = BrowserRouter,
  session,
}: {
  queryClient?: QueryClient;
  pathname?: string;
  Router?: RouterComponent;
  session?: 'none' | 'maybe';
}) {
  const [basename, setBasename] = useState(() => basenameOf(pathname ?? window.location.pathname));

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
        <AuthProvider session={session}>
          <ShellPersonFromSession>
            <Router basename={basename} key={basename}>
              <Suspense fallback={null}>
                <HeadSync />
              </Suspense>
              <ConnectionBanner />
              <RefreshWhenBackOnline />
              <AppRoutes />
            </Router>
          </ShellPersonFromSession>
        </AuthProvider>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
