import type { HttpAnswer, HttpExchange } from '../http-exchange.js';
import { reasonOf, type TokenSource } from './auth.js';
import { apiErrorFrom, debugIdOf, PayPalProtocolError, PayPalUnreachableError } from './errors.js';

/**
 * One authenticated JSON call to PayPal's REST API: bearer token, timeout, one retry with a fresh token
 * when PayPal answers 401 (the cached token was revoked or expired early), typed errors otherwise. No
 * answer, or one that broke off, is PayPalUnreachableError: what PayPal did is unknown.
 */
export interface PayPalHttp {
  request<T>(method: 'GET' | 'POST', path: string, options?: { body?: unknown; headers?: Record<string, string> }): Promise<T>;
}

export function createPayPalHttp(options: { apiUrl: string; tokens: TokenSource; exchange: HttpExchange; timeoutMs: number }): PayPalHttp {
  async function send(
    method: 'GET' | 'POST',
    path: string,
    token: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<HttpAnswer> {
    try {
      return await options.exchange({
        method,
        url: `${options.apiUrl}${path}`,
        headers: {
          ...headers,
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        timeoutMs: options.timeoutMs,
      });
    } catch (error) {
      throw new PayPalUnreachableError(`PayPal ${method} ${path} failed: ${reasonOf(error)}`, null, { cause: error });
    }
  }

  return {
    async request<T>(
      method: 'GET' | 'POST',
      path: string,
      { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
    ) {
      let token = await options.tokens.token();
      let answer = await send(method, path, token, body, headers);
      if (answer.status === 401) {
        options.tokens.invalidate(token);
        token = await options.tokens.token();
        answer = await send(method, path, token, body, headers);
      }
      const headerDebugId = debugIdOf(answer);
      let payload: unknown;
      try {
        payload = answer.text ? JSON.parse(answer.text) : undefined;
      } catch {
        payload = undefined;
      }
      if (answer.status < 200 || answer.status > 299) throw apiErrorFrom(answer.status, payload, headerDebugId);
      if (typeof payload !== 'object' || payload === null) {
        throw new PayPalProtocolError(`PayPal ${method} ${path} answered ${answer.status} without a JSON body`, headerDebugId);
      }
      return payload as T;
    },
  };
}
