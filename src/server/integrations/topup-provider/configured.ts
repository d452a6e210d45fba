import type { Config } from '../../config.js';
import { AppError } from '../../errors.js';
import { observedFetch, type OutsideCallObserver } from '../outside-call.js';
import { createTopupProvider } from './index.js';
import type { TopupProvider } from './types.js';

/**
 * The aggregator of the configuration; without its settings every call says what is missing (503). Each
 * call is timed and traced as an outside call of `topup-provider` (`observe`: the metrics').
 */
export function topupProviderFromConfig(config: Config, observe?: OutsideCallObserver): TopupProvider | null {
  const {
    TOPUP_API_URL: apiUrl,
    TOPUP_AUTH_URL: authUrl,
    TOPUP_CLIENT_ID: clientId,
    TOPUP_CLIENT_SECRET: clientSecret,
    TOPUP_AUDIENCE: audience,
  } = config;
  if (apiUrl && authUrl && clientId && clientSecret && audience)
    return createTopupProvider({
      apiUrl,
      authUrl,
      clientId,
      clientSecret,
      audience,
      timeoutMs: config.TOPUP_TIMEOUT_MS,
      fetch: observedFetch('topup-provider', observe),
    });
  return null;
}

export function notConfigured(): never {
  throw new AppError(
    'SERVICE_UNAVAILABLE',
    'The top-up provider is not configured: set TOPUP_API_URL, TOPUP_AUTH_URL, TOPUP_CLIENT_ID, TOPUP_CLIENT_SECRET and TOPUP_AUDIENCE.',
  );
}
