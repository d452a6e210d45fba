/**
 * What each signed-in first screen reads before it can show anything (ADR 0045): the page's boot script
 * asks for these, and for the ID token and the product sign-in, while the app's code is still on its way,
 * and the app takes the answers instead of asking again (src/web/lib/early-answers.ts). Each path is
 * exactly what the screen's first render asks for; one that is not asked is simply never taken.
 * Keyed by the path without its language prefix; only screens whose first paint is a skeleton are here.
 */
const DASHBOARD = ['/api/wallet', '/api/transactions', '/api/schedules', '/api/promotions'] as const;

export const EARLY_READS: Readonly<Record<string, readonly string[]>> = {
  '/': DASHBOARD,
  '/dashboard': DASHBOARD,
  '/wallet': ['/api/wallet', '/api/wallet/paypal', '/api/wallet/transactions?limit=10'],
  '/history': ['/api/transactions'],
  '/send-topup': ['/api/catalogue/countries'],
  // The basket's first item starts on Haiti (AddItemForm), so its operators are read at once.
  '/send-basket': ['/api/catalogue/countries', '/api/catalogue/countries/HT/operators', '/api/recipients'],
  '/scheduled': ['/api/schedules'],
  '/promotions': ['/api/promotions', '/api/catalogue/promotions'],
  '/loyalty': ['/api/loyalty'],
  '/support': ['/api/support/contact', '/api/support/tickets'],
};

/** How long an early answer may be taken after the page started: past it, the app asks afresh. */
export const EARLY_ANSWER_LIFETIME_MS = 15_000;

/** Where the boot script leaves the answers for the app (a property of `window`). */
export const EARLY_ANSWERS_GLOBAL = '__krediEarly';
