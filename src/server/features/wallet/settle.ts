import type { FundingStatus } from '../../../shared/api/wallet.js';
import type { CaptureSummary } from '../../integrations/paypal/index.js';
import type { Ledger, LedgerTx } from '../../ledger/index.js';

interface LockedFunding {
  id: string;
  user_id: string;
  status: FundingStatus;
  amount_cents: string;
  fee_cents: string;
  total_cents: string;
}

const SETTLED: readonly FundingStatus[] = ['completed', 'declined', 'cancelled', 'failed', 'refunded', 'reversed'];

/**
 * Applies what PayPal says about a capture to the wallet, exactly once, whoever says it first: the
 * synchronous capture, the webhook or the reconciler. The funding row is locked for the whole transaction,
 * so they take turns; every transfer id comes from the capture id, so a replay changes nothing.
 *   COMPLETED → the wallet gets the original amount and fee revenue the fee (a held amount is posted).
 *   PENDING   → the amount is held as incoming, not spendable.
 *   DECLINED / FAILED → nothing is credited (a held amount is released).
 */
export async function settleCapture(ledger: Ledger, fundingId: string, capture: CaptureSummary): Promise<FundingStatus> {
  return ledger.transaction(async (tx) => {
    const funding = await lockFunding(tx, fundingId);
    const amountCents = Number(funding.amount_cents);
    const feeCents = Number(funding.fee_cents);
    const next = await apply(tx, funding, capture, amountCents, feeCents);
    await tx.client.query(
      `update funding_orders set status = $2, paypal_capture_id = $3, failure_reason = $4, updated_at = now() where id = $1`,
      [funding.id, next.status, capture.id, next.reason],
    );
    return next.status;
  });
}

async function apply(tx: LedgerTx, funding: LockedFunding, capture: CaptureSummary, amountCents: number, feeCents: number) {
  const keep = { status: funding.status, reason: null as string | null };
  if (SETTLED.includes(funding.status)) return keep; // already decided; a late or repeated report changes nothing
  const wallet = await tx.walletOf(funding.user_id);
  const clearing = await tx.systemAccount('paypal_clearing');
  const holdId = `capture:${capture.id}:hold`;
  const about = { userId: funding.user_id, metadata: { fundingId: funding.id, captureId: capture.id } };

  if (capture.status === 'COMPLETED') {
    if (capture.amountCents !== Number(funding.total_cents) || capture.customId !== funding.id) {
      return { status: 'failed' as const, reason: `capture ${capture.id} does not match the order (amount ${capture.amountCents})` };
    }
    if (funding.status === 'pending') {
      await tx.postPending({ id: `capture:${capture.id}:funds`, pendingId: holdId, code: 'add_funds', metadata: about.metadata });
    } else {
      await tx.transfer({ id: `capture:${capture.id}:funds`, debitAccountId: clearing, creditAccountId: wallet, amountCents, code: 'add_funds', ...about });
    }
    if (feeCents > 0) {
      const revenue = await tx.systemAccount('fee_revenue');
      await tx.transfer({ id: `capture:${capture.id}:fee`, debitAccountId: clearing, creditAccountId: revenue, amountCents: feeCents, code: 'fee', ...about });
    }
    return { status: 'completed' as const, reason: null };
  }
  if (capture.status === 'PENDING') {
    if (funding.status === 'pending') return keep;
    await tx.reserve({ id: holdId, debitAccountId: clearing, creditAccountId: wallet, amountCents, code: 'add_funds', ...about });
    return { status: 'pending' as const, reason: capture.statusReason ?? null };
  }
  if (capture.status === 'DECLINED' || capture.status === 'FAILED') {
    if (funding.status === 'pending') await tx.voidPending({ id: `capture:${capture.id}:release`, pendingId: holdId, metadata: about.metadata });
    return { status: 'declined' as const, reason: capture.statusReason ?? capture.status };
  }
  return keep; // REFUNDED / PARTIALLY_REFUNDED before we ever completed: nothing was credited to undo
}

export async function lockFunding(tx: LedgerTx, fundingId: string): Promise<LockedFunding> {
  const { rows } = await tx.client.query<LockedFunding>(
    `select id, user_id, status, amount_cents, fee_cents, total_cents from funding_orders where id = $1 for update`,
    [fundingId],
  );
  if (!rows[0]) throw new Error(`funding order ${fundingId} not found`);
  return rows[0];
}
