import { AnswerBrokeOffError, type HttpAnswer, type HttpExchange } from '../http-exchange.js';
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

export function createReloadlyHttp(options: {
  apiUrl: string;
  tokens: TokenSource;
  exchange: HttpExchange;
  timeoutMs: number;
}): ReloadlyHttp {
  async function once(method: 'GET' | 'POST', path: string, token: string, body: unknown): Promise<HttpAnswer> {
    try {
      return await options.exchange({
        method,
        url: `${options.apiUrl}${path}`,
        headers:
          body === undefined
            ? { authorization: `Bearer ${token}`, accept: ACCEPT }
            : { authorization: `Bearer ${token}`, accept: ACCEPT, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        timeoutMs: options.timeoutMs,
      });
    } catch (error) {
      if (error instanceof AnswerBrokeOffError) {
        const reason = reasonOf(error.cause);
        throw new TopupUnreachableError(`Reloadly ${method} ${path}: the answer broke off: ${reason}`, reason === 'timed out', {
          cause: error,
        });
      }
      const reason = reasonOf(error);
      throw new TopupUnreachableError(`Reloadly ${method} ${path} failed: ${reason}`, reason === 'timed out', { cause: error });
    }
  }

  async function send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<RawAnswer> {
    let token = await options.tokens.token();
    let answer = await once(method, path, token, body);
    if (answer.status === 401) {
      options.tokens.invalidate(token);
      token = await options.tokens.token();
      answer = await once(method, path, token, body);
    }
    let payload: unknown;
    try {
      payload = answer.text ? JSON.parse(answer.text) : undefined;
    } catch {
      payload = undefined;
    }
    return { status: answer.status, payload };
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
