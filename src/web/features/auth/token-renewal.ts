import { expiryOf } from '../../lib/id-token';

/**
 * docs/product-rules.md#token-renewal: a token counts as expired 30 s early; after a network failure, retry from 30 s, doubling, at most 16
 * min.
 */
const EXPIRY_MARGIN_MS = 30_000;
const RETRY_START_MS = 30_000;
export const RETRY_MAX_MS = 16 * 60_000;

/** Milliseconds from `now` until the token should be renewed (never negative). */
export function renewalDelay(token: string, now: number): number {
  const exp = expiryOf(token);
  if (exp === null) return 0;
  return Math.max(0, exp * 1000 - EXPIRY_MARGIN_MS - now);
}

/** The wait before retry number `attempt` (0-based) after a network failure. */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_START_MS * 2 ** attempt, RETRY_MAX_MS);
}
