import { createClientCredentials, type TokenSource } from '../client-credentials.js';
import type { HttpExchange } from '../http-exchange.js';
import { apiErrorFrom, reasonOf, TopupProtocolError, TopupUnreachableError } from './errors.js';

/**
 * OAuth 2.0 client credentials against Reloadly's auth host (`POST {authUrl}/oauth/token`, JSON body
 * with the product's URL as `audience`); caching and renewal are client-credentials.ts's.
 */
export type { TokenSource };

export interface TokenSourceOptions {
  authUrl: string;
  clientId: string;
  clientSecret: string;
  audience: string;
  exchange: HttpExchange;
  now: () => number;
  timeoutMs: number;
}

/** Reloadly's tokens are long-lived; five minutes' margin keeps a slow top-up clear of expiry. */
const RENEW_MARGIN_MS = 5 * 60_000;

export function createTokenSource(options: TokenSourceOptions): TokenSource {
  const { authUrl, clientId, clientSecret, audience } = options;
  return createClientCredentials({
    url: `${authUrl}/oauth/token`,
    request: () => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ client_id: clientId, client_secret: clientSecret, grant_type: 'client_credentials', audience }),
    }),
    unreachable: (error) =>
      new TopupUnreachableError(`Reloadly auth at ${authUrl} unreachable: ${reasonOf(error)}`, reasonOf(error) === 'timed out', {
        cause: error,
      }),
    refused: (answer, payload) => apiErrorFrom(answer.status, payload, 'Reloadly token request'),
    malformed: () => new TopupProtocolError('Reloadly answered the token request without access_token and expires_in'),
    renewMarginMs: RENEW_MARGIN_MS,
    exchange: options.exchange,
    now: options.now,
    timeoutMs: options.timeoutMs,
  });
}
