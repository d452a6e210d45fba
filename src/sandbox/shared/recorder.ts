import type { FastifyInstance } from 'fastify';

/**
 * Every call to a sandbox's imitation of an outside API, request and answer, kept so contract tests can
 * check what an adapter really sent and what it was answered against the provider's OpenAPI documents.
 * Credentials are not kept: only the authorization scheme, and whatever `redactBody` hides.
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

/** For APIs whose queries matter to the contract (filters, paging). */
export interface RecordedExchangeWithQuery extends RecordedExchange {
  query: Record<string, string>;
}

export interface RecorderOptions {
  /** The oldest exchanges are dropped past this many, so a long session stays bounded. */
  capacity: number;
  /** Request headers worth checking against the contract (lower case). */
  keptHeaders: readonly string[];
  /** Which paths are the imitated API (not the sandbox's own page and controls). */
  records(path: string): boolean;
  /** Whether exchanges carry `query`: true exactly when the exchange type is RecordedExchangeWithQuery. */
  keepQuery: boolean;
  /** Hides secrets that travel in the body, e.g. a client secret. */
  redactBody?(body: unknown): unknown;
}

export class ExchangeRecorder<E extends RecordedExchange = RecordedExchange> {
  private exchanges: E[] = [];

  constructor(private readonly options: RecorderOptions) {}

  attach(app: FastifyInstance): void {
    const { capacity, keptHeaders, records, keepQuery, redactBody = (body: unknown) => body } = this.options;
    app.addHook('onSend', async (request, reply, payload) => {
      const path = request.url.split('?')[0] ?? request.url;
      if (!records(path)) return payload;
      const headers: Record<string, string> = {};
      for (const name of keptHeaders) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const scheme = /^(\w+)\s/.exec(request.headers.authorization ?? '')?.[1];
      if (scheme) headers.authorization = `${scheme} …`;
      const query = keepQuery ? { query: { ...(request.query as Record<string, string>) } } : {};
      // Built field by field in the order the JSON API has always listed them. The cast is sound because
      // `keepQuery` is set together with the exchange type (see the sandboxes' recorder.ts).
      this.exchanges.push({
        at: new Date().toISOString(),
        method: request.method,
        path,
        ...query,
        headers,
        body: redactBody(request.body ?? null),
        status: reply.statusCode,
        response: typeof payload === 'string' ? parseOrNull(payload) : null,
      } as E);
      if (this.exchanges.length > capacity) this.exchanges.shift();
      return payload;
    });
  }

  list(): E[] {
    return [...this.exchanges];
  }

  clear(): void {
    this.exchanges = [];
  }
}

/** The sandbox's own routes to read and forget what was recorded. */
export function registerRecorderRoutes(app: FastifyInstance, recorder: ExchangeRecorder<RecordedExchange>): void {
  app.get('/sandbox/requests', async () => ({ requests: recorder.list() }));
  app.delete('/sandbox/requests', async (_request, reply) => {
    recorder.clear();
    return reply.code(204).send();
  });
}

function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
