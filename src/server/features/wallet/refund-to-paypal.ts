import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.js';
import { PayPalApiError, type PayPalClient } from '../../integrations/paypal/index.js';
import { InsufficientFundsError, type Ledger } from '../../ledger/index.js';
import { notify } from '../notifications/index.js';
import { lockFunding } from './settle.js';

const holdId = (fundingId: string) => `paypal-refund:${fundingId}`;

/**
 * Sends a completed payment back to the payer's PayPal, all of it (what reached the wallet and the fee),
 * taking it from the wallet: the person's choice after a failed top-up paid with PayPal.
 *
 * 1. One transaction holds the amount in the wallet (wallet → paypal_clearing, pending) and marks the
 *    payment `refunded` with refund_state `requested`, so a PayPal REFUNDED webhook never takes it twice.
 * 2. PayPal is asked with a PayPal-Request-Id from the payment's id: asking again refunds once.
 * 3. Its answer posts the hold (the money left) or, if PayPal refuses for good, voids it and the payment is
 *    `completed` again. No answer (a crash, a timeout): the reconciler asks again (step 2) later.
 */
export async function refundToPayPal(
  deps: { ledger: Ledger; paypal: PayPalClient; log: FastifyBaseLogger },
  fundingId: string,
): Promise<'requested' | 'completed'> {
  const request = await deps.ledger.transaction(async (tx) => {
    const funding = await lockFunding(tx, fundingId);
    const { refund_state: state, paypal_capture_id: captureId } = funding;
    if (state === 'completed') return null;
    if (state === 'refused')
      throw new AppError(
        'CONFLICT',
        'PayPal did not accept a refund of this payment, so the money stays in your Kredi wallet.',
        undefined,
        'paypalRefundRefused',
      );
    if (state !== 'requested') {
      if (funding.status !== 'completed' || !captureId)
        throw new AppError('CONFLICT', 'This payment can no longer be sent back to PayPal.', undefined, 'paypalRefundTooLate');
      const wallet = await tx.walletOf(funding.user_id);
      const clearing = await tx.systemAccount('paypal_clearing');
      const about = { userId: funding.user_id, metadata: { fundingId, captureId, description: 'Sent back to PayPal' } };
      try {
        await tx.reserve({
          id: holdId(fundingId),
          debitAccountId: wallet,
          creditAccountId: clearing,
          amountCents: funding.total_cents,
          code: 'refund',
          ...about,
        });
      } catch (error) {
        if (error instanceof InsufficientFundsError) {
          throw new AppError(
            'INSUFFICIENT_FUNDS',
            'Part of this money has already been spent from your wallet, so it cannot go back to PayPal.',
          );
        }
        throw error;
      }
      await tx.client.query(`update funding_orders set status = 'refunded', refund_state = 'requested', updated_at = now() where id = $1`, [
        fundingId,
      ]);
    }
    return { captureId: captureId!, totalCents: funding.total_cents };
  });
  if (!request) return 'completed';
  return askPayPal(deps, fundingId, request);
}

/** Step 2 and 3; the reconciler calls it for a refund left `requested`. */
export async function askPayPal(
  deps: { ledger: Ledger; paypal: PayPalClient; log: FastifyBaseLogger },
  fundingId: string,
  request: { captureId: string; totalCents: number },
): Promise<'requested' | 'completed'> {
  let refund;
  try {
    refund = await deps.paypal.refundCapture(request.captureId, {
      amountCents: request.totalCents,
      currency: 'USD',
      requestId: `refund-${fundingId}`,
      noteToPayer: 'Kredi: your top-up could not be delivered.',
    });
  } catch (error) {
    if (error instanceof PayPalApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
      await undo(deps.ledger, fundingId, error.details.map((detail) => detail.issue).join(', ') || `PayPal answered ${error.status}`);
      throw new AppError(
        'CONFLICT',
        'PayPal did not accept the refund, so the money stays in your Kredi wallet.',
        undefined,
        'paypalRefundRefused',
      );
    }
    deps.log.warn({ err: error, fundingId }, 'refund to PayPal not confirmed; the reconciler asks again');
    return 'requested';
  }
  if (refund.status === 'FAILED' || refund.status === 'CANCELLED') {
    await undo(deps.ledger, fundingId, `PayPal refund ${refund.id} ${refund.status}`);
    throw new AppError(
      'CONFLICT',
      'PayPal did not accept the refund, so the money stays in your Kredi wallet.',
      undefined,
      'paypalRefundRefused',
    );
  }
  await deps.ledger.transaction(async (tx) => {
    const funding = await lockFunding(tx, fundingId);
    await notify(tx.client, {
      id: `funding:${fundingId}:returned`,
      userId: funding.user_id,
      type: 'info',
      key: 'fundsReturned',
      params: { amountCents: request.totalCents },
    });
    await tx.postPending({ id: `${holdId(fundingId)}:sent`, pendingId: holdId(fundingId), metadata: { fundingId, refundId: refund.id } });
    await tx.client.query(`update funding_orders set refund_state = 'completed', paypal_refund_id = $2, updated_at = now() where id = $1`, [
      fundingId,
      refund.id,
    ]);
  });
  return 'completed';
}

/** PayPal refused for good: the held amount is the wallet's again, the payment completed again, and not asked twice. */
async function undo(ledger: Ledger, fundingId: string, reason: string) {
  await ledger.transaction(async (tx) => {
    await lockFunding(tx, fundingId);
    await tx.voidPending({ id: `${holdId(fundingId)}:refused`, pendingId: holdId(fundingId), metadata: { fundingId, reason } });
    await tx.client.query(
      `update funding_orders set status = 'completed', refund_state = 'refused', failure_reason = $2, updated_at = now() where id = $1`,
      [fundingId, reason.slice(0, 500)],
    );
  });
}
