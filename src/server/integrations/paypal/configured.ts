import type { Config } from '../../config.js';
import { AppError } from '../../errors.js';
import { observedFetch, type OutsideCallObserver } from '../outside-call.js';
import { createPayPalClient } from './index.js';
import type { PayPalClient } from './types.js';

/**
 * The PayPal client of the configuration; without PayPal settings every call says what is missing (503).
 * Each call is timed and traced as an outside call of `paypal` (`observe`: the metrics').
 */
export function paypalFromConfig(config: Config, observe?: OutsideCallObserver): PayPalClient {
  const { PAYPAL_API_URL: apiUrl, PAYPAL_CLIENT_ID: clientId, PAYPAL_CLIENT_SECRET: clientSecret, PAYPAL_WEBHOOK_ID: webhookId } = config;
  if (apiUrl && clientId && clientSecret && webhookId)
    return createPayPalClient({ apiUrl, clientId, clientSecret, webhookId, fetch: observedFetch('paypal', observe) });
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
    verifyWebhook: missing,
  } as unknown as PayPalClient;
}
