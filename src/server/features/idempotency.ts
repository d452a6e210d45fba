import { createHash } from 'node:crypto';
import { AppError } from '../errors.js';

/**
 * The one answer (409) of every keyed write (a top-up, a basket, a schedule, a points redemption, a staff
 * adjustment) when its Idempotency-Key comes back with another request: nothing of the second is done.
 */
export function keyReused(): AppError {
  return new AppError('CONFLICT', 'This Idempotency-Key was already used for a different request. Use a new key for a new request.');
}

/**
 * What a request asked for, as stored with its Idempotency-Key: the same key with the same body is a
 * retry (the first result is answered), with another body a mistake (409). One rule for every feature.
 */
export function requestDigest(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}
