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

/** True when `error` (or what it wraps: drizzle and better-auth wrap the driver's error as `cause`) means the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors); // AggregateError: every address of a host refused
  }
  return false;
}
