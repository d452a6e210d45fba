import type { Table } from 'drizzle-orm';
import type { topupOrders, topupQuotes } from '../../../db/schema.js';

/**
 * A table's row as plain SQL reads it through pg: keyed by the columns' SQL names, each typed as the schema
 * types it (a bigint is a number: db/int8.ts). Derived, not written by hand, so a row type cannot drift from
 * its table. True for the column kinds these two tables have; a `date` column would read as a Date here.
 */
type SqlRow<T extends Table> = {
  [K in keyof T['_']['columns'] as T['_']['columns'][K]['_']['name']]: T['$inferSelect'][K];
};

/** A quote as plain SQL reads it (`select … from topup_quotes`). */
export type TopupQuoteRow = SqlRow<typeof topupQuotes>;

/**
 * A top-up order joined to its quote as plain SQL reads it (`topup_orders o join topup_quotes q on q.id =
 * o.quote_id`): every order column, and every quote column under its own name but the three both tables
 * have (`id`, `user_id`, `created_at`), which are the order's. The one row type of the order's raw reads:
 * a statement that selects fewer columns types its rows as a Pick of it, plus what it computes.
 * (Drizzle's reads of the same join are OrderWithQuote in store.ts, in drizzle's camelCase.)
 */
export type TopupOrderRow = SqlRow<typeof topupOrders> & Omit<TopupQuoteRow, 'id' | 'user_id' | 'created_at'>;
