import { LEVEL_RULES } from '../../../shared/loyalty.js';
import type { Queryable } from '../../ledger/index.js';

/**
 * The one module that writes `loyalty_points_entries` and the points columns of `users` (ADR 0027). An
 * entry and the balance move together in the caller's transaction; an entry's id is its business event,
 * so recording an event twice changes nothing the second time.
 */

export interface Standing {
  points: number;
  lifetimePoints: number;
}

export interface EntryRow {
  id: string;
  kind: 'earned' | 'redeemed';
  points: number;
  topup_order_id: string | null;
  redemption_id: string | null;
  credit_cents: number | null;
  created_at: Date;
}

/**
 * The position in LEVEL_RULES (1 = the lowest) of the level a person's lifetime points reach, as SQL text
 * for a caller's statement, the person's id being its parameter `userIdParam` (e.g. `$2`): a quote picks its
 * price by it in the statement that holds the price. Text, not a built query: the caller's statement is
 * written once and reused for every quote.
 */
export function levelPositionSql(userIdParam: string): string {
  const steps = LEVEL_RULES.map((rule, index) => ({ rule, position: index + 1 }))
    .filter(({ rule }) => rule.minLifetimePoints > 0)
    .reverse()
    .map(({ rule, position }) => `when lifetime_loyalty_points >= ${rule.minLifetimePoints} then ${position}`);
  return `(select case ${steps.join(' ')} else 1 end from users where id = ${userIdParam})`;
}

/** A person's points and lifetime points; zero for someone unknown. */
export async function standingOf(db: Queryable, userId: string): Promise<Standing> {
  const { rows } = await db.query<{ loyalty_points: number; lifetime_loyalty_points: number }>(
    `select loyalty_points, lifetime_loyalty_points from users where id = $1`,
    [userId],
  );
  return { points: rows[0]?.loyalty_points ?? 0, lifetimePoints: rows[0]?.lifetime_loyalty_points ?? 0 };
}

/**
 * Points earned by a delivered top-up: the entry `topup:<orderId>:points`, and the balance and lifetime
 * points raised by the same amount only when the entry is new, in one statement. Answers the lifetime
 * points before it (the level reached is the caller's to judge), or null when it was earned already.
 */
export async function earn(
  tx: Queryable,
  entry: { orderId: string; userId: string; points: number },
): Promise<{ lifetimePointsBefore: number } | null> {
  const { rows } = await tx.query<{ before: number }>(
    `with entry as (
       insert into loyalty_points_entries (id, user_id, points, kind, topup_order_id)
       values ($1, $2, $3, 'earned', $4)
       on conflict (id) do nothing
       returning user_id, points)
     update users u set loyalty_points = u.loyalty_points + entry.points,
                        lifetime_loyalty_points = u.lifetime_loyalty_points + entry.points
       from entry where u.id = entry.user_id
     returning u.lifetime_loyalty_points - entry.points as before`,
    [`topup:${entry.orderId}:points`, entry.userId, entry.points, entry.orderId],
  );
  return rows[0] ? { lifetimePointsBefore: rows[0].before } : null;
}

/**
 * Takes `points` off the balance for the redemption `redemptionId`, with its entry. Answers false (and
 * changes nothing) when the balance is short; the CHECK on users refuses a negative balance anyway.
 * The entry's id is unique: a second call for one redemption fails on it, in the caller's transaction.
 */
export async function redeem(
  tx: Queryable,
  redemption: { redemptionId: string; userId: string; points: number; creditCents: number },
): Promise<boolean> {
  const { rowCount } = await tx.query(`update users set loyalty_points = loyalty_points - $2 where id = $1 and loyalty_points >= $2`, [
    redemption.userId,
    redemption.points,
  ]);
  if (rowCount !== 1) return false;
  await tx.query(
    `insert into loyalty_points_entries (id, user_id, points, kind, redemption_id, credit_cents)
     values ($1, $2, $3, 'redeemed', $4, $5)`,
    [entryIdOf(redemption.redemptionId), redemption.userId, -redemption.points, redemption.redemptionId, redemption.creditCents],
  );
  return true;
}

const entryIdOf = (redemptionId: string) => `redemption:${redemptionId}`;

/** One redemption's entry, if it was recorded, and only the person's own. */
export async function findRedemption(db: Queryable, userId: string, redemptionId: string): Promise<EntryRow | null> {
  const { rows } = await db.query<EntryRow>(
    `select id, kind, points, topup_order_id, redemption_id, credit_cents, created_at
       from loyalty_points_entries where id = $1 and user_id = $2`,
    [entryIdOf(redemptionId), userId],
  );
  return rows[0] ?? null;
}

/** The person's points history, newest first. */
export async function historyOf(db: Queryable, userId: string, limit: number): Promise<EntryRow[]> {
  const { rows } = await db.query<EntryRow>(
    `select id, kind, points, topup_order_id, redemption_id, credit_cents, created_at
       from loyalty_points_entries where user_id = $1 order by created_at desc, id desc limit $2`,
    [userId, limit],
  );
  return rows;
}
