import { AppError } from '../../errors.js';
import type { Queryable } from '../../ledger/index.js';
import { enqueueMessage } from '../notifications/index.js';
import * as store from './store.js';
import { hashToken } from './tokens.js';

/**
 * What the top-ups feature calls, in its own transactions (ADR 0067): a send that carries a request's token
 * answers it; the settlement of that top-up tells the requester, or gives the request back.
 */

/** The outbox kind of the requester's text (its renderer: notices.ts). */
export const CREDIT_REQUEST_SMS = 'credit_request_sms';

/**
 * In the send's transaction, after its order is inserted: the order answers the request. Refused, and the
 * whole send with it: unknown or expired (404), already answered by another order (409,
 * `creditRequestAnswered`), or the quote is for another number (400 on `creditRequest`).
 */
export async function claimCreditRequest(client: Queryable, token: string, order: { id: string; recipientNumber: string }) {
  const tokenHash = hashToken(token);
  if (await store.claim(client, tokenHash, order.id, order.recipientNumber)) return;
  const found = await store.findByTokenHash(client, tokenHash);
  if (!found || found.expired) throw new AppError('NOT_FOUND', 'This request for credit does not exist or has expired.');
  if (found.answered_order_id)
    throw new AppError('CONFLICT', 'Someone already answered this request for credit.', undefined, 'creditRequestAnswered');
  throw new AppError('VALIDATION_FAILED', 'This top-up is not for the number that asked for credit.', {
    creditRequest: 'validation.creditRequestNumber',
  });
}

/**
 * In the settling transaction (src/server/delivery-effects.ts): a delivered top-up that answered a request queues one text
 * to the requester, keyed by the request (a second pass over the same delivery finds it marked and queues
 * nothing, and the outbox keeps one row per id anyway); a failed one gives the request back.
 */
export async function creditRequestSettled(
  client: Queryable,
  settled: {
    orderId: string;
    userId: string;
    outcome: 'succeeded' | 'failed';
    answersCreditRequest: boolean;
    notice: { localAmount: string; localCurrency: string };
  },
) {
  // Any other top-up answers none: no statement spent on it.
  if (!settled.answersCreditRequest) return;
  if (settled.outcome === 'failed') return store.release(client, settled.orderId);
  const requestId = await store.markDelivered(client, settled.orderId);
  if (!requestId) return;
  await enqueueMessage(client, {
    id: `credit-request:${requestId}:delivered`,
    kind: CREDIT_REQUEST_SMS,
    channel: 'sms',
    // The sender's: the requester has no account. The row keeps ids and what arrived; the text is written when sent.
    userId: settled.userId,
    payload: { requestId, localAmount: settled.notice.localAmount, localCurrency: settled.notice.localCurrency },
  });
}

/** A PayPal payment cancelled or declined before anything was sent: the request may be answered again. */
export async function creditRequestCancelled(client: Queryable, orderId: string) {
  await store.release(client, orderId);
}
