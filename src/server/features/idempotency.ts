import { createHash } from 'node:crypto';

/** The message every feature answers (409) when an Idempotency-Key comes back with another request. */
export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request.';

/**
 * What a request asked for, as stored with its Idempotency-Key: the same key with the same body is a
 * retry (the first result is answered), with another body a mistake (409). One rule for every feature.
 */
export function requestDigest(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}
