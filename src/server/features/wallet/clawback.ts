import type { Ledger } from '../../ledger/index.js';
import { lockFunding } from './settle.js';

/**
 * PayPal took a completed payment back (a refund or a chargeback). The wallet gives back what it credited,
 * as far as its balance goes: the database never lets a wallet below zero. What was already spent is
 * written to chargeback_losses and the funding order records the shortfall for support (ADR 0006).
 * One transfer id per capture, so a refund and a reversal of the same capture never take twice.
 */
export async function clawBack(ledger: Ledger, fundingId: string, captureId: string, kind: 'refunded' | 'reversed') {
  return ledger.transaction(async (tx) => {
    const funding = await lockFunding(tx, fundingId);
    if (funding.status !== 'completed') return funding.status; // nothing credited, or already taken back
    const amountCents = funding.amount_cents;
    const wallet = await tx.walletOf(funding.user_id);
    const clearing = await tx.systemAccount('paypal_clearing');
    const { availableCents } = await tx.balance(wallet);
    const takenCents = Math.min(Math.max(availableCents, 0), amountCents);
    const shortfallCents = amountCents - takenCents;
    const about = { userId: funding.user_id, metadata: { fundingId, captureId, kind } };
    if (takenCents > 0) {
      await tx.transfer({
        id: `clawback:${captureId}`,
        debitAccountId: wallet,
        creditAccountId: clearing,
        amountCents: takenCents,
        code: 'correction',
        ...about,
      });
    }
    if (shortfallCents > 0) {
      const losses = await tx.systemAccount('chargeback_losses');
      await tx.transfer({
        id: `clawback:${captureId}:loss`,
        debitAccountId: losses,
        creditAccountId: clearing,
        amountCents: shortfallCents,
        code: 'correction',
        ...about,
      });
    }
    await tx.client.query(`update funding_orders set status = $2, shortfall_cents = $3, updated_at = now() where id = $1`, [
      fundingId,
      kind,
      shortfallCents,
    ]);
    return kind;
  });
}
