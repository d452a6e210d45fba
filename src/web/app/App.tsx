import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, useLocation } from 'react-router';
import { DEFAULT_LANGUAGE, splitLanguagePrefix, withLanguagePrefix, type Language } from '../../shared/i18n/languages';
import { AuthProvider, useAuth } from '../features/auth';
import { ShellPersonProvider } from '../ui/shell-person';
import { LanguageProvider, useLanguage } from '../i18n/language';
import { ConnectionBanner } from '../ui/ConnectionBanner';
import { lazyScreen } from './lazy-screen';
import { RefreshWhenBackOnline } from './RefreshWhenBackOnline';
import { AppRoutes } from './routes';

// Neither draws the first screen: the server already wrote this page's <head>, and a toast waits in its
// store until the Toaster arrives. Loaded apart, they keep Radix's toast and every language's page titles
// out of the code a first visit waits for; the titles only once the head must change (HeadSyncWhenNeeded).
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
 * docs/product-rules.md#web-data: no retries, results never go stale, no refetch on window focus, no polling. Requests run even
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

/**
 * The head the server wrote is this page's, in this language: HeadSync (every language's titles) is loaded
 * only once it would change something: another path, another language, or a page written in a language other
 * than the one the app chose (a stored choice the server did not see).
 */
function HeadSyncWhenNeeded() {
  const { pathname } = useLocation();
  const { language } = useLanguage();
  const [first] = useState(() => ({
    pathname,
    language,
    written: typeof document === 'undefined' ? language : document.documentElement.lang,
  }));
  const [needed, setNeeded] = useState(false);
  if (!needed && (pathname !== first.pathname || language !== first.language || first.written !== language)) setNeeded(true);
  return <Suspense fallback={null}>{needed && <HeadSync />}</Suspense>;
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
              <HeadSyncWhenNeeded />
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
