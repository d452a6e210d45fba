import { createHttpExchange } from '../http-exchange.js';
import { createTokenSource } from './auth.js';
import { createCatalogueApi } from './catalogue.js';
import { createReloadlyHttp } from './http.js';
import { createPromotionsApi } from './promotions.js';
import { createTopupsApi } from './topups.js';
import type { ClosableTopupProvider, TopupProviderOptions } from './types.js';

export { TopupApiError } from './errors.js';
export { providerFailure } from './failure-codes.js';
export { outcomeOfTransaction } from './topups.js';
export { centsToDecimal } from './money.js';
export { ACCEPT } from './http.js';
export type * from './types.js';

const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * The top-up aggregator (docs/product-rules.md#topup-life), spoken as Reloadly's Airtime API: OAuth client credentials against
 * the auth host, then countries, operators, FX quotes and top-ups against the API host. The same code talks
 * to the sandbox `npm start` runs and to topups.reloadly.com: only TOPUP_* settings change.
 */
export function createTopupProvider(options: TopupProviderOptions): ClosableTopupProvider {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const authUrl = options.authUrl.replace(/\/+$/, '');
  const own = options.exchange ? null : createHttpExchange();
  const exchange = options.exchange ?? own!;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const tokens = createTokenSource({
    authUrl,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    audience: options.audience,
    exchange,
    now: options.now ?? Date.now,
    timeoutMs,
  });
  const http = createReloadlyHttp({ apiUrl, tokens, exchange, timeoutMs });
  // The sync's whole-list reads (hundreds of operators a page) wait at least the default: TOPUP_TIMEOUT_MS
  // bounds what a person waits for (a send, a number lookup), and nobody waits on a background sync.
  const bulk = createReloadlyHttp({ apiUrl, tokens, exchange, timeoutMs: Math.max(timeoutMs, DEFAULT_TIMEOUT_MS) });
  return {
    ...createCatalogueApi(http, bulk),
    ...createTopupsApi(http),
    ...createPromotionsApi(bulk),
    close: async () => own?.close(),
  };
}
