import type { FundingStatus } from '../../../shared/api/wallet.js';
import type { CaptureSummary } from '../../integrations/paypal/index.js';
import { systemAccountId, type Ledger, type LedgerTx } from '../../ledger/index.js';
import { notify } from '../notifications/index.js';

interface LockedFunding {
  id: string;
  user_id: string;
  status: FundingStatus;
  amount_cents: number;
  fee_cents: number;
  total_cents: number;
  paypal_capture_id: string | null;
  refund_state: 'requested' | 'completed' | 'refused' | null;
}

/** A payment whose outcome is final here (a refund or chargeback may still follow a completed one). */
const DECIDED: readonly FundingStatus[] = ['completed', 'declined', 'cancelled', 'failed', 'refunded', 'reversed'];

/** What a payment's decision tells whatever the payment was for (a top-up paid with PayPal). */
export interface FundingDecision {
  fundingId: string;
  userId: string;
  status: FundingStatus;
}

/**
 * Runs inside the transaction that decides a payment, so what was bought with it moves on in the same
 * commit: a crash can never leave the money credited and the purchase waiting. Called once per decision.
 * Answers true when the payment was for a purchase (a top-up): the money only passed through the wallet,
 * so the person is told of the purchase, never that funds were added.
 */
export type OnFundingDecided = (tx: LedgerTx, decision: FundingDecision) => Promise<boolean | void>;

export type FundingSettlement = ReturnType<typeof createFundingSettlement>;

/**
 * The one way a payment's state changes, whoever learns of it first: the synchronous capture, the webhook,
 * the reconciler, a cancel. The funding row is locked for the whole transaction, so they take turns;
 * every transfer id comes from the capture id, so a replay changes nothing.
 *   COMPLETED → the wallet gets the original amount and fee revenue the fee (a held amount is posted).
 *   PENDING   → the amount is held as incoming, not spendable.
 *   DECLINED / FAILED → nothing is credited (a held amount is released).
 */
export function createFundingSettlement(ledger: Ledger, onDecided: OnFundingDecided = async () => {}) {
  async function record(
    tx: LedgerTx,
    funding: LockedFunding,
    next: { status: FundingStatus; reason: string | null },
    captureId: string | null,
  ) {
    await tx.client.query(
      `update funding_orders set status = $2, paypal_capture_id = coalesce($3, paypal_capture_id), failure_reason = $4, updated_at = now() where id = $1`,
      [funding.id, next.status, captureId, next.reason],
    );
    const paidFor =
      next.status !== funding.status && DECIDED.includes(next.status)
        ? (await onDecided(tx, { fundingId: funding.id, userId: funding.user_id, status: next.status })) === true
        : false;
    // A top-up's own payment is told by the top-up (delivered, or failed and refunded): "funds added" would be news of money the person never added.
    if (next.status !== funding.status && (next.status === 'completed' || next.status === 'pending') && !paidFor) {
      const added = next.status === 'completed';
      await notify(tx.client, {
        id: `funding:${funding.id}:${added ? 'added' : 'held'}`,
        userId: funding.user_id,
        // The person's own money: news (a bonus is money Kredi gives; nothing is asked of them while PayPal holds it).
        type: 'info',
        key: added ? 'fundsAdded' : 'fundsHeld',
        // Held: PayPal holds the whole payment, fee included, as the receipt says; added: what the wallet got.
        params: { amountCents: added ? funding.amount_cents : funding.total_cents },
      });
    }
  }

  return {
    /** Applies what PayPal says about a capture. Returns the payment's status afterwards. */
    capture(fundingId: string, capture: CaptureSummary): Promise<FundingStatus> {
      return ledger.transaction(async (tx) => {
        const funding = await lockFunding(tx, fundingId);
        if (DECIDED.includes(funding.status)) return funding.status; // a late or repeated report changes nothing
        const next = await apply(tx, funding, capture);
        await record(tx, funding, next, capture.id);
        return next.status;
      });
    },

    /** Ends a payment that never took money: cancelled by the payer, declined, expired, never sent. */
    close(fundingId: string, status: 'cancelled' | 'declined' | 'failed', reason: string): Promise<FundingStatus> {
      return ledger.transaction(async (tx) => {
        const funding = await lockFunding(tx, fundingId);
        // A pending capture holds money on its way: only PayPal's own answer may end it.
        if (DECIDED.includes(funding.status) || funding.status === 'pending') return funding.status;
        await record(tx, funding, { status, reason }, null);
        return status;
      });
    },
  };
}

async function apply(
  tx: LedgerTx,
  funding: LockedFunding,
  capture: CaptureSummary,
): Promise<{ status: FundingStatus; reason: string | null }> {
  const keep = { status: funding.status, reason: null };
  const amountCents = funding.amount_cents;
  const feeCents = funding.fee_cents;
  const wallet = await tx.walletOf(funding.user_id);
  const clearing = systemAccountId('paypal_clearing');
  const holdId = `capture:${capture.id}:hold`;
  const about = { userId: funding.user_id, metadata: { fundingId: funding.id, captureId: capture.id } };

  if (capture.status === 'COMPLETED') {
    if (capture.amountCents !== funding.total_cents || capture.customId !== funding.id) {
      return { status: 'failed', reason: `capture ${capture.id} does not match the order (amount ${capture.amountCents})` };
    }
    // The funds and our fee in one statement: both are this capture's.
    await tx.apply([
      funding.status === 'pending'
        ? { postPending: { id: `capture:${capture.id}:funds`, pendingId: holdId, code: 'add_funds', metadata: about.metadata } }
        : {
            transfer: {
              id: `capture:${capture.id}:funds`,
              debitAccountId: clearing,
              creditAccountId: wallet,
              amountCents,
              code: 'add_funds',
              ...about,
            },
          },
      ...(feeCents > 0
        ? [
            {
              transfer: {
                id: `capture:${capture.id}:fee`,
                debitAccountId: clearing,
                creditAccountId: systemAccountId('fee_revenue'),
                amountCents: feeCents,
                code: 'fee',
                ...about,
              },
            },
          ]
        : []),
    ]);
    return { status: 'completed', reason: null };
  }
  if (capture.status === 'PENDING') {
    if (funding.status === 'pending') return keep;
    await tx.reserve({ id: holdId, debitAccountId: clearing, creditAccountId: wallet, amountCents, code: 'add_funds', ...about });
    return { status: 'pending', reason: capture.statusReason ?? null };
  }
  if (capture.status === 'DECLINED' || capture.status === 'FAILED') {
    if (funding.status === 'pending')
      await tx.voidPending({ id: `capture:${capture.id}:release`, pendingId: holdId, metadata: about.metadata });
    return { status: 'declined', reason: capture.statusReason ?? capture.status };
  }
  return keep; // REFUNDED / PARTIALLY_REFUNDED before we ever completed: nothing was credited to undo
}

export async function lockFunding(tx: LedgerTx, fundingId: string): Promise<LockedFunding> {
  const { rows } = await tx.client.query<LockedFunding>(
    `select id, user_id, status, amount_cents, fee_cents, total_cents, paypal_capture_id, refund_state from funding_orders where id = $1 for update`,
    [fundingId],
  );
  if (!rows[0]) throw new Error(`funding order ${fundingId} not found`);
  return rows[0];
}
