import { apiErrorFrom, reasonOf, TopupProtocolError, TopupUnreachableError } from './errors.js';

/**
 * OAuth 2.0 client credentials against Reloadly's auth host (`POST {authUrl}/oauth/token`, JSON body
 * with the product's URL as `audience`). The token is kept until shortly before `expires_in` runs out;
 * concurrent callers share one request; `invalidate` drops a token the API refused (401) so the next
 * call fetches another.
 */
export interface TokenSource {
  token(): Promise<string>;
  invalidate(token: string): void;
}

export interface TokenSourceOptions {
  authUrl: string;
  clientId: string;
  clientSecret: string;
  audience: string;
  fetch: typeof fetch;
  now: () => number;
  timeoutMs: number;
}

/** Renew this long before expiry (or at half the lifetime for short-lived tokens). */
const RENEW_MARGIN_MS = 5 * 60_000;

export function createTokenSource(options: TokenSourceOptions): TokenSource {
  const endpoint = `${options.authUrl}/oauth/token`;
  let cached: { token: string; renewAt: number } | null = null;
  let inFlight: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    let response: Response;
    try {
      response = await options.fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ client_id: options.clientId, client_secret: options.clientSecret, grant_type: 'client_credentials', audience: options.audience }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new TopupUnreachableError(`Reloadly auth at ${options.authUrl} unreachable: ${reasonOf(error)}`, reasonOf(error) === 'timed out', { cause: error });
    }
    const payload = (await response.json().catch(() => undefined)) as { access_token?: unknown; expires_in?: unknown } | undefined;
    if (!response.ok) throw apiErrorFrom(response.status, payload, 'Reloadly token request');
    if (typeof payload?.access_token !== 'string' || typeof payload.expires_in !== 'number') {
      throw new TopupProtocolError('Reloadly answered the token request without access_token and expires_in');
    }
    const lifetimeMs = payload.expires_in * 1000;
    cached = { token: payload.access_token, renewAt: options.now() + lifetimeMs - Math.min(RENEW_MARGIN_MS, lifetimeMs / 2) };
    return payload.access_token;
  }

  return {
    async token() {
      if (cached && options.now() < cached.renewAt) return cached.token;
      inFlight ??= fetchToken().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    invalidate(token) {
      if (cached?.token === token) cached = null;
    },
  };
}
