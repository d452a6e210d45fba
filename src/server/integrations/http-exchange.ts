import { Agent, request } from 'undici';

/**
 * One HTTP request to an outside service and its whole answer, read as text: what an adapter needs of HTTP,
 * and nothing of the Fetch API's objects. Node's global `fetch` cost a worker settling a backlog about
 * 1 ms of CPU per aggregator call, undici's `request` about a tenth of that: every HTTP adapter (the
 * aggregator, SMS, PayPal) takes this seam instead of `typeof fetch` (docs/decisions/0084-aggregator-calls-leave-fetch.md,
 * 0086-paypal-calls-leave-fetch.md). Redirects are never followed: a 3xx is an answer like any other.
 */
export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers: Readonly<Record<string, string>>;
  body?: string;
  /** From sending to the answer's last byte: past it the call throws `HttpTimeoutError`. */
  timeoutMs: number;
}

export interface HttpAnswer {
  status: number;
  /** Lower-cased names. */
  headers: Readonly<Record<string, string | string[] | undefined>>;
  text: string;
}

/**
 * Resolves with any HTTP answer; rejects with `HttpTimeoutError` past the timeout, `AnswerBrokeOffError`
 * when the answer started and then failed, and the socket's own error (ECONNREFUSED…) when none came. The
 * adapters wrap each in their own error, which names the service (db/unavailable.ts relies on it).
 */
export type HttpExchange = (request: HttpRequest) => Promise<HttpAnswer>;

/** Named as the platform's own timeout (`AbortSignal.timeout`), which the adapters and outsideCall recognise. */
export class HttpTimeoutError extends Error {
  override name = 'TimeoutError';
}

/** The status and headers came, the body did not: `cause` says why (an `HttpTimeoutError`, a reset socket). */
export class AnswerBrokeOffError extends Error {
  override name = 'AnswerBrokeOffError';
  constructor(cause: unknown) {
    super(`the answer broke off: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** undici's own timers (connect, headers, body): the same thing as our deadline, said by undici. */
const UNDICI_TIMEOUTS = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

function timeoutOf(error: unknown, timeoutMs: number): unknown {
  if (error instanceof HttpTimeoutError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && UNDICI_TIMEOUTS.has(code)
    ? new HttpTimeoutError(`timed out after ${timeoutMs} ms`, { cause: error })
    : error;
}

export interface ClosableHttpExchange extends HttpExchange {
  /** Lets in-flight calls end, then closes the kept-alive connections. */
  close(): Promise<void>;
}

/**
 * The production exchange: undici's `request` through one dispatcher of this adapter's own, which keeps
 * connections open between calls (undici's defaults, as the global fetch's: 4 s idle, or the server's
 * Keep-Alive hint). One deadline covers connecting, the headers and the body; undici's own header and body
 * timers are set to it too, so none of them waits longer. No redirect interceptor is composed, so a 3xx
 * comes back as it is (PayPal's webhook certificates rely on it: a trusted URL must not lead elsewhere).
 */
export function createHttpExchange(): ClosableHttpExchange {
  const dispatcher = new Agent();
  const exchange = async ({ method, url, headers, body, timeoutMs }: HttpRequest): Promise<HttpAnswer> => {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new HttpTimeoutError(`timed out after ${timeoutMs} ms`)), timeoutMs);
    try {
      let answer;
      try {
        answer = await request(url, {
          method,
          headers,
          body,
          dispatcher,
          signal: deadline.signal,
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
        });
      } catch (error) {
        throw timeoutOf(error, timeoutMs);
      }
      try {
        return { status: answer.statusCode, headers: answer.headers, text: await answer.body.text() };
      } catch (error) {
        throw new AnswerBrokeOffError(timeoutOf(error, timeoutMs));
      }
    } finally {
      clearTimeout(timer);
    }
  };
  return Object.assign(exchange, { close: () => dispatcher.close() });
}
