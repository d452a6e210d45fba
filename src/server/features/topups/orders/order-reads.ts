import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/connect.js';
import { topupOrders, topupQuotes } from '../../../db/schema.js';
import type { Queryable } from '../../../ledger/index.js';
import type { TopupOrderRow } from './order-row.js';
import type { OrderRow, OrderWithQuote } from './store.js';

/** Reading orders (store.ts is the one module that writes them). */

export type LockedOrder = Pick<
  TopupOrderRow,
  'id' | 'user_id' | 'state' | 'funding_id' | 'amount_cents' | 'paypal_fee_cents' | 'wallet_charge_cents'
>;

/**
 * Every order one payment pays for, locked for the caller's transaction: one for a single top-up, each
 * item of a basket paid with PayPal (ADR 0036). In id order, so two deciders never lock them crosswise.
 */
export async function lockOrdersOfFunding(tx: Queryable, fundingId: string): Promise<LockedOrder[]> {
  const { rows } = await tx.query<LockedOrder>(
    `select o.id, o.user_id, o.state, o.funding_id, q.amount_cents, q.paypal_fee_cents, q.wallet_charge_cents
       from topup_orders o join topup_quotes q on q.id = o.quote_id where o.funding_id = $1 order by o.id for update of o`,
    [fundingId],
  );
  return rows;
}

/** Payments that paid for several orders at once (a basket): their refund cannot go back to PayPal whole. */
export async function sharedFundings(db: Queryable, fundingIds: readonly string[]): Promise<Set<string>> {
  if (fundingIds.length === 0) return new Set();
  const { rows } = await db.query<{ funding_id: string }>(
    `select funding_id from topup_orders where funding_id = any($1::text[]) group by funding_id having count(*) > 1`,
    [fundingIds],
  );
  return new Set(rows.map((row) => row.funding_id));
}

/** The order joined to its quote, read with drizzle (raw SQL reads of the same join type their rows as TopupOrderRow). */
const withQuote = (db: Db) =>
  db.select({ order: topupOrders, quote: topupQuotes }).from(topupOrders).innerJoin(topupQuotes, eq(topupQuotes.id, topupOrders.quoteId));

export async function findOrder(db: Db, id: string, ownerId?: string): Promise<OrderWithQuote | null> {
  const [row] = await withQuote(db)
    .where(ownerId ? and(eq(topupOrders.id, id), eq(topupOrders.userId, ownerId)) : eq(topupOrders.id, id))
    .limit(1);
  return row ?? null;
}

/** Several orders at once (the receipts of one batch of notifications). */
export const findOrders = (db: Db, ids: string[]): Promise<OrderWithQuote[]> =>
  ids.length === 0 ? Promise.resolve([]) : withQuote(db).where(inArray(topupOrders.id, ids));

export const listOrders = (db: Db, userId: string, limit: number): Promise<OrderWithQuote[]> =>
  withQuote(db).where(eq(topupOrders.userId, userId)).orderBy(desc(topupOrders.createdAt)).limit(limit);

/** Refunded after 24 h without an answer, or still unknown after an hour: for an admin to check. */
export const listUnconfirmed = (db: Db, limit: number): Promise<OrderWithQuote[]> =>
  withQuote(db)
    .where(
      or(
        eq(topupOrders.needsReview, true),
        and(eq(topupOrders.state, 'unknown'), lt(topupOrders.createdAt, sql`now() - interval '1 hour'`)),
      ),
    )
    .orderBy(desc(topupOrders.createdAt))
    .limit(limit);

export async function findByIdempotencyKey(db: Db, userId: string, key: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(topupOrders)
    .where(and(eq(topupOrders.userId, userId), eq(topupOrders.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

export async function findByQuote(db: Db, quoteId: string): Promise<string | null> {
  const [row] = await db.select({ id: topupOrders.id }).from(topupOrders).where(eq(topupOrders.quoteId, quoteId)).limit(1);
  return row?.id ?? null;
}
