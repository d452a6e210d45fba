import type { LedgerTx } from '../../ledger/index.js';
import type { FundingDecision } from '../wallet/settle.js';
import { reserveForTopup } from './settlement.js';

/**
 * A top-up paid with PayPal moves on in the transaction that decides its payment, whoever decided it (the
 * return page, a webhook, the reconciler): completed → the wallet, just credited with the charge, holds it
 * and the order is queued for the worker; declined, cancelled or failed → the order is cancelled, nothing
 * was taken. The order row is locked and must still be waiting, so this happens once.
 */
export async function moveTopupOnPayment(tx: LedgerTx, decision: FundingDecision): Promise<void> {
  const { rows } = await tx.client.query<{ id: string; user_id: string; state: string; charge: string }>(
    `select o.id, o.user_id, o.state, (q.total_cents - q.paypal_fee_cents) as charge
       from topup_orders o join topup_quotes q on q.id = o.quote_id
      where o.funding_id = $1 for update of o`,
    [decision.fundingId],
  );
  const order = rows[0];
  if (!order || order.state !== 'awaiting_payment') return;
  if (decision.status === 'completed') {
    await reserveForTopup(tx, { id: order.id, userId: order.user_id, walletChargeCents: Number(order.charge) });
  } else {
    await tx.client.query(`update topup_orders set state = 'cancelled', failure_code = $2, updated_at = now() where id = $1`, [
      order.id,
      `PAYMENT_${decision.status.toUpperCase()}`,
    ]);
  }
}
