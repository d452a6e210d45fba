import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Ledger } from '../../ledger/index.js';
import type { TopupProviderPort } from './provider-port.js';
import { settleDelivered, settleFailed } from './settlement.js';
import * as store from './store.js';

type ClaimedOrder = store.ClaimedOrder;

/** How long a claimed order is ours before another worker may take it (a worker that died mid-call). */
const LEASE_SECONDS = 60;
/** Waits between looks at an unknown outcome: quick at first (most resolve in seconds), then patient. */
const BACKOFF_SECONDS = [2, 5, 10, 30, 60, 120, 300, 600, 1800];
/** Not found at the aggregator this long after sending: it never arrived, so sending again is safe. */
const RESEND_AFTER_MS = 5 * 60_000;
/** The promised refund window (spec §1): what is still unknown by then is refunded and listed for an admin. */
const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
/**
 * The held price of a top-up paid with PayPal is honoured when the payment completes within 24 hours of the
 * order (checkout, PayPal's reviews, a closed tab found by the reconciler); a payment completing later (an
 * eCheck clearing days after) is not sent at a stale price: it is refunded in full and the person told.
 */
const PAYPAL_PRICE_HELD_MS = 24 * 60 * 60_000;

export interface WorkerDeps {
  pool: pg.Pool;
  ledger: Ledger;
  provider: TopupProviderPort;
  log: FastifyBaseLogger;
  /** Called after an order settles (receipt email, notifications); its failure never undoes the money. */
  onSettled?: (orderId: string, outcome: 'succeeded' | 'failed') => Promise<void>;
}

const backoffSeconds = (attempts: number) => BACKOFF_SECONDS[Math.min(attempts, BACKOFF_SECONDS.length - 1)]!;

/** One pass over what is due. Returns how many orders it looked at. */
export async function runTopupWorker(deps: WorkerDeps, limit = 20): Promise<number> {
  const orders = await store.claimDue(deps.pool, limit, LEASE_SECONDS);
  await Promise.all(
    orders.map((order) =>
      processOrder(deps, order).catch((error) =>
        deps.log.error({ err: error, topupId: order.id }, 'top-up step failed; it will be retried'),
      ),
    ),
  );
  return orders.length;
}

async function processOrder(deps: WorkerDeps, order: ClaimedOrder): Promise<void> {
  if (order.state === 'reserved') return send(deps, order);
  return resolveUnknown(deps, order);
}

async function send(deps: WorkerDeps, order: ClaimedOrder) {
  if (order.funding_id && !order.sent_at && paidTooLate(order)) {
    return settled(deps, order.id, await settleFailed(deps.ledger, order.id, { errorCode: 'PAYMENT_TOO_LATE' }));
  }
  await store.markSent(deps.pool, order.id);
  const outcome = await deps.provider.send({
    customIdentifier: order.id,
    operatorId: order.operator_id,
    amountCents: Number(order.amount_cents),
    countryIso: order.country_iso,
    recipientNumber: order.recipient_number,
  });
  if (outcome.outcome === 'succeeded') return settled(deps, order.id, await settleDelivered(deps.ledger, order.id, outcome));
  if (outcome.outcome === 'failed')
    return settled(deps, order.id, await settleFailed(deps.ledger, order.id, { errorCode: outcome.errorCode }));
  deps.log.info({ topupId: order.id, reason: outcome.reason }, 'top-up outcome unknown; looking it up later');
  await markUnknown(deps.pool, order.id, order.attempts, outcome.transactionId);
}

function paidTooLate(order: ClaimedOrder): boolean {
  return Boolean(order.paid_at) && new Date(order.paid_at!).getTime() - new Date(order.created_at).getTime() > PAYPAL_PRICE_HELD_MS;
}

async function resolveUnknown(deps: WorkerDeps, order: ClaimedOrder) {
  const found = await deps.provider.lookup(order.id, order.provider_transaction_id);
  if (found.status === 'succeeded') return settled(deps, order.id, await settleDelivered(deps.ledger, order.id, found));
  if (found.status === 'failed') return settled(deps, order.id, await settleFailed(deps.ledger, order.id, { errorCode: found.errorCode }));
  const age = Date.now() - new Date(order.created_at).getTime();
  if (age > GIVE_UP_AFTER_MS) {
    deps.log.warn({ topupId: order.id }, 'aggregator never confirmed this top-up in 24 h: refunding and flagging it');
    return settled(deps, order.id, await settleFailed(deps.ledger, order.id, { errorCode: 'UNCONFIRMED_AFTER_24H', needsReview: true }));
  }
  const sentAgo = order.sent_at ? Date.now() - new Date(order.sent_at).getTime() : Infinity;
  if (found.status === 'not-found' && sentAgo > RESEND_AFTER_MS) {
    // It never reached the aggregator: send it again (our id makes a late duplicate harmless).
    await store.resend(deps.pool, order.id);
    return;
  }
  await markUnknown(deps.pool, order.id, order.attempts, found.status === 'processing' ? found.transactionId : null);
}

function markUnknown(pool: pg.Pool, orderId: string, attempts: number, transactionId: string | null) {
  return store.markUnknown(pool, orderId, transactionId, backoffSeconds(attempts - 1));
}

async function settled(deps: WorkerDeps, orderId: string, outcome: string) {
  if (outcome !== 'succeeded' && outcome !== 'failed') return;
  await deps
    .onSettled?.(orderId, outcome)
    .catch((error) => deps.log.warn({ err: error, topupId: orderId }, 'after-settlement step failed'));
}
