import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.js';
import type { PayPalClient } from '../../integrations/paypal/index.js';
import type { FundingSettlement } from './settle.js';
import * as store from './store.js';

/** After this long without approval, PayPal's order has expired: it is closed here too. */
const ABANDONED_AFTER_MS = 3 * 60 * 60_000;
/** Rows claimed per round, and looked at side by side (each look is one or two calls to PayPal). */
const BATCH = 50;
const CONCURRENCY = 5;
/** A pass stops after this many looks; what is left is due first in the next pass, a minute later. */
const MAX_LOOKS_PER_PASS = 1000;

export interface ReconcileDeps {
  db: Db;
  paypal: PayPalClient;
  settlement: FundingSettlement;
  /** Takes an approved payment, exactly as the return page does. */
  captureApproved(funding: store.FundingRow): Promise<unknown>;
  /** Asks PayPal again for a refund left `requested` (same request id: refunded once). */
  retryRefund(funding: store.FundingRow): Promise<unknown>;
  log: FastifyBaseLogger;
}

/**
 * Finds payments that went to PayPal but never reached an outcome here (the tab was closed after
 * approving, the server stopped between capture and credit, a webhook was lost) and settles them from
 * PayPal's own answer, through the same settlement as the return page and the webhook.
 *
 * The bound: every unsettled payment is looked at a minute after it was created and then at most 10
 * minutes after its previous look (1, 2, 4, 8, 10, 10, … minutes), whatever the others do: a look pushes
 * its row to the back before calling PayPal, so errors, hangs and abandoned checkouts cannot hold the head
 * of the queue. Checkouts never approved are closed after 3 hours. Safe to run anywhere, any number of
 * times: settling is idempotent and claimed rows are skipped by other reconcilers.
 */
export async function reconcileFundings(deps: ReconcileDeps, now = new Date()) {
  let looked = 0;
  let settled = 0;
  while (looked < MAX_LOOKS_PER_PASS) {
    const due = await store.claimDueFundings(deps.db, now, BATCH);
    if (due.length === 0) break;
    looked += due.length;
    for (let i = 0; i < due.length; i += CONCURRENCY) {
      const outcomes = await Promise.all(due.slice(i, i + CONCURRENCY).map((funding) => lookAt(deps, funding, now)));
      settled += outcomes.filter(Boolean).length;
    }
  }
  return { looked, settled };
}

/** One look at one payment; true when it reached an outcome. Errors are logged: the row is already deferred. */
async function lookAt(deps: ReconcileDeps, funding: store.FundingRow, now: Date): Promise<boolean> {
  try {
    if (funding.refundState === 'requested') {
      return (await deps.retryRefund(funding)) === 'completed';
    }
    if (!funding.paypalOrderId) {
      await deps.settlement.close(funding.id, 'failed', 'never reached PayPal');
      return true;
    }
    const order = await deps.paypal.getOrder(funding.paypalOrderId);
    if (order.capture) {
      const capture = order.capture.status === 'PENDING' ? await deps.paypal.getCapture(order.capture.id) : order.capture;
      const status = await deps.settlement.capture(funding.id, { ...capture, customId: capture.customId ?? order.customId });
      return status !== 'pending';
    }
    if (order.status === 'APPROVED') {
      // Approved, and the person never came back to the return page: take the payment as it would.
      await deps.captureApproved(funding);
      return true;
    }
    if (order.status === 'VOIDED' || now.getTime() - funding.createdAt.getTime() > ABANDONED_AFTER_MS) {
      await deps.settlement.close(funding.id, 'cancelled', 'not approved on PayPal in time');
      return true;
    }
  } catch (error) {
    deps.log.warn({ err: error, fundingId: funding.id }, 'could not reconcile a payment; it is looked at again later');
  }
  return false;
}
