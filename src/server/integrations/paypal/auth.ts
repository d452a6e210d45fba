import { apiErrorFrom, PayPalProtocolError, PayPalUnreachableError } from './errors.js';

/**
 * OAuth 2.0 client credentials against PayPal (`POST /v1/oauth2/token`, HTTP Basic with the REST app's
 * client id and secret). The token is kept until shortly before `expires_in` runs out; concurrent callers
 * share one request; `invalidate` drops a token the API refused (401) so the next call fetches another.
 */
export interface TokenSource {
  token(): Promise<string>;
  invalidate(token: string): void;
}

export interface TokenSourceOptions {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  fetch: typeof fetch;
  now: () => number;
  timeoutMs: number;
}

/** Renew this long before expiry (or at half the lifetime for short-lived tokens). */
const RENEW_MARGIN_MS = 60_000;

export function createTokenSource(options: TokenSourceOptions): TokenSource {
  const endpoint = `${options.apiUrl}/v1/oauth2/token`;
  const authorization = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
  let cached: { token: string; renewAt: number } | null = null;
  let inFlight: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    let response: Response;
    try {
      response = await options.fetch(endpoint, {
        method: 'POST',
        headers: { authorization, accept: 'application/json' },
        body: new URLSearchParams({ grant_type: 'client_credentials' }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new PayPalUnreachableError(`PayPal at ${options.apiUrl} unreachable: ${reasonOf(error)}`, null, { cause: error });
    }
    const payload = (await response.json().catch(() => undefined)) as { access_token?: unknown; expires_in?: unknown } | undefined;
    if (!response.ok) throw apiErrorFrom(response.status, payload, response.headers.get('paypal-debug-id'));
    if (typeof payload?.access_token !== 'string' || typeof payload.expires_in !== 'number') {
      throw new PayPalProtocolError('PayPal answered the token request without access_token and expires_in', response.headers.get('paypal-debug-id'));
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

export function reasonOf(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timed out';
  return error instanceof Error ? error.message : String(error);
}
