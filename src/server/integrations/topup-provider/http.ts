import type { TokenSource } from './auth.js';
import { apiErrorFrom, reasonOf, TopupProtocolError, TopupUnreachableError } from './errors.js';

/**
 * One authenticated call to Reloadly's Airtime API: bearer token, the versioned Accept header Reloadly
 * requires, a timeout, and one retry with a fresh token when the API answers 401 (the token was revoked
 * or expired early; a 401 means the request was not processed, so the retry is safe even for top-ups).
 * `send` gives the raw status and parsed body (top-ups classify them); `json` throws typed errors.
 */
export const ACCEPT = 'application/com.reloadly.topups-v1+json';

export interface RawAnswer {
  status: number;
  /** The parsed JSON body, or undefined when empty or not JSON. */
  payload: unknown;
}

export interface ReloadlyHttp {
  /** Throws TopupUnreachableError (network, timeout); any HTTP answer is returned. */
  send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<RawAnswer>;
  /** A 2xx JSON answer, or TopupApiError / TopupUnreachableError / TopupProtocolError. */
  json<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T>;
}

export function createReloadlyHttp(options: { apiUrl: string; tokens: TokenSource; fetch: typeof fetch; timeoutMs: number }): ReloadlyHttp {
  async function once(method: string, path: string, token: string, body: unknown): Promise<Response> {
    try {
      return await options.fetch(`${options.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: ACCEPT,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const reason = reasonOf(error);
      throw new TopupUnreachableError(`Reloadly ${method} ${path} failed: ${reason}`, reason === 'timed out', { cause: error });
    }
  }

  async function send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<RawAnswer> {
    let token = await options.tokens.token();
    let response = await once(method, path, token, body);
    if (response.status === 401) {
      await response.body?.cancel();
      options.tokens.invalidate(token);
      token = await options.tokens.token();
      response = await once(method, path, token, body);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      const reason = reasonOf(error);
      throw new TopupUnreachableError(`Reloadly ${method} ${path}: the answer broke off: ${reason}`, reason === 'timed out', {
        cause: error,
      });
    }
    let payload: unknown;
    try {
      payload = text ? JSON.parse(text) : undefined;
    } catch {
      payload = undefined;
    }
    return { status: response.status, payload };
  }

  return {
    send,
    async json<T>(method: 'GET' | 'POST', path: string, body?: unknown) {
      const { status, payload } = await send(method, path, body);
      if (status < 200 || status > 299) throw apiErrorFrom(status, payload, `Reloadly ${method} ${path}`);
      if (payload === undefined) throw new TopupProtocolError(`Reloadly ${method} ${path} answered ${status} without a JSON body`);
      return payload as T;
    },
  };
}
