import { createHttpExchange } from '../http-exchange.js';
import { createTokenSource } from './auth.js';
import { createPayPalHttp } from './http.js';
import { createOrdersApi } from './orders.js';
import type { ClosablePayPalClient, PayPalClientOptions } from './types.js';
import { createWebhookVerifier } from './webhooks.js';

export { PayPalApiError, PayPalUnreachableError } from './errors.js';
export { captureIdOfEvent, isTrustedCertUrl } from './webhooks.js';
export type * from './types.js';

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_WEBHOOK_TOLERANCE_MS = 5 * 60_000;

/**
 * PayPal for the funding lifecycle (docs/product-rules.md#paypal-funding): Orders v2 to create, approve and capture, Payments v2 to
 * re-read a capture, and webhook self-verification. The same code talks to the PayPal sandbox that
 * `npm start` runs and to api-m.paypal.com: only PAYPAL_API_URL and the credentials change.
 */
export function createPayPalClient(options: PayPalClientOptions): ClosablePayPalClient {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const own = options.exchange ? null : createHttpExchange();
  const exchange = options.exchange ?? own!;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const tokens = createTokenSource({
    apiUrl,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    exchange,
    now,
    timeoutMs,
  });
  const orders = createOrdersApi(createPayPalHttp({ apiUrl, tokens, exchange, timeoutMs }));
  const verifyWebhook = createWebhookVerifier({
    apiUrl,
    webhookId: options.webhookId,
    toleranceMs: options.webhookToleranceMs ?? DEFAULT_WEBHOOK_TOLERANCE_MS,
    now,
    exchange,
    timeoutMs,
  });
  return { ...orders, verifyWebhook, close: async () => own?.close() };
}
