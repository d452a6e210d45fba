import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.js';
import type { PayPalClient } from '../../integrations/paypal/index.js';
import type { Ledger } from '../../ledger/index.js';
import { settleCapture } from './settle.js';
import * as store from './store.js';

/** An order older than this with no outcome here is looked up at PayPal. */
const QUIET_FOR_MS = 60_000;
/** After this long without approval, PayPal's order has expired: it is closed here too. */
const ABANDONED_AFTER_MS = 3 * 60 * 60_000;

/**
 * Finds payments that went to PayPal but never reached an outcome here (the server stopped between
 * capture and credit, a webhook was lost) and settles them from PayPal's own answer. Safe to run anywhere,
 * any number of times: settling is idempotent.
 */
export async function reconcileFundings(deps: { db: Db; ledger: Ledger; paypal: PayPalClient; log: FastifyBaseLogger }, now = new Date()) {
  const stale = await store.unsettledFundings(deps.db, new Date(now.getTime() - QUIET_FOR_MS), 50);
  let settled = 0;
  for (const funding of stale) {
    try {
      if (!funding.paypalOrderId) {
        await store.setStatus(deps.db, funding.id, 'failed', 'never reached PayPal');
        continue;
      }
      const order = await deps.paypal.getOrder(funding.paypalOrderId);
      if (order.capture) {
        const capture = order.capture.status === 'PENDING' ? await deps.paypal.getCapture(order.capture.id) : order.capture;
        await settleCapture(deps.ledger, funding.id, { ...capture, customId: capture.customId ?? order.customId });
        settled++;
      } else if (now.getTime() - funding.createdAt.getTime() > ABANDONED_AFTER_MS) {
        await store.setStatus(deps.db, funding.id, 'cancelled', 'not approved on PayPal in time');
      }
    } catch (error) {
      deps.log.warn({ err: error, fundingId: funding.id }, 'could not reconcile a payment; will try again');
    }
  }
  return { looked: stale.length, settled };
}
