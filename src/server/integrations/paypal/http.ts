import { reasonOf, type TokenSource } from './auth.js';
import { apiErrorFrom, PayPalProtocolError, PayPalUnreachableError } from './errors.js';

/**
 * One authenticated JSON call to PayPal's REST API: bearer token, timeout, one retry with a fresh token
 * when PayPal answers 401 (the cached token was revoked or expired early), typed errors otherwise.
 */
export interface PayPalHttp {
  request<T>(method: 'GET' | 'POST', path: string, options?: { body?: unknown; headers?: Record<string, string> }): Promise<T>;
}

export function createPayPalHttp(options: { apiUrl: string; tokens: TokenSource; fetch: typeof fetch; timeoutMs: number }): PayPalHttp {
  async function send(method: string, path: string, token: string, body: unknown, headers: Record<string, string>): Promise<Response> {
    try {
      return await options.fetch(`${options.apiUrl}${path}`, {
        method,
        headers: {
          ...headers,
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
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
      let response = await send(method, path, token, body, headers);
      if (response.status === 401) {
        await response.body?.cancel();
        options.tokens.invalidate(token);
        token = await options.tokens.token();
        response = await send(method, path, token, body, headers);
      }
      const headerDebugId = response.headers.get('paypal-debug-id');
      const text = await response.text().catch(() => '');
      let payload: unknown;
      try {
        payload = text ? JSON.parse(text) : undefined;
      } catch {
        payload = undefined;
      }
      if (!response.ok) throw apiErrorFrom(response.status, payload, headerDebugId);
      if (typeof payload !== 'object' || payload === null) {
        throw new PayPalProtocolError(`PayPal ${method} ${path} answered ${response.status} without a JSON body`, headerDebugId);
      }
      return payload as T;
    },
  };
}
