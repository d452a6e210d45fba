import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Loader } from '../ui/Loader';

const WelcomePage = lazy(() => import('../features/welcome/WelcomePage'));

/**
 * Which screen answers which path. Pages load lazily with a spinner meanwhile.
 * Signed-out visitors see the welcome screen at / and at every other path (spec §2 "Access by state").
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<Loader />}>
      <Routes>
        <Route path="*" element={<WelcomePage />} />
      </Routes>
    </Suspense>
  );
}
