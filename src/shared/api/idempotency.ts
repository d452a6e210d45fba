import { z } from 'zod';
import { nulFree } from '../text';

/**
 * The Idempotency-Key header, one schema for every write that takes one (a top-up, a basket, a schedule, a
 * redemption, a staff adjustment): 8 to 200 characters, so a key is unlikely to collide and fits its column.
 * The same key with the same body answers the first result; with another body, 409 (server/features/idempotency.ts).
 */
const idempotencyKey = nulFree(z.string().min(8).max(200));

/** For writes that must not run without a key (money a person or staff moves by hand). */
export const idempotencyKeyRequired = z.object({ 'idempotency-key': idempotencyKey });

/** For writes a client may retry without a key (the send buttons always send one). */
export const idempotencyKeyOptional = z.object({ 'idempotency-key': idempotencyKey.optional() });
