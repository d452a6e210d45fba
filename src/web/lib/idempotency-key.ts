/**
 * A fresh Idempotency-Key for one press of a button that moves money or sets something up: kept by the
 * caller for that press's retries (an answer that never came), so the server applies it once. Where
 * `crypto.randomUUID` is missing (an insecure origin in development), a time-and-random key of the same use.
 */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
