import type { HttpAnswer, HttpExchange, HttpRequest } from './http-exchange.js';

/**
 * OAuth 2.0 client credentials (RFC 6749 §4.4), the part every provider does alike: the token is kept
 * until shortly before `expires_in` runs out; concurrent callers share one request; `invalidate` drops a
 * token the API refused (401) so that the one retry after it fetches another. How the token is asked for
 * (PayPal: a form with HTTP Basic; Reloadly: JSON with an audience) and which errors come of it stay with
 * each adapter.
 */
export interface TokenSource {
  token(): Promise<string>;
  invalidate(token: string): void;
}

export interface ClientCredentialsOptions {
  /** How the token request leaves: the adapter's own exchange, as its other calls. */
  exchange: HttpExchange;
  now: () => number;
  timeoutMs: number;
  /** Renew this long before expiry (or at half the lifetime for short-lived tokens). */
  renewMarginMs: number;
  /** The token endpoint. */
  url: string;
  /** Method, headers and body in the provider's wire format, built anew for each request. */
  request: () => Pick<HttpRequest, 'method' | 'headers' | 'body'>;
  /** The adapter's own errors for: no answer at all, an error answer, a success without a token. */
  unreachable(error: unknown): Error;
  refused(answer: HttpAnswer, payload: unknown): Error;
  malformed(answer: HttpAnswer): Error;
}

export function createClientCredentials(options: ClientCredentialsOptions): TokenSource {
  let cached: { token: string; renewAt: number } | null = null;
  let inFlight: Promise<string> | null = null;

  async function renew(): Promise<string> {
    const { accessToken, expiresInSeconds } = await requestToken(options);
    const lifetimeMs = expiresInSeconds * 1000;
    cached = { token: accessToken, renewAt: options.now() + lifetimeMs - Math.min(options.renewMarginMs, lifetimeMs / 2) };
    return accessToken;
  }

  return {
    async token() {
      if (cached && options.now() < cached.renewAt) return cached.token;
      inFlight ??= renew().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    invalidate(token) {
      // Only the refused token: another caller may already have replaced it.
      if (cached?.token === token) cached = null;
    },
  };
}

/** One token request: a timeout, then `access_token` and `expires_in` from the JSON answer. */
async function requestToken(options: ClientCredentialsOptions): Promise<{ accessToken: string; expiresInSeconds: number }> {
  let answer: HttpAnswer;
  try {
    answer = await options.exchange({ ...options.request(), url: options.url, timeoutMs: options.timeoutMs });
  } catch (error) {
    throw options.unreachable(error);
  }
  let payload: { access_token?: unknown; expires_in?: unknown } | undefined;
  try {
    payload = JSON.parse(answer.text) as typeof payload;
  } catch {
    payload = undefined;
  }
  if (answer.status < 200 || answer.status > 299) throw options.refused(answer, payload);
  if (typeof payload?.access_token !== 'string' || typeof payload.expires_in !== 'number') throw options.malformed(answer);
  return { accessToken: payload.access_token, expiresInSeconds: payload.expires_in };
}
