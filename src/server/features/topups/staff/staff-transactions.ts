import type pg from 'pg';
import type {
  GoodwillRequest,
  ResolveTopupRequest,
  TopupDetail,
  TransactionRow,
  TransactionsQuery,
} from '../../../../shared/api/admin-transactions.js';
import { AppError } from '../../../errors.js';
import { LedgerConflictError, systemAccountId, walletAccountId, type Ledger, type LedgerTx } from '../../../ledger/index.js';
import type { NewAuditEntry } from '../../audit/index.js';
import * as staffStore from './staff-store.js';
import { attemptsOf } from '../delivery/attempts.js';
import { settleDelivered, settleFailed, type OnSettled } from '../delivery/settlement.js';

export interface TopupTransactionsStaffDeps {
  pool: pg.Pool;
  ledger: Ledger;
  /** What a settlement causes (receipt, rewards): the same as the worker's, so every path moves an order on alike. */
  onSettled: OnSettled;
  /** Writes the staff action's audit entry with the action's own connection (both commit, or neither). */
  audit(client: Pick<pg.PoolClient, 'query'>, entry: NewAuditEntry): Promise<unknown>;
  /** The order's notifications (the outbox rows of `topup:<id>:`). */
  notificationsOf(
    prefix: string,
  ): Promise<
    { id: string; kind: string; state: string; attempts: number; last_error: string | null; sent_at: Date | null; created_at: Date }[]
  >;
}

export interface StaffAct {
  actorUserId: string;
  ipAddress: string | null;
}

export type TopupTransactionsStaff = ReturnType<typeof createTopupTransactionsStaff>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const goodwillId = (topupId: string) => `goodwill:${topupId}`;

export function topupRowOf(row: staffStore.AdminTopupRow): TransactionRow {
  return {
    kind: 'topup',
    id: row.id,
    userId: row.user_id,
    userEmail: row.email,
    status: row.state,
    amountCents: row.amount_cents,
    totalCents: row.total_cents,
    countryIso: row.country_iso,
    operatorId: row.operator_id,
    operatorName: row.operator_name,
    recipientNumber: row.recipient_number,
    paymentMethod: row.payment_method,
    needsAttention: row.needs_attention,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * The staff's side of top-ups (docs/product-rules.md#admin-transactions, ADR 0032): the filtered list, a top-up's timeline, and the
 * decisions on a top-up the aggregator never confirmed. A decision settles the order through the same
 * settleDelivered / settleFailed the worker uses, so whatever path the answer arrives by, the same code
 * moves the order and the money on, once: the order's row lock decides which click (or worker) wins.
 */
export function createTopupTransactionsStaff(deps: TopupTransactionsStaffDeps) {
  const { pool, ledger } = deps;

  async function detail(id: string): Promise<TopupDetail> {
    const row = await staffStore.findTopup(pool, id);
    if (!row) throw new AppError('NOT_FOUND', 'No such top-up.');
    const [attempts, own, goodwill, notifications] = await Promise.all([
      attemptsOf(pool, id),
      ledger.transfersByIdPrefix(`topup:${id}:`),
      ledger.transfersByIdPrefix(goodwillId(id)),
      deps.notificationsOf(`topup:${id}:`),
    ]);
    const transfers = [...own, ...goodwill.filter((transfer) => transfer.id === goodwillId(id))];
    const succeeded = row.state === 'succeeded';
    return {
      topup: {
        ...topupRowOf(row),
        state: row.state,
        needsReview: row.needs_review,
        failureCode: row.failure_code,
        providerTransactionId: row.provider_transaction_id,
        operatorReference: row.operator_reference,
        walletChargeCents: row.wallet_charge_cents,
        fundingId: row.funding_id,
        paidAt: iso(row.paid_at),
        sentAt: iso(row.sent_at),
        deliveredAt: iso(row.delivered_at),
        failedAt: iso(row.failed_at),
      },
      quote: {
        id: row.quote_id,
        createdAt: row.quote_created_at.toISOString(),
        expiresAt: row.expires_at.toISOString(),
        topupFeeCents: row.topup_fee_cents,
        walletFeeCents: row.wallet_fee_cents,
        paypalFeeCents: row.paypal_fee_cents,
        promoCode: row.promo_code,
        promoDiscountCents: row.promo_discount_cents,
        localAmount: row.local_amount,
        localCurrency: row.local_currency,
      },
      attempts: attempts.map((a) => ({
        call: a.call,
        outcome: a.outcome,
        transactionId: a.transaction_id,
        detail: a.detail,
        at: a.created_at.toISOString(),
      })),
      transfers: transfers.map((t) => ({
        id: t.id,
        kind: t.kind,
        code: t.code,
        amountCents: t.amountCents,
        debitAccountId: t.debitAccountId,
        creditAccountId: t.creditAccountId,
        at: t.createdAt.toISOString(),
      })),
      notifications: notifications.map((n) => ({
        id: n.id,
        kind: n.kind,
        state: n.state,
        attempts: n.attempts,
        lastError: n.last_error,
        sentAt: iso(n.sent_at),
        at: n.created_at.toISOString(),
      })),
      actions: {
        resolve: row.state === 'unknown' || row.needs_review,
        goodwill: succeeded && !goodwill.some((transfer) => transfer.id === goodwillId(id)),
        goodwillMaxCents: row.total_cents,
      },
    };
  }

  /** The audit entry of a decision, written inside the settling transaction (after the order moved). */
  const auditedSettle =
    (act: StaffAct, id: string, body: ResolveTopupRequest, before: { state: string }): OnSettled =>
    async (tx, settled) => {
      await deps.onSettled(tx, settled);
      await deps.audit(tx.client, {
        actorUserId: act.actorUserId,
        action: body.outcome === 'delivered' ? 'topup.mark_delivered' : 'topup.refund',
        targetType: 'topup',
        targetId: id,
        before,
        after: { state: settled.outcome, ...(body.operatorReference ? { operatorReference: body.operatorReference } : {}) },
        reason: body.reason,
        ipAddress: act.ipAddress,
      });
    };

  return {
    detail,

    async list(query: TransactionsQuery, after: staffStore.Keyset | null, limit: number) {
      return staffStore.listTopups(pool, query, after, limit);
    },

    /** For reconciliation: our delivered top-ups of a window, and the states of top-ups by id. */
    async deliveredBetween(start: Date, end: Date) {
      return (await staffStore.deliveredBetween(pool, start, end)).map((row) => ({ id: row.id, amountCents: row.amount_cents }));
    },
    async statesOf(ids: string[]) {
      return new Map([...(await staffStore.statesOf(pool, ids))].map(([id, found]) => [id, found.state]));
    },

    /**
     * Mark delivered (with the operator's reference) or refund a top-up the aggregator never confirmed.
     * An unknown order is settled as the worker would settle it; one refunded after 24 h is already
     * refunded, so "refund" confirms it (the flag is cleared) and "delivered" is refused: its money went back.
     * Twice, or ten times at once: the first decision applies; the same decision again answers the same
     * top-up; the opposite decision afterwards is a 409.
     */
    async resolve(act: StaffAct, id: string, body: ResolveTopupRequest): Promise<TopupDetail> {
      const row = await staffStore.findTopup(pool, id);
      if (!row) throw new AppError('NOT_FOUND', 'No such top-up.');
      const wanted = body.outcome === 'delivered' ? 'succeeded' : 'failed';
      // Only an outcome the aggregator left unknown: a queued order may be on its way to the aggregator right now.
      if (row.state === 'unknown') {
        const onSettled = auditedSettle(act, id, body, { state: row.state });
        const outcome =
          body.outcome === 'delivered'
            ? await settleDelivered(
                ledger,
                id,
                { transactionId: row.provider_transaction_id ?? `manual:${id}`, operatorReference: body.operatorReference! },
                onSettled,
              )
            : await settleFailed(ledger, id, { errorCode: 'REFUNDED_BY_STAFF' }, onSettled);
        if (outcome !== wanted)
          throw new AppError('CONFLICT', `This top-up was already settled as ${outcome}.`, undefined, 'topupAlreadySettled');
        return detail(id);
      }
      if (row.state === 'failed' && body.outcome === 'refunded') {
        await ledger.transaction(async (tx) => {
          if (!(await staffStore.clearReview(tx.client, id))) return;
          await deps.audit(tx.client, {
            actorUserId: act.actorUserId,
            action: 'topup.refund',
            targetType: 'topup',
            targetId: id,
            before: { state: 'failed', needsReview: true },
            after: { state: 'failed', needsReview: false },
            reason: body.reason,
            ipAddress: act.ipAddress,
          });
        });
        return detail(id);
      }
      if (row.state === wanted) return detail(id);
      throw new AppError(
        'CONFLICT',
        row.state === 'failed'
          ? 'This top-up was already refunded to the wallet; record a late delivery as a wallet adjustment instead.'
          : `This top-up is ${row.state}: only a top-up the aggregator never confirmed can be resolved.`,
      );
    },

    /**
     * A goodwill refund of a delivered top-up: staff_adjustments → the person's wallet, at most what they
     * paid, once per top-up (the transfer id is `goodwill:<topupId>`: a second one, at once or later, is refused).
     */
    async goodwill(act: StaffAct, id: string, body: GoodwillRequest): Promise<TopupDetail> {
      const row = await staffStore.findTopup(pool, id);
      if (!row) throw new AppError('NOT_FOUND', 'No such top-up.');
      if (row.state !== 'succeeded')
        throw new AppError('CONFLICT', 'Only a delivered top-up can get a goodwill refund.', undefined, 'goodwillNotDelivered');
      if (body.amountCents > row.total_cents)
        throw new AppError('VALIDATION_FAILED', 'A goodwill refund cannot be more than the person paid.');
      try {
        await ledger.transaction(async (tx: LedgerTx) => {
          const { created } = await tx.transfer({
            id: goodwillId(id),
            debitAccountId: systemAccountId('staff_adjustments'),
            creditAccountId: walletAccountId(row.user_id),
            amountCents: body.amountCents,
            code: 'refund',
            userId: row.user_id,
            metadata: { topupId: id, description: 'Goodwill refund', reason: body.reason, by: act.actorUserId },
          });
          if (!created) throw new AppError('CONFLICT', 'This top-up already had its goodwill refund.', undefined, 'goodwillAlreadyGiven');
          await deps.audit(tx.client, {
            actorUserId: act.actorUserId,
            action: 'topup.goodwill_refund',
            targetType: 'topup',
            targetId: id,
            before: null,
            after: { amountCents: body.amountCents, transferId: goodwillId(id) },
            reason: body.reason,
            ipAddress: act.ipAddress,
          });
        });
      } catch (error) {
        if (error instanceof LedgerConflictError)
          throw new AppError('CONFLICT', 'This top-up already had its goodwill refund.', undefined, 'goodwillAlreadyGiven');
        throw error;
      }
      return detail(id);
    },
  };
}
