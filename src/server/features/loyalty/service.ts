import { createHash } from 'node:crypto';
import type { LoyaltySummary, RedemptionResponse } from '../../../shared/api/loyalty.js';
import {
  CENTS_PER_POINT_EARNED,
  CENTS_PER_POINT_REDEEMED,
  LEVEL_RULES,
  levelRuleFor,
  pointsFor,
  progressFor,
  REDEEM_MIN_POINTS,
  REDEEM_STEP_POINTS,
  redeemableOf,
  redemptionValueCents,
} from '../../../shared/loyalty.js';
import { AppError } from '../../errors.js';
import { keyReused } from '../idempotency.js';
import { LedgerConflictError, systemAccountId, type Ledger, type LedgerTx, type Queryable } from '../../ledger/index.js';
import type { Actor } from '../identity/index.js';
import { notify } from '../notifications/index.js';
import * as store from './store.js';

export interface LoyaltyDeps {
  /** Reads outside a transaction (the pool). */
  db: Queryable;
  ledger: Ledger;
}

/** How many entries GET /api/loyalty shows. */
const HISTORY_LIMIT = 50;

export type LoyaltyService = ReturnType<typeof createLoyaltyService>;

/**
 * Loyalty points (ADR 0027): earned when a top-up is delivered, in the transaction that settles it;
 * redeemed for wallet credit through the ledger, once per request; and the level's fee reduction for quotes.
 */
export function createLoyaltyService({ db, ledger }: LoyaltyDeps) {
  const presentEntry = (row: store.EntryRow) => ({
    id: row.id,
    kind: row.kind,
    points: row.points,
    topupId: row.topup_order_id,
    creditCents: row.credit_cents,
    createdAt: row.created_at.toISOString(),
  });
  const presentRedemption = (row: store.EntryRow, balance: number): RedemptionResponse => ({
    redemption: {
      id: row.redemption_id!,
      points: -row.points,
      creditCents: row.credit_cents!,
      createdAt: row.created_at.toISOString(),
    },
    points: balance,
  });
  /** A replay answers the first result; the same key with another number of points is a conflict. */
  const replayOf = async (userId: string, row: store.EntryRow, points: number) => {
    if (-row.points !== points) throw keyReused();
    return presentRedemption(row, (await store.standingOf(db, userId)).points);
  };

  return {
    /**
     * The settlement hook (`onSettled` in app.ts): a delivered top-up earns its points, once, keyed by the
     * order; a failed one (refunded) earns nothing.
     */
    async topupSettled(tx: LedgerTx, settled: { orderId: string; userId: string; outcome: 'succeeded' | 'failed'; amountCents: number }) {
      if (settled.outcome !== 'succeeded') return;
      const points = pointsFor(settled.amountCents);
      if (points <= 0) return;
      const earned = await store.earn(tx.client, { orderId: settled.orderId, userId: settled.userId, points });
      if (!earned) return;
      const before = levelRuleFor(earned.lifetimePointsBefore).level;
      const after = levelRuleFor(earned.lifetimePointsBefore + points).level;
      if (after !== before) {
        await notify(tx.client, {
          id: `loyalty:${settled.userId}:level:${after}`,
          userId: settled.userId,
          type: 'bonus',
          key: 'levelReached',
          params: { level: after },
        });
      }
    },

    /**
     * The level a quote is priced at, read by the quote's own insert: its position in LEVEL_RULES as SQL
     * text around the statement's parameter for the person. The quote prices every level and keeps the one
     * the person holds as the price is held.
     */
    levelPositionSql: store.levelPositionSql,

    /** The balance of points, read from the database (the dashboard's "reward points"). */
    pointsOf: async (userId: string) => (await store.standingOf(db, userId)).points,

    async summary(actor: Actor): Promise<LoyaltySummary> {
      const [standing, history] = await Promise.all([
        store.standingOf(db, actor.user.id),
        store.historyOf(db, actor.user.id, HISTORY_LIMIT),
      ]);
      const progress = progressFor(standing.lifetimePoints);
      return {
        points: standing.points,
        lifetimePoints: standing.lifetimePoints,
        level: progress.level,
        nextLevel: progress.nextLevel,
        pointsToNextLevel: progress.pointsToNextLevel,
        progressPercent: progress.percent,
        levels: LEVEL_RULES.map((rule) => ({ ...rule })),
        earnRule: { pointsPerDollar: 100 / CENTS_PER_POINT_EARNED, roundedDown: true, on: 'delivered_topup' },
        redeemRule: {
          pointsPerDollar: 100 / CENTS_PER_POINT_REDEEMED,
          minimumPoints: REDEEM_MIN_POINTS,
          stepPoints: REDEEM_STEP_POINTS,
          redeemableNow: redeemableOf(standing.points),
        },
        history: history.map(presentEntry),
      };
    },

    /**
     * Points for wallet credit. The request is the person and their Idempotency-Key: its id, the points
     * entry `redemption:<id>` and the ledger transfer `loyalty:<id>:credit` (promo_expense → wallet,
     * `promotion_bonus`) are derived from it and commit together, so a retry or twenty at once credit once.
     * The transfer comes first: it locks the wallet before the person's row, the order settlement takes too.
     */
    async redeem(actor: Actor, points: number, idempotencyKey: string): Promise<RedemptionResponse> {
      const userId = actor.user.id;
      const redemptionId = createHash('sha256').update(`${userId}\n${idempotencyKey}`).digest('hex').slice(0, 32);
      const earlier = await store.findRedemption(db, userId, redemptionId);
      if (earlier) return replayOf(userId, earlier, points);
      const creditCents = redemptionValueCents(points);
      try {
        await ledger.transaction(async (tx) => {
          const credit = await tx.transfer({
            id: `loyalty:${redemptionId}:credit`,
            debitAccountId: systemAccountId('promo_expense'),
            creditAccountId: await tx.walletOf(userId),
            amountCents: creditCents,
            code: 'promotion_bonus',
            userId,
            metadata: { redemptionId, points, description: 'Loyalty points redeemed' },
          });
          // Made by the same request, which committed first: nothing more to do here.
          if (!credit.created) return;
          if (!(await store.redeem(tx.client, { redemptionId, userId, points, creditCents }))) {
            const { points: balance } = await store.standingOf(tx.client, userId);
            // Thrown, so the credit above is rolled back with everything else.
            throw new AppError('CONFLICT', `Not enough points: you have ${balance}, this needs ${points}.`, {
              points: 'validation.pointsNotEnough',
            });
          }
          await notify(tx.client, {
            id: `loyalty:${redemptionId}:redeemed`,
            userId,
            type: 'bonus',
            key: 'pointsRedeemed',
            params: { points, amountCents: creditCents },
          });
        });
      } catch (error) {
        if (error instanceof LedgerConflictError) throw keyReused();
        throw error;
      }
      const row = await store.findRedemption(db, userId, redemptionId);
      if (!row) throw new Error(`Redemption ${redemptionId} was committed without its points entry`);
      return replayOf(userId, row, points);
    },
  };
}
