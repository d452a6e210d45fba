import { and, asc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { promotions, type Translated } from '../../db/schema.js';
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

/**
 * Whether the person has a top-up that did not fail and was not cancelled (`exceptOrderId` aside): the top-ups'
 * question, handed in by the composition (topups owns its orders and uses this feature, ADR 0072).
 */
export type ToppedUp = (client: Queryable, userId: string, exceptOrderId?: string | null) => Promise<boolean>;

/** How often the person used it (uses given back not counted), and whether they already have a top-up. */
export async function historyOf(
  db: Db,
  promotionId: string,
  userId: string,
  toppedUp: ToppedUp,
): Promise<{ usesByUser: number; hasToppedUp: boolean }> {
  const { rows } = await db.execute<{ uses: number }>(sql`
    select (select count(*)::int from promotion_redemptions
             where promotion_id = ${promotionId} and user_id = ${userId} and state <> 'released') as uses`);
  return { usesByUser: rows[0]!.uses, hasToppedUp: await toppedUp(db.$client, userId) };
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
  toppedUp: ToppedUp,
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
  const { rows: history } = await tx.query<{ uses: number }>(
    `select (select count(*)::int from promotion_redemptions where promotion_id = $1 and user_id = $2 and state <> 'released') as uses`,
    [use.promotionId, use.userId],
  );
  if (rule.uses_per_user !== null && history[0]!.uses >= rule.uses_per_user) return 'usedByYou';
  if (rule.first_topup_only && (await toppedUp(tx, use.userId, use.orderId))) return 'firstTopupOnly';
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

/** For staff: every promotion, the running ones first, newest first. */
export const listAll = (db: Db): Promise<PromotionRow[]> =>
  db
    .select()
    .from(promotions)
    .orderBy(sql`${promotions.active} desc`, sql`${promotions.createdAt} desc`);

/** One promotion, its row locked until the caller's transaction ends. */
export async function lockById(tx: Queryable, id: string): Promise<PromotionRow | null> {
  const { rows } = await tx.query<{ id: string }>(`select id from promotions where id = $1 for update`, [id]);
  return rows[0] ? rowById(tx, id) : null;
}

const COLUMNS: Record<string, string> = {
  code: 'code',
  kind: 'kind',
  type: 'type',
  value: 'value',
  minAmountCents: 'min_amount_cents',
  maxDiscountCents: 'max_discount_cents',
  startsAt: 'starts_at',
  validUntil: 'valid_until',
  active: 'active',
  usesPerUser: 'uses_per_user',
  totalUsesLimit: 'total_uses_limit',
  budgetCents: 'budget_cents',
  firstTopupOnly: 'first_topup_only',
  countryIsos: 'country_isos',
  operatorIds: 'operator_ids',
  titles: 'titles',
  descriptions: 'descriptions',
};
const JSON_COLUMNS = new Set(['countryIsos', 'operatorIds', 'titles', 'descriptions']);

async function rowById(tx: Queryable, id: string): Promise<PromotionRow | null> {
  const select = Object.entries({
    id: 'id',
    ...COLUMNS,
    usesCount: 'uses_count',
    spentCents: 'spent_cents',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  })
    .map(([key, column]) => `${column} as "${key}"`)
    .join(', ');
  const { rows } = await tx.query<PromotionRow>(`select ${select} from promotions where id = $1`, [id]);
  return rows[0] ?? null;
}

/** Inserts or changes one promotion's rule and texts in the caller's transaction; the row as it is now. */
export async function upsertRule(tx: Queryable, id: string, fields: Partial<NewPromotion>, insert: boolean): Promise<PromotionRow> {
  const entries = Object.entries(fields).filter(([key, value]) => key in COLUMNS && value !== undefined);
  const values = entries.map(([key, value]) => (JSON_COLUMNS.has(key) ? JSON.stringify(value) : value));
  if (insert) {
    await tx.query(
      `insert into promotions (id, ${entries.map(([key]) => COLUMNS[key]).join(', ')}) values ($1, ${entries.map((_, i) => `$${i + 2}`).join(', ')})`,
      [id, ...values],
    );
  } else {
    await tx.query(
      `update promotions set ${entries.map(([key], i) => `${COLUMNS[key]} = $${i + 2}`).join(', ')}, updated_at = now() where id = $1`,
      [id, ...values],
    );
  }
  return (await rowById(tx, id))!;
}

/** A promotion still being announced: what to say, to whom (accounts older than `since`), and who was told last. */
export interface Announcement {
  id: string;
  titles: Translated;
  /** When it became news (made, or started if later): people who sign up after find it on /promotions. */
  since: Date;
  cursor: string | null;
}

/**
 * The next running offer not yet announced to everyone, locked for the caller's transaction (another
 * instance takes another, or waits). A first-top-up offer is not news to people who have sent before,
 * so it is never announced; one that ended or was switched off before its turn is skipped.
 */
export async function lockNextAnnouncement(tx: Queryable, now: Date): Promise<Announcement | null> {
  const { rows } = await tx.query<{ id: string; titles: Translated; since: Date; announce_cursor: string | null }>(
    `select id, titles, greatest(created_at, starts_at) as since, announce_cursor from promotions
      where announced_at is null and active and not first_topup_only and starts_at <= $1 and valid_until > $1
      order by starts_at, id limit 1 for update skip locked`,
    [now],
  );
  const row = rows[0];
  return row ? { id: row.id, titles: row.titles, since: row.since, cursor: row.announce_cursor } : null;
}

/** Records how far the announcement went, in the transaction that told those people; `done` ends it. */
export async function advanceAnnouncement(tx: Queryable, id: string, cursor: string | null, done: boolean): Promise<void> {
  await tx.query(`update promotions set announce_cursor = $2, announced_at = case when $3 then now() end where id = $1`, [
    id,
    cursor,
    done,
  ]);
}

/** Promotions started but not yet announced to everyone (for the metrics, ADR 0060), the oldest since it started. */
export async function pendingAnnouncementStats(db: Queryable): Promise<{ depth: number; oldestDueSeconds: number }> {
  const { rows } = await db.query<{ depth: number; oldest: number }>(
    `select count(*)::int as depth, coalesce(extract(epoch from now() - min(greatest(created_at, starts_at))), 0)::float8 as oldest
       from promotions
      where announced_at is null and active and not first_topup_only and starts_at <= now() and valid_until > now()`,
  );
  return { depth: rows[0]!.depth, oldestDueSeconds: rows[0]!.oldest };
}
