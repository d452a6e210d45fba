import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router';
import {
  NOT_FOUND_SCREEN,
  PARAM_SCREENS,
  SIGNED_IN_SCREENS,
  SIGNED_OUT_SCREENS,
  WELCOME_SCREEN,
  type ScreenSource,
} from '../../shared/web/screens';
import { useAuth } from '../features/auth';
import { AppLoader, Loader } from '../ui/Loader';
import { OfflineScreen } from '../ui/OfflineScreen';
import { lazyScreen } from './lazy-screen';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { SkeletonBoundary } from './SkeletonBoundary';
import { hasSkeleton } from './skeleton-paths';

/** Every screen's code, loaded on first use; the table of which answers which path is shared with the server. */
const SCREEN_MODULES = import.meta.glob<{ default: ComponentType }>('../features/*/*Page.tsx');

const screens = new Map<ScreenSource, ComponentType>();
/** One component per screen, however many paths show it (/ and /dashboard). */
function screen(source: ScreenSource): ComponentType {
  const load = SCREEN_MODULES[`../${source}`];
  if (!load) throw new Error(`No screen module ${source}`);
  if (!screens.has(source)) screens.set(source, lazyScreen(load));
  return screens.get(source)!;
}

const WelcomePage = screen(WELCOME_SCREEN);
const SignedInSkeleton = lazy(() => import('./SignedInSkeleton'));
const NotFoundPage = screen(NOT_FOUND_SCREEN);
const signedOutScreens = Object.entries(SIGNED_OUT_SCREENS).map(([path, source]) => ({ path, Screen: screen(source) }));
const signedInScreens = Object.entries(SIGNED_IN_SCREENS).map(([path, source]) => ({ path, Screen: screen(source) }));
/** Screens at a path with a parameter (/r/:token), the same signed in or out. */
const paramScreens = Object.entries(PARAM_SCREENS).map(([path, source]) => ({ path, Screen: screen(source) }));

/**
 * Which screen answers which path, by authentication state (docs/product-rules.md#access-by-state). Pages load lazily
 * with a spinner meanwhile; while the state itself loads, the full-screen 'Loading Kredi...'. A screen that
 * fails (its code could not be downloaded offline, say) shows Try again instead of a blank page.
 */
export function AppRoutes() {
  const { status } = useAuth();
  const { pathname } = useLocation();
  // A session is being checked: a signed-in screen's frame and title (as the page was written), else the loader.
  if (status === 'loading') {
    if (!hasSkeleton(pathname)) return <AppLoader />;
    return (
      <SkeletonBoundary>
        <Suspense fallback={<AppLoader />}>
          <SignedInSkeleton path={pathname} />
        </Suspense>
      </SkeletonBoundary>
    );
  }
  if (status === 'offline')
    return (
      <>
        <OfflineScreen />
        <ScreenLive />
      </>
    );
  return (
    <ScreenErrorBoundary resetKey={pathname}>
      <Suspense fallback={<Loader />}>
        {status === 'signedIn' ? <SignedInRoutes /> : <SignedOutRoutes />}
        <ScreenLive />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

/**
 * Marks the page live (`<html data-app="ready">`) once a screen has committed: the HTML the server wrote
 * (ADR 0038) answers to touch only from then on. It commits with the screen beside it in the same
 * Suspense boundary, so the mark never comes before the screen's own code. Browser tests wait for it.
 */
function ScreenLive() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

/** Signed-out visitors reach /login and /register; the welcome screen answers / and every other path. */
function SignedOutRoutes() {
  return (
    <Routes>
      {[...signedOutScreens, ...paramScreens].map(({ path, Screen }) => (
        <Route key={path} path={path} element={<Screen />} />
      ))}
      <Route path="*" element={<WelcomePage />} />
    </Routes>
  );
}

function SignedInRoutes() {
  return (
    <Routes>
      {[...signedInScreens, ...paramScreens].map(({ path, Screen }) => (
        <Route key={path} path={path} element={<Screen />} />
      ))}
      {/* Someone who signs in on /login or /register lands on the dashboard, or back where `?next=` says (a request for credit's link). */}
      <Route path="/login" element={<AfterSignIn />} />
      <Route path="/register" element={<AfterSignIn />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** `?next=` names a path of this app only: `/r/…`, never `//elsewhere` or a full address. */
function AfterSignIn() {
  const [params] = useSearchParams();
  const next = params.get('next');
  return <Navigate to={next && /^\/[\w-]/.test(next) ? next : '/dashboard'} replace />;
}
