import type { Ledger, LedgerTx } from '../../ledger/index.js';
import * as store from './store.js';

const holdId = (orderId: string) => `topup:${orderId}:hold`;

async function lockOrder(tx: LedgerTx, orderId: string): Promise<store.LockedOrder> {
  const order = await store.lockOrder(tx.client, { id: orderId });
  if (!order) throw new Error(`top-up order ${orderId} not found`);
  return order;
}

/**
 * Holds the wallet charge of a top-up (a pending transfer wallet → topup_clearing) and queues the order
 * for sending, in the caller's transaction. Insufficient funds fail here, before anything is sent.
 */
export async function reserveForTopup(tx: LedgerTx, order: { id: string; userId: string; walletChargeCents: number }) {
  const wallet = await tx.walletOf(order.userId);
  const clearing = await tx.systemAccount('topup_clearing');
  await tx.reserve({
    id: holdId(order.id),
    debitAccountId: wallet,
    creditAccountId: clearing,
    amountCents: order.walletChargeCents,
    code: 'topup_debit',
    userId: order.userId,
    metadata: { topupId: order.id },
  });
  await store.pay(tx.client, order.id);
}

/** Delivered: the hold is charged; the aggregator's cost and our fees leave the clearing account. Once. */
export async function settleDelivered(
  ledger: Ledger,
  orderId: string,
  result: { transactionId: string; operatorReference: string | null },
) {
  return ledger.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.state === 'succeeded' || order.state === 'failed') return order.state;
    const clearing = await tx.systemAccount('topup_clearing');
    const about = { userId: order.user_id, metadata: { topupId: orderId, transactionId: result.transactionId } };
    await tx.postPending({ id: `topup:${orderId}:charge`, pendingId: holdId(orderId), metadata: about.metadata });
    const amountCents = Number(order.amount_cents);
    const feesCents = Number(order.wallet_charge_cents) - amountCents;
    await tx.transfer({
      id: `topup:${orderId}:cost`,
      debitAccountId: clearing,
      creditAccountId: await tx.systemAccount('aggregator_float'),
      amountCents,
      code: 'topup_cost',
      ...about,
    });
    if (feesCents > 0) {
      await tx.transfer({
        id: `topup:${orderId}:fee`,
        debitAccountId: clearing,
        creditAccountId: await tx.systemAccount('fee_revenue'),
        amountCents: feesCents,
        code: 'fee',
        ...about,
      });
    }
    await store.deliver(tx.client, orderId, result);
    return 'succeeded';
  });
}

/**
 * Definitely not delivered: the hold is released, which is the refund; a top-up paid with PayPal also gets
 * PayPal's fee back, so the wallet holds everything the person paid (they may send it all back to PayPal:
 * wallet/refund-to-paypal.ts). Once.
 */
export async function settleFailed(ledger: Ledger, orderId: string, failure: { errorCode: string; needsReview?: boolean }) {
  return ledger.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.state === 'succeeded' || order.state === 'failed') return order.state;
    await tx.voidPending({
      id: `topup:${orderId}:refund`,
      pendingId: holdId(orderId),
      code: 'refund',
      metadata: { topupId: orderId, reason: failure.errorCode },
    });
    const paypalFeeCents = Number(order.paypal_fee_cents);
    if (order.funding_id && paypalFeeCents > 0) {
      await tx.transfer({
        id: `topup:${orderId}:paypal-fee-refund`,
        debitAccountId: await tx.systemAccount('fee_revenue'),
        creditAccountId: await tx.walletOf(order.user_id),
        amountCents: paypalFeeCents,
        code: 'refund',
        userId: order.user_id,
        metadata: { topupId: orderId, fundingId: order.funding_id, description: 'PayPal fee of a failed top-up' },
      });
    }
    await store.fail(tx.client, orderId, failure);
    return 'failed';
  });
}
