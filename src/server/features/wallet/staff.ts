import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { AppError } from '../../errors.js';
import { keyReused } from '../idempotency.js';
import { InsufficientFundsError, LedgerConflictError, type Ledger, type LedgerTx } from '../../ledger/index.js';

export type WalletStaff = ReturnType<typeof createWalletStaff>;

/** A staff adjustment as the wallet's activity names it (wallet.activity.types.adjustment). */
const ADJUSTMENT_CODE = 'adjustment';

export interface Adjustment {
  /** The admin and their Idempotency-Key: the same pair is the same adjustment, applied once. */
  adminId: string;
  idempotencyKey: string;
  userId: string;
  direction: 'credit' | 'debit';
  amountCents: number;
  reason: string;
}

/**
 * The wallet's side of the admin panel (docs/product-rules.md#admin-users, ADR 0031): a person's balance and activity, how many
 * payments there are, and staff adjustments between `staff_adjustments` and the wallet.
 */
export function createWalletStaff({ db, ledger }: { db: Db; ledger: Ledger }) {
  return {
    async balanceOf(userId: string) {
      const balance = await ledger.balance(await ledger.walletOf(userId));
      return { availableCents: balance.availableCents, incomingCents: balance.pendingCreditsCents, heldCents: balance.pendingDebitsCents };
    },

    async activityOf(userId: string, limit = 20) {
      const page = await ledger.walletActivity(userId, { limit });
      return page.items.map((item) => ({
        id: item.transferId,
        code: item.code,
        direction: item.direction,
        amountCents: item.amountCents,
        status: item.status,
        createdAt: item.createdAt.toISOString(),
      }));
    },

    /** Completed PayPal payments, and those PayPal holds (captured as pending, not yet decided). */
    async paymentCounts(): Promise<{ completed: number; held: number }> {
      const { rows } = await db.execute<{ completed: number; held: number }>(sql`
        select count(*) filter (where status = 'completed') as completed,
               count(*) filter (where status = 'pending') as held
          from funding_orders`);
      return { completed: rows[0]?.completed ?? 0, held: rows[0]?.held ?? 0 };
    },

    /**
     * Credits or debits the wallet in the caller's transaction. The transfer id comes from the admin and the
     * key, so a retry (or ten at once) finds the first and changes nothing: `created` is false then, and the
     * caller writes no second audit entry. A debit never overdraws: the ledger refuses it under the lock.
     */
    async adjustIn(tx: LedgerTx, adjustment: Adjustment) {
      const wallet = await tx.walletOf(adjustment.userId);
      const staff = await tx.systemAccount('staff_adjustments');
      const credit = adjustment.direction === 'credit';
      try {
        const { transfer, created } = await tx.transfer({
          id: adjustmentId(adjustment.adminId, adjustment.idempotencyKey),
          debitAccountId: credit ? staff : wallet,
          creditAccountId: credit ? wallet : staff,
          amountCents: adjustment.amountCents,
          code: ADJUSTMENT_CODE,
          userId: adjustment.userId,
          // The reason stays staff-only (audit log, ledger metadata): the person's wallet shows 'Adjustment by Kredi'.
          metadata: { reason: adjustment.reason, adminId: adjustment.adminId },
        });
        return { transferId: transfer.id, created };
      } catch (error) {
        if (error instanceof InsufficientFundsError)
          throw new AppError('INSUFFICIENT_FUNDS', 'The wallet does not hold enough to take this amount: nothing was taken.');
        if (error instanceof LedgerConflictError) throw keyReused();
        throw error;
      }
    },
  };
}

/** `adjustment:<hash>`: a fixed-length id whatever key the client sent. */
function adjustmentId(adminId: string, key: string): string {
  return `adjustment:${createHash('sha256').update(`${adminId}\n${key}`).digest('base64url').slice(0, 32)}`;
}
