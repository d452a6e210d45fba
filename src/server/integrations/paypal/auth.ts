import { createClientCredentials, type TokenSource } from '../client-credentials.js';
import { AnswerBrokeOffError, type HttpExchange } from '../http-exchange.js';
import { apiErrorFrom, debugIdOf, PayPalProtocolError, PayPalUnreachableError } from './errors.js';

/**
 * OAuth 2.0 client credentials against PayPal (`POST /v1/oauth2/token`, a form with HTTP Basic carrying
 * the REST app's client id and secret); caching and renewal are client-credentials.ts's.
 */
export type { TokenSource };

export interface TokenSourceOptions {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  exchange: HttpExchange;
  now: () => number;
  timeoutMs: number;
}

/** A minute before expiry covers clock skew and a slow request. */
const RENEW_MARGIN_MS = 60_000;

export function createTokenSource(options: TokenSourceOptions): TokenSource {
  const authorization = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
  return createClientCredentials({
    url: `${options.apiUrl}/v1/oauth2/token`,
    request: () => ({
      method: 'POST',
      headers: { authorization, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
    }),
    unreachable: (error) =>
      new PayPalUnreachableError(`PayPal at ${options.apiUrl} unreachable: ${reasonOf(error)}`, null, { cause: error }),
    refused: (answer, payload) => apiErrorFrom(answer.status, payload, debugIdOf(answer)),
    malformed: (answer) =>
      new PayPalProtocolError('PayPal answered the token request without access_token and expires_in', debugIdOf(answer)),
    renewMarginMs: RENEW_MARGIN_MS,
    exchange: options.exchange,
    now: options.now,
    timeoutMs: options.timeoutMs,
  });
}

/** Why a call got no (whole) answer, in a few words: `timed out`, `the answer broke off: timed out`, the socket's error. */
export function reasonOf(error: unknown): string {
  if (error instanceof AnswerBrokeOffError) return `the answer broke off: ${reasonOf(error.cause)}`;
  if (error instanceof Error && error.name === 'TimeoutError') return 'timed out';
  return error instanceof Error ? error.message : String(error);
}
