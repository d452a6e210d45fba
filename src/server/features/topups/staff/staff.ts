import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/connect.js';
import * as store from '../orders/store.js';

export type TopupStaff = ReturnType<typeof createTopupStaff>;

/** The top-ups' side of the admin panel (docs/product-rules.md#admin-overview, ADR 0031): counts for the overview, a person's top-ups. */
export function createTopupStaff({ db }: { db: Db }) {
  return {
    /** Top-ups delivered (state succeeded), ever. */
    async deliveredCount(): Promise<number> {
      const { rows } = await db.execute<{ n: number }>(sql`select count(*) as n from topup_orders where state = 'succeeded'`);
      return rows[0]?.n ?? 0;
    },

    /** Top-ups delivered per UTC day since `since` (days without any are absent). */
    async deliveredPerDay(since: Date): Promise<{ day: string; count: number; amountCents: number }[]> {
      const { rows } = await db.execute<{ day: string; n: number; cents: number }>(sql`
        select to_char(o.delivered_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as n,
               coalesce(sum(q.amount_cents), 0)::bigint as cents
          from topup_orders o join topup_quotes q on q.id = o.quote_id
         where o.state = 'succeeded' and o.delivered_at >= ${since}
         group by 1 order by 1`);
      return rows.map((row) => ({ day: row.day, count: row.n, amountCents: row.cents }));
    },

    /** How many top-ups wait for an admin: the same ones as the unconfirmed list. */
    async unconfirmedCount(): Promise<number> {
      const { rows } = await db.execute<{ n: number }>(sql`
        select count(*) as n from topup_orders
         where needs_review or (state = 'unknown' and created_at < now() - interval '1 hour')`);
      return rows[0]?.n ?? 0;
    },

    /** A person's latest top-ups, newest first. */
    async ofUser(userId: string, limit = 20) {
      return (await store.listOrders(db, userId, limit)).map(({ order, quote }) => ({
        id: order.id,
        recipientNumber: quote.recipientNumber,
        operatorName: quote.operatorName,
        amountCents: quote.amountCents,
        state: order.state,
        createdAt: order.createdAt.toISOString(),
      }));
    },
  };
}
