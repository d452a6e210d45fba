import { DatabaseUnavailableError } from './connect.js';

/**
 * "The database cannot be reached right now" — as opposed to a query that is wrong. While PostgreSQL
 * restarts, fails over or is cut off, every query fails with one of these; Kredi answers 503 (try again
 * soon) instead of 500 (our bug), and the pool reconnects by itself once the server answers again.
 */

/** What a person reads meanwhile: what happened, that nothing was doubled, what to do. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'Kredi is briefly unavailable. Nothing was charged twice: please try again in a moment.';

/** Seconds a client should wait before trying again: the Retry-After header of every 503. */
export const RETRY_AFTER_SECONDS = 5;

/** Socket-level failures reaching the server (Node's error codes). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs meaning the server is going away or not taking sessions: class 08 (connection exception),
 * 57P01 admin_shutdown (a restart, or pg_terminate_backend), 57P02 crash_shutdown, 57P03
 * cannot_connect_now (starting up or shutting down), 53300 too_many_connections.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres and pg-pool say these in plain words, without a code. */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // "… unexpectedly", "… due to connection timeout"
  /^timeout exceeded when trying to connect$/, // pg-pool: no connection could be had in time
  /is not queryable$/, // a client whose connection already broke
  /^Client was closed/,
  /^Query read timeout$/,
];

/**
 * The errors of a call to another service (the aggregator, PayPal, the SMS gateway, the mail server): a
 * socket error they wrap is that service out of reach, not the database. undici's `fetch` says
 * `TypeError: fetch failed` with the socket error as its cause; the integrations wrap it in their own error,
 * whose message names the service.
 */
const OUTSIDE_CALL_ERRORS = new Set([
  'TopupApiError',
  'TopupUnreachableError',
  'TopupProtocolError',
  'PayPalApiError',
  'PayPalUnreachableError',
  'PayPalProtocolError',
  'SmsSendError',
  'MailSendError',
]);

function isOutsideCall(error: object): boolean {
  const { name, message } = error as { name?: unknown; message?: unknown };
  return (error instanceof TypeError && message === 'fetch failed') || (typeof name === 'string' && OUTSIDE_CALL_ERRORS.has(name));
}

/**
 * True when `error` (or what it wraps: drizzle and better-auth wrap the driver's error as `cause`) means the
 * database is unreachable: its connection's socket errors, pg's words for a lost connection, the SQLSTATEs
 * of a server going away, `DatabaseUnavailableError`. Never what a call to another service wraps.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    if (current instanceof DatabaseUnavailableError) return true;
    if (isOutsideCall(current)) continue; // what it wraps is the other service's trouble
    const { code, message, cause, errors } = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors); // AggregateError: every address of a host refused
  }
  return false;
}

/**
 * For a failed background run's log: when a call to another service failed, that service (`{service}`: the
 * integrations' errors name it in their message; a bare fetch failure, the address it could not reach),
 * else nothing (the error is logged with its message and stack anyway).
 */
export function outsideServiceOf(error: unknown): { service?: string } {
  const seen = new Set<unknown>();
  for (let current = error; current && typeof current === 'object' && !seen.has(current);) {
    seen.add(current);
    const { message, cause } = current as { message?: unknown; cause?: unknown };
    if (isOutsideCall(current)) {
      if (!(current instanceof TypeError)) return { service: String(message) };
      const socket = (cause ?? {}) as { code?: unknown; address?: unknown; port?: unknown; hostname?: unknown; message?: unknown };
      const where = socket.address ? `${String(socket.address)}${socket.port ? `:${String(socket.port)}` : ''}` : socket.hostname;
      const reason = String(socket.code ?? socket.message ?? 'fetch failed');
      return { service: `an outside service${where ? ` at ${String(where)}` : ''} could not be reached: ${reason}` };
    }
    current = cause;
  }
  return {};
}
