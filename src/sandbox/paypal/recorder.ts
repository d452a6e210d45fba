import type { FastifyInstance } from 'fastify';

/**
 * Every call to the sandbox's PayPal API (`/v1/…`, `/v2/…`), request and answer, kept so that contract
 * tests can check what an adapter really sent and what it was answered against PayPal's OpenAPI
 * documents. Credentials are not kept: only the authorization scheme.
 */
export interface RecordedExchange {
  at: string;
  method: string;
  /** The path without the query string, e.g. `/v2/checkout/orders/5O190127TN364715T/capture`. */
  path: string;
  headers: Record<string, string>;
  /** The parsed request body (JSON, or the fields of a form), or null. */
  body: unknown;
  status: number;
  /** The parsed answer, or null when it was empty or not JSON. */
  response: unknown;
}

const CAPACITY = 1000;
const KEPT_HEADERS = ['content-type', 'accept', 'paypal-request-id', 'prefer', 'paypal-partner-attribution-id'];

export class ExchangeRecorder {
  private exchanges: RecordedExchange[] = [];

  attach(app: FastifyInstance): void {
    app.addHook('onSend', async (request, reply, payload) => {
      const path = request.url.split('?')[0] ?? request.url;
      if (!/^\/v[12]\//.test(path)) return payload;
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const scheme = /^(\w+)\s/.exec(request.headers.authorization ?? '')?.[1];
      if (scheme) headers.authorization = `${scheme} …`;
      this.exchanges.push({
        at: new Date().toISOString(),
        method: request.method,
        path,
        headers,
        body: request.body ?? null,
        status: reply.statusCode,
        response: typeof payload === 'string' ? parseOrNull(payload) : null,
      });
      if (this.exchanges.length > CAPACITY) this.exchanges.shift();
      return payload;
    });
  }

  list(): RecordedExchange[] {
    return [...this.exchanges];
  }

  clear(): void {
    this.exchanges = [];
  }
}

function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
