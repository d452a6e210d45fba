import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useAuth } from '../features/auth';
import { AppLoader, Loader } from '../ui/Loader';
import { lazyScreen } from './lazy-screen';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

const WelcomePage = lazyScreen(() => import('../features/welcome/WelcomePage'));
const LoginPage = lazyScreen(() => import('../features/auth/LoginPage'));
const RegisterPage = lazyScreen(() => import('../features/auth/RegisterPage'));
const DashboardPage = lazyScreen(() => import('../features/dashboard/DashboardPage'));
const ProfilePage = lazyScreen(() => import('../features/account/ProfilePage'));
const SettingsPage = lazyScreen(() => import('../features/account/SettingsPage'));
const SecuritySettingsPage = lazyScreen(() => import('../features/account/SecuritySettingsPage'));
const WalletPage = lazyScreen(() => import('../features/wallet/WalletPage'));
const WalletSummaryPage = lazyScreen(() => import('../features/wallet/WalletSummaryPage'));
const PayPalSetupPage = lazyScreen(() => import('../features/wallet/PayPalSetupPage'));
const PrivacyPolicyPage = lazyScreen(() => import('../features/legal/PrivacyPolicyPage'));
const TermsOfServicePage = lazyScreen(() => import('../features/legal/TermsOfServicePage'));
const HistoryPage = lazyScreen(() => import('../features/topups/HistoryPage'));
const ServiceFeesPage = lazyScreen(() => import('../features/topups/ServiceFeesPage'));
const NotFoundPage = lazyScreen(() => import('../features/not-found/NotFoundPage'));
const SendTopupPage = lazyScreen(() => import('../features/topups/SendTopupPage'));
const PaymentSummaryPage = lazyScreen(() => import('../features/topups/PaymentSummaryPage'));

/**
 * Which screen answers which path, by authentication state (spec §2 "Access by state"). Pages load lazily
 * with a spinner meanwhile; while the state itself loads, the full-screen 'Loading Kredi...'. A screen that
 * fails (its code could not be downloaded offline, say) shows Try again instead of a blank page.
 */
export function AppRoutes() {
  const { status } = useAuth();
  const { pathname } = useLocation();
  if (status === 'loading') return <AppLoader />;
  return (
    <ScreenErrorBoundary resetKey={pathname}>
      <Suspense fallback={<Loader />}>{status === 'signedIn' ? <SignedInRoutes /> : <SignedOutRoutes />}</Suspense>
    </ScreenErrorBoundary>
  );
}

/** Signed-out visitors reach /login and /register; the welcome screen answers / and every other path. */
function SignedOutRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="*" element={<WelcomePage />} />
    </Routes>
  );
}

function SignedInRoutes() {
  return (
    <Routes>
      <Route path="/" element={<DashboardPage />} />
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/settings" element={<SettingsPage />} />
      <Route path="/security-settings" element={<SecuritySettingsPage />} />
      <Route path="/wallet" element={<WalletPage />} />
      <Route path="/wallet-summary" element={<WalletSummaryPage />} />
      <Route path="/paypal-setup" element={<PayPalSetupPage />} />
      <Route path="/send-topup" element={<SendTopupPage />} />
      <Route path="/payment-summary" element={<PaymentSummaryPage />} />
      <Route path="/history" element={<HistoryPage />} />
      <Route path="/service-fees" element={<ServiceFeesPage />} />
      <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
      <Route path="/terms-of-service" element={<TermsOfServicePage />} />
      {/* Someone who signs in on /login or /register lands on the dashboard. */}
      <Route path="/login" element={<Navigate to="/dashboard" replace />} />
      <Route path="/register" element={<Navigate to="/dashboard" replace />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
