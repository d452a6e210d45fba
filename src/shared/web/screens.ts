/**
 * Which screen answers which path of the web app, by whether someone is signed in (docs/product-rules.md#access-by-state), each named by
 * its source file under src/web/. The web's router draws them (app/routes.tsx); the server names the same screen's built files in the
 * page's head (modulepreload), so a first visit downloads the screen together with the app instead of after it.
 */
export const SIGNED_OUT_SCREENS = {
  '/login': 'features/auth/LoginPage.tsx',
  '/register': 'features/auth/RegisterPage.tsx',
  '/ask': 'features/credit-requests/AskPage.tsx',
} as const;
/** Signed out, the welcome screen answers / and every other path. */
export const WELCOME_SCREEN = 'features/welcome/WelcomePage.tsx';

export const SIGNED_IN_SCREENS = {
  '/': 'features/dashboard/DashboardPage.tsx',
  '/dashboard': 'features/dashboard/DashboardPage.tsx',
  '/profile': 'features/account/ProfilePage.tsx',
  '/settings': 'features/account/SettingsPage.tsx',
  '/security-settings': 'features/account/SecuritySettingsPage.tsx',
  '/wallet': 'features/wallet/WalletPage.tsx',
  '/wallet-summary': 'features/wallet/WalletSummaryPage.tsx',
  '/paypal-setup': 'features/wallet/PayPalSetupPage.tsx',
  '/send-topup': 'features/topups/SendTopupPage.tsx',
  '/payment-summary': 'features/topups/PaymentSummaryPage.tsx',
  '/send-basket': 'features/baskets/BasketBuilderPage.tsx',
  '/basket': 'features/baskets/BasketPage.tsx',
  '/history': 'features/topups/HistoryPage.tsx',
  '/scheduled': 'features/schedules/ScheduledPage.tsx',
  '/family': 'features/pots/FamilyPage.tsx',
  '/service-fees': 'features/topups/ServiceFeesPage.tsx',
  '/loyalty': 'features/loyalty/LoyaltyPage.tsx',
  '/promotions': 'features/promotions/PromotionsPage.tsx',
  '/invite-friends': 'features/referrals/InviteFriendsPage.tsx',
  '/support': 'features/support/SupportPage.tsx',
  '/privacy-policy': 'features/legal/PrivacyPolicyPage.tsx',
  '/terms-of-service': 'features/legal/TermsOfServicePage.tsx',
  '/admin': 'features/admin/AdminPage.tsx',
  '/ask': 'features/credit-requests/AskPage.tsx',
} as const;
/**
 * Screens at a path with a parameter, the same signed in or out: a request for credit's link (ADR 0067), a family
 * plan's invitation (ADR 0074). None is written at build time (its content depends on the parameter), so the page
 * starts drawn by the app.
 */
export const PARAM_SCREENS = {
  '/r/:token': 'features/credit-requests/RequestPage.tsx',
  '/pot/:token': 'features/pots/PotInvitePage.tsx',
} as const;
/** Signed in, a path of no screen shows Not found; /login and /register lead to the dashboard. */
export const NOT_FOUND_SCREEN = 'features/not-found/NotFoundPage.tsx';

export type ScreenSource =
  | (typeof SIGNED_OUT_SCREENS)[keyof typeof SIGNED_OUT_SCREENS]
  | (typeof SIGNED_IN_SCREENS)[keyof typeof SIGNED_IN_SCREENS]
  | (typeof PARAM_SCREENS)[keyof typeof PARAM_SCREENS]
  | typeof WELCOME_SCREEN
  | typeof NOT_FOUND_SCREEN;

/** The screen a path shows (without its language prefix). */
export function screenFor(path: string, signedIn: boolean): ScreenSource {
  if (/^\/r\/[^/]+$/.test(path)) return PARAM_SCREENS['/r/:token'];
  if (/^\/pot\/[^/]+$/.test(path)) return PARAM_SCREENS['/pot/:token'];
  if (!signedIn) return SIGNED_OUT_SCREENS[path as keyof typeof SIGNED_OUT_SCREENS] ?? WELCOME_SCREEN;
  if (path === '/login' || path === '/register') return SIGNED_IN_SCREENS['/dashboard'];
  return SIGNED_IN_SCREENS[path as keyof typeof SIGNED_IN_SCREENS] ?? NOT_FOUND_SCREEN;
}
