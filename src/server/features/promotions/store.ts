import { and, asc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { promotions } from '../../db/schema.js';
import type { Queryable } from '../../ledger/index.js';

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotion = typeof promotions.$inferInsert;

/** The only module that writes `promotions` and `promotion_redemptions`. */

/** Active offers that have started and not ended, soonest ending first. */
export const listCurrent = (db: Db, now: Date): Promise<PromotionRow[]> =>
  db
    .select()
    .from(promotions)
    .where(and(eq(promotions.active, true), lte(promotions.startsAt, now), gt(promotions.validUntil, now)))
    .orderBy(asc(promotions.validUntil), asc(promotions.id));

/** A promotion by its code, whatever case it was typed in. */
export async function findByCode(db: Db, code: string): Promise<PromotionRow | null> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(isNotNull(promotions.code), sql`lower(${promotions.code}) = lower(${code})`))
    .limit(1);
  return row ?? null;
}

/** How often the person used it (uses given back not counted), and whether they already have a top-up. */
export async function historyOf(db: Db, promotionId: string, userId: string): Promise<{ usesByUser: number; hasToppedUp: boolean }> {
  const { rows } = await db.execute<{ uses: number; topped_up: boolean }>(sql`
    select (select count(*)::int from promotion_redemptions
             where promotion_id = ${promotionId} and user_id = ${userId} and state <> 'released') as uses,
           exists (select 1 from topup_orders where user_id = ${userId} and state not in ('failed', 'cancelled')) as topped_up`);
  return { usesByUser: rows[0]!.uses, hasToppedUp: rows[0]!.topped_up };
}

export type HoldRefusal = 'expired' | 'usedUp' | 'usedByYou' | 'firstTopupOnly';

/**
 * Holds one use for an order, in the send's transaction. The guarded UPDATE counts the use and its
 * discount only while stock and budget last, and locks the promotion's row until the send commits: any
 * other send of the same code waits here, then sees this one's use. So the per-person and first-top-up
 * checks that follow, made under that lock, see every committed use. Null when held; else why not (the
 * caller rolls back the transaction, and the counters with it).
 */
export async function holdUse(
  tx: Queryable,
  use: { promotionId: string; userId: string; orderId: string; quoteId: string; discountCents: number },
): Promise<HoldRefusal | null> {
  const { rows } = await tx.query<{ uses_per_user: number | null; first_topup_only: boolean }>(
    `update promotions set uses_count = uses_count + 1, spent_cents = spent_cents + $2, updated_at = now()
      where id = $1 and active
        and (total_uses_limit is null or uses_count < total_uses_limit)
        and (budget_cents is null or spent_cents + $2 <= budget_cents)
      returning uses_per_user, first_topup_only`,
    [use.promotionId, use.discountCents],
  );
  const rule = rows[0];
  if (!rule) {
    const { rows: now } = await tx.query<{ active: boolean }>(`select active from promotions where id = $1`, [use.promotionId]);
    return now[0]?.active ? 'usedUp' : 'expired';
  }
  const { rows: history } = await tx.query<{ uses: number; topped_up: boolean }>(
    `select (select count(*)::int from promotion_redemptions where promotion_id = $1 and user_id = $2 and state <> 'released') as uses,
            exists (select 1 from topup_orders where user_id = $2 and id <> $3 and state not in ('failed', 'cancelled')) as topped_up`,
    [use.promotionId, use.userId, use.orderId],
  );
  if (rule.uses_per_user !== null && history[0]!.uses >= rule.uses_per_user) return 'usedByYou';
  if (rule.first_topup_only && history[0]!.topped_up) return 'firstTopupOnly';
  await tx.query(
    `insert into promotion_redemptions (topup_order_id, promotion_id, user_id, quote_id, discount_cents, state)
     values ($1, $2, $3, $4, $5, 'held')`,
    [use.orderId, use.promotionId, use.userId, use.quoteId, use.discountCents],
  );
  return null;
}

/** Its top-up was delivered: the use is spent for good. Once; a replay finds it used already. */
export async function markUsed(tx: Queryable, orderId: string): Promise<void> {
  await tx.query(`update promotion_redemptions set state = 'used', updated_at = now() where topup_order_id = $1 and state = 'held'`, [
    orderId,
  ]);
}

/** Its top-up failed or was never paid: the use and its discount go back to the promotion's stock. Once. */
export async function release(tx: Queryable, orderId: string): Promise<void> {
  await tx.query(
    `with released as (
       update promotion_redemptions set state = 'released', updated_at = now()
        where topup_order_id = $1 and state = 'held' returning promotion_id, discount_cents)
     update promotions p set uses_count = p.uses_count - 1, spent_cents = p.spent_cents - r.discount_cents, updated_at = now()
       from released r where p.id = r.promotion_id`,
    [orderId],
  );
}

/** Inserts promotions that are not there yet (by id): running it again changes nothing. */
export async function insertMissing(db: Db, rows: NewPromotion[]): Promise<void> {
  if (rows.length > 0) await db.insert(promotions).values(rows).onConflictDoNothing();
}
