import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useAuth } from '../features/auth/AuthProvider';
import { AppLoader, Loader } from '../ui/Loader';

const WelcomePage = lazy(() => import('../features/welcome/WelcomePage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const ProfilePage = lazy(() => import('../features/account/ProfilePage'));
const SettingsPage = lazy(() => import('../features/account/SettingsPage'));
const SecuritySettingsPage = lazy(() => import('../features/account/SecuritySettingsPage'));
const WalletPage = lazy(() => import('../features/wallet/WalletPage'));
const WalletSummaryPage = lazy(() => import('../features/wallet/WalletSummaryPage'));
const PayPalSetupPage = lazy(() => import('../features/wallet/PayPalSetupPage'));
const PrivacyPolicyPage = lazy(() => import('../features/legal/PrivacyPolicyPage'));
const TermsOfServicePage = lazy(() => import('../features/legal/TermsOfServicePage'));
const HistoryPage = lazy(() => import('../features/topups/HistoryPage'));
const ServiceFeesPage = lazy(() => import('../features/topups/ServiceFeesPage'));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));
const SendTopupPage = lazy(() => import('../features/topups/SendTopupPage'));
const PaymentSummaryPage = lazy(() => import('../features/topups/PaymentSummaryPage'));

/**
 * Which screen answers which path, by authentication state (spec §2 "Access by state"). Pages load lazily
 * with a spinner meanwhile; while the state itself loads, the full-screen 'Loading Kredi...'.
 */
export function AppRoutes() {
  const { status } = useAuth();
  if (status === 'loading') return <AppLoader />;
  return <Suspense fallback={<Loader />}>{status === 'signedIn' ? <SignedInRoutes /> : <SignedOutRoutes />}</Suspense>;
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
