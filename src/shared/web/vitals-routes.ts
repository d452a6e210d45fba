import { splitLanguagePrefix } from '../i18n/languages.js';

// Apart from the report's schema (api/vitals.ts) so that the web's entry, which sends the reports, does not
// carry zod: its schemas are built when the module loads, on the first screen's critical path (ADR 0038).

/**
 * What the web reports about its own speed (docs/product-rules.md#app-start-metric, and the Core Web Vitals): a page's route template and a
 * few numbers, nothing about the person.
 */
export const WEB_METRIC_NAMES = ['app-init', 'TTFB', 'FCP', 'LCP', 'INP', 'CLS'] as const;
export type WebMetricName = (typeof WEB_METRIC_NAMES)[number];

/**
 * The web's routes as reported: every path the router answers (src/web/app/routes.tsx), without the language
 * prefix. Any other path reports as `other`, so a person's address never leaves the browser and the
 * server's histograms have a bounded set of labels.
 */
export const REPORTED_ROUTES = [
  '/',
  '/login',
  '/register',
  '/dashboard',
  '/profile',
  '/settings',
  '/security-settings',
  '/wallet',
  '/wallet-summary',
  '/paypal-setup',
  '/send-topup',
  '/payment-summary',
  '/history',
  '/service-fees',
  '/privacy-policy',
  '/terms-of-service',
] as const;
export type ReportedRoute = (typeof REPORTED_ROUTES)[number] | 'other';

const KNOWN_ROUTES: ReadonlySet<string> = new Set(REPORTED_ROUTES);

/** `/fr/send-topup/` → `/send-topup`; `/topups/4f0c…` → `other`. Never anything the person typed. */
export function routeTemplateOf(pathname: string): ReportedRoute {
  const { path } = splitLanguagePrefix(pathname);
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return KNOWN_ROUTES.has(trimmed) ? (trimmed as ReportedRoute) : 'other';
}

/** One page view sends one or two reports (at start, and when the page is hidden): 12 is plenty. */
export const MAX_METRICS_PER_REPORT = 12;

export const WEB_VITALS_PATH = '/api/vitals';
