import type { Config } from '../../config.js';
import { AppError } from '../../errors.js';
import { createHttpExchange } from '../http-exchange.js';
import { observedExchange, type OutsideCallObserver } from '../outside-call.js';
import { createPayPalClient } from './index.js';
import type { ClosablePayPalClient } from './types.js';

/**
 * The PayPal client of the configuration; without PayPal settings every call says what is missing (503).
 * Each call is timed and traced as an outside call of `paypal` (`observe`: the metrics'), and leaves
 * through undici on connections kept open, as the aggregator's do (ADRs 0084, 0086); `close` ends them
 * when the app closes.
 */
export function paypalFromConfig(config: Config, observe?: OutsideCallObserver): ClosablePayPalClient {
  const { PAYPAL_API_URL: apiUrl, PAYPAL_CLIENT_ID: clientId, PAYPAL_CLIENT_SECRET: clientSecret, PAYPAL_WEBHOOK_ID: webhookId } = config;
  if (apiUrl && clientId && clientSecret && webhookId) {
    const connections = createHttpExchange();
    const client = createPayPalClient({
      apiUrl,
      clientId,
      clientSecret,
      webhookId,
      exchange: observedExchange('paypal', observe, connections),
    });
    return { ...client, close: () => connections.close() };
  }
  const missing = () => {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'PayPal is not configured: set PAYPAL_API_URL, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID.',
    );
  };
  return {
    createOrder: missing,
    getOrder: missing,
    captureOrder: missing,
    getCapture: missing,
    refundCapture: missing,
    verifyWebhook: missing,
    close: async () => {},
  } as unknown as ClosablePayPalClient;
}
