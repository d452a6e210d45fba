import type { LedgerTx } from '../../../ledger/index.js';
import type { FundingDecision } from '../../wallet/index.js';
import { reserveForTopup } from '../delivery/settlement.js';
import * as store from '../orders/store.js';

/**
 * A top-up paid with PayPal moves on in the transaction that decides its payment, whoever decided it (the
 * return page, a webhook, the reconciler): completed → the wallet, just credited with the charge, holds it
 * and the order is queued for the worker; declined, cancelled or failed → the order is cancelled, nothing
 * was taken, and a promo code's use is given back. Each order row is locked and must still be waiting, so
 * this happens once. Answers whether the payment was a top-up's (the wallet then tells no "funds added").
 */
export async function moveTopupOnPayment(
  tx: LedgerTx,
  decision: FundingDecision,
  /** What else a cancelled order gives back, in the same transaction (a promo code's use). */
  onCancelled?: (tx: LedgerTx, orderId: string) => Promise<void>,
): Promise<boolean> {
  // One order for a single top-up; every item of a basket paid with PayPal (ADR 0036), each moved alike.
  const orders = await store.lockOrdersOfFunding(tx.client, decision.fundingId);
  for (const order of orders) {
    if (order.state !== 'awaiting_payment') continue;
    if (decision.status === 'completed') {
      await reserveForTopup(tx, { id: order.id, userId: order.user_id, walletChargeCents: order.wallet_charge_cents });
    } else {
      await store.cancel(tx.client, order.id, `PAYMENT_${decision.status.toUpperCase()}`);
      await onCancelled?.(tx, order.id);
    }
  }
  return orders.length > 0;
}
