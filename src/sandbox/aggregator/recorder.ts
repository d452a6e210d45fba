import type { FastifyInstance } from 'fastify';

/**
 * Every call to the sandbox's Reloadly API and token endpoint, request and answer, kept so contract tests
 * can check what an adapter sent and what it was answered against Reloadly's OpenAPI document. Secrets
 * are not kept: the bearer token becomes its scheme, the client secret a placeholder.
 */
export interface RecordedExchange {
  at: string;
  method: string;
  /** Without the query string, e.g. `/topups/4602843/status`. */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
  status: number;
  response: unknown;
}

const CAPACITY = 2000;
const KEPT_HEADERS = ['accept', 'content-type'];

export class ExchangeRecorder {
  private exchanges: RecordedExchange[] = [];

  attach(app: FastifyInstance): void {
    app.addHook('onSend', async (request, reply, payload) => {
      const path = request.url.split('?')[0] ?? request.url;
      if (path === '/' || path.startsWith('/sandbox/')) return payload;
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const scheme = /^(\w+)\s/.exec(request.headers.authorization ?? '')?.[1];
      if (scheme) headers.authorization = `${scheme} …`;
      let body = request.body ?? null;
      if (body && typeof body === 'object' && 'client_secret' in body) body = { ...body, client_secret: '…' };
      this.exchanges.push({
        at: new Date().toISOString(),
        method: request.method,
        path,
        query: { ...(request.query as Record<string, string>) },
        headers,
        body,
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
