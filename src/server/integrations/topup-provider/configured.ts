import type { Config } from '../../config.js';
import { AppError } from '../../errors.js';
import { createHttpExchange } from '../http-exchange.js';
import { observedExchange, type OutsideCallObserver } from '../outside-call.js';
import { createTopupProvider } from './index.js';
import type { ClosableTopupProvider } from './types.js';

/**
 * The aggregator of the configuration; without its settings every call says what is missing (503). Each
 * call is timed and traced as an outside call of `topup-provider` (`observe`: the metrics'), and leaves
 * through undici on connections kept open (ADR 0084); `close` ends them when the app closes.
 */
export function topupProviderFromConfig(config: Config, observe?: OutsideCallObserver): ClosableTopupProvider | null {
  const {
    TOPUP_API_URL: apiUrl,
    TOPUP_AUTH_URL: authUrl,
    TOPUP_CLIENT_ID: clientId,
    TOPUP_CLIENT_SECRET: clientSecret,
    TOPUP_AUDIENCE: audience,
  } = config;
  if (!(apiUrl && authUrl && clientId && clientSecret && audience)) return null;
  const connections = createHttpExchange();
  const provider = createTopupProvider({
    apiUrl,
    authUrl,
    clientId,
    clientSecret,
    audience,
    timeoutMs: config.TOPUP_TIMEOUT_MS,
    exchange: observedExchange('topup-provider', observe, connections),
  });
  return { ...provider, close: () => connections.close() };
}

export function notConfigured(): never {
  throw new AppError(
    'SERVICE_UNAVAILABLE',
    'The top-up provider is not configured: set TOPUP_API_URL, TOPUP_AUTH_URL, TOPUP_CLIENT_ID, TOPUP_CLIENT_SECRET and TOPUP_AUDIENCE.',
  );
}
