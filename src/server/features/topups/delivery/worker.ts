import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Ledger } from '../../../ledger/index.js';
import { inTransaction } from '../../../db/transaction.js';
import type { ProviderAnswer, TopupProviderPort } from './provider-port.js';
import { attemptOf, recordAttempt } from './attempts.js';
import { settleOne, settleTogether, type Failure, type OnSettled, type Verdict } from './settlement.js';
import * as store from '../orders/store.js';
import { inTopupsTrace, inTopupTrace } from '../orders/trace.js';

type ClaimedOrder = store.ClaimedOrder;

/** How long a claimed order is ours before another worker may take it (a worker that died mid-call). */
const LEASE_SECONDS = 60;
/** Waits between looks at an unknown outcome: quick at first (most resolve in seconds), then patient. */
const BACKOFF_SECONDS = [2, 5, 10, 30, 60, 120, 300, 600, 1800];
/** Not found at the aggregator this long after sending: it never arrived, so sending again is safe. */
const RESEND_AFTER_MS = 5 * 60_000;
/**
 * The promised refund window (docs/product-rules.md#refund-on-failure): what is still unknown by then is refunded and listed for an admin.
 */
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
  /** Runs inside the settling transaction (queues the receipt): it commits with the money, or neither does. */
  onSettled?: OnSettled;
  /**
   * Its outcome is unknown after the first send: the sender is told it is taking longer (keyed by the order,
   * once). Runs in the transaction that marks the order unknown, so the two commit together or not at all.
   */
  onDelayed?: (client: pg.PoolClient, orderId: string) => Promise<void>;
}

const backoffSeconds = (attempts: number) => BACKOFF_SECONDS[Math.min(attempts, BACKOFF_SECONDS.length - 1)]!;

/**
 * One pass over what is due: every order's aggregator call at once, then the settlements they decided in one
 * transaction (ADR 0081). Returns how many orders it looked at.
 */
async function runTopupWorker(deps: WorkerDeps, limit = 20): Promise<number> {
  const orders = await store.claimDue(deps.pool, limit, LEASE_SECONDS, PAYPAL_PRICE_HELD_MS / 1000);
  const verdicts = await Promise.all(
    orders.map((order) =>
      processOrder(deps, order).catch((error) => {
        deps.log.error({ err: error, topupId: order.id }, 'top-up step failed; it will be retried');
        return null;
      }),
    ),
  );
  const settling = orders.filter((_, i) => verdicts[i] !== null);
  await settle(
    deps,
    verdicts.filter((verdict) => verdict !== null),
    settling.map((order) => order.trace_context),
  );
  return orders.length;
}

/** Passes of `drainTopupWorker` at most, so one call ends even while orders keep arriving (the next call goes on). */
const MAX_PASSES = 50;

/** Passes run side by side: one settles while the other waits for the aggregator (ADR 0081). */
const LANES = 2;

/**
 * Passes until nothing more is due: a backlog (a burst of sends, a restart after an outage) is worked
 * through at once, not one batch per tick of the job, so nobody waits a minute behind a queue. Two lanes of
 * passes run at once, each claiming its own orders. Returns how many orders it looked at.
 */
export async function drainTopupWorker(deps: WorkerDeps, limit = 20): Promise<number> {
  let looked = 0;
  const lane = async () => {
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const taken = await runTopupWorker(deps, limit);
      looked += taken;
      if (taken < limit) break;
    }
  };
  await Promise.all(Array.from({ length: LANES }, lane));
  return looked;
}

/**
 * Settles a pass's orders together; should that transaction fail (one order's effect refused, a lost
 * connection), each is settled alone, so one order never holds back the others. An order whose own
 * settlement fails stays claimed and is looked up again when its lease ends: the aggregator answers the same.
 */
async function settle(deps: WorkerDeps, verdicts: Verdict[], traceparents: (string | null)[]): Promise<void> {
  if (verdicts.length === 0) return;
  if (verdicts.length > 1) {
    try {
      await inTopupsTrace(traceparents, 'topup worker settle', () => settleTogether(deps.ledger, verdicts, deps.onSettled));
      return;
    } catch (error) {
      deps.log.warn({ err: error, orders: verdicts.length }, 'settling a pass together failed; settling each order alone');
    }
  }
  await Promise.all(
    verdicts.map((verdict) =>
      settleAlone(deps, verdict).catch((error) =>
        deps.log.error({ err: error, topupId: verdict.orderId }, 'top-up settlement failed; it will be retried'),
      ),
    ),
  );
}

/**
 * A settling answer is recorded by the settlement's own statement (store.settle); should that settlement
 * fail, the call is recorded on its own before the error goes on, so the timeline never misses a call.
 */
async function settleAlone(deps: WorkerDeps, verdict: Verdict): Promise<void> {
  try {
    await settleOne(deps.ledger, verdict, deps.onSettled);
  } catch (error) {
    const attempt = verdict.outcome === 'succeeded' ? verdict.delivery.attempt : verdict.failure.attempt;
    if (attempt) await recordAttempt(deps.pool, verdict.orderId, attempt, deps.log);
    throw error;
  }
}

/** Each step of an order is a span in the trace of the request that ordered it (trace.ts). */
async function processOrder(deps: WorkerDeps, order: ClaimedOrder): Promise<Verdict | null> {
  if (order.state === 'reserved') return inTopupTrace(order.trace_context, 'topup worker send', order.id, () => send(deps, order));
  return inTopupTrace(order.trace_context, 'topup worker lookup', order.id, () => resolveUnknown(deps, order));
}

/** The order was marked sent when it was claimed (unless paid too late), so a crash mid-call is looked up, not resent blindly. */
async function send(deps: WorkerDeps, order: ClaimedOrder): Promise<Verdict | null> {
  if (order.paid_too_late) return failed(order, { errorCode: 'PAYMENT_TOO_LATE' });
  const answer = await deps.provider.send({
    customIdentifier: order.id,
    operatorId: order.operator_id,
    amountCents: order.amount_cents,
    countryIso: order.country_iso,
    recipientNumber: order.recipient_number,
  });
  const verdict = await verdictOf(deps, order, 'send', answer);
  if (verdict) return verdict;
  deps.log.info(
    { topupId: order.id, reason: answer.status === 'unknown' ? answer.reason : null },
    'top-up outcome unknown; looking it up later',
  );
  await markUnknownAndTell(deps, order, answer.status === 'unknown' ? answer.transactionId : null);
  return null;
}

/**
 * What every answer of the aggregator decides, after a send or a look-up: a certain one settles the order
 * (the call is recorded by the settlement's own statement); any other is recorded alone, and the caller
 * decides what comes next (null).
 */
async function verdictOf(deps: WorkerDeps, order: ClaimedOrder, call: 'send' | 'lookup', answer: ProviderAnswer): Promise<Verdict | null> {
  const attempt = attemptOf(call, answer);
  if (answer.status === 'succeeded')
    return { orderId: order.id, userId: order.user_id, outcome: 'succeeded', delivery: { ...answer, attempt } };
  if (answer.status === 'failed') return failed(order, { errorCode: answer.errorCode, attempt });
  await recordAttempt(deps.pool, order.id, attempt, deps.log);
  return null;
}

const failed = (order: ClaimedOrder, failure: Failure): Verdict => ({
  orderId: order.id,
  userId: order.user_id,
  outcome: 'failed',
  failure,
});

async function resolveUnknown(deps: WorkerDeps, order: ClaimedOrder): Promise<Verdict | null> {
  const found = await deps.provider.lookup(order.id, order.provider_transaction_id);
  const verdict = await verdictOf(deps, order, 'lookup', found);
  if (verdict) return verdict;
  const age = Date.now() - new Date(order.created_at).getTime();
  if (age > GIVE_UP_AFTER_MS) {
    deps.log.warn({ topupId: order.id }, 'aggregator never confirmed this top-up in 24 h: refunding and flagging it');
    return failed(order, { errorCode: 'UNCONFIRMED_AFTER_24H', needsReview: true });
  }
  const sentAgo = order.sent_at ? Date.now() - new Date(order.sent_at).getTime() : Infinity;
  if (found.status === 'not-found' && sentAgo > RESEND_AFTER_MS) {
    // It never reached the aggregator: send it again (our id makes a late duplicate harmless).
    await store.resend(deps.pool, order.id);
    return null;
  }
  await markUnknown(deps.pool, order.id, order.attempts, found.status === 'unknown' ? found.transactionId : null);
  return null;
}

function markUnknown(pool: pg.Pool | pg.PoolClient, orderId: string, attempts: number, transactionId: string | null) {
  return store.markUnknown(pool, orderId, transactionId, backoffSeconds(attempts - 1));
}

/** Marks the order unknown and, in the same transaction, tells the sender it is taking longer. */
async function markUnknownAndTell(deps: WorkerDeps, order: ClaimedOrder, transactionId: string | null): Promise<void> {
  const onDelayed = deps.onDelayed;
  if (!onDelayed) {
    await markUnknown(deps.pool, order.id, order.attempts, transactionId);
    return;
  }
  await inTransaction(deps.pool, async (client) => {
    if (await markUnknown(client, order.id, order.attempts, transactionId)) await onDelayed(client, order.id);
  });
}
