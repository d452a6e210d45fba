import type pg from 'pg';
import type { TransactionRow, TransactionsQuery } from '../../../shared/api/admin-transactions.js';
import { peopleWithEmailSql, personColumnSql } from '../identity/index.js';

/**
 * The staff's reads of fundings (docs/product-rules.md#admin-transactions, ADR 0032): the Transactions tab's list (filtered, newest first,
 * by the same (created_at, id) keyset as top-ups so both merge into one list), and the completed payments
 * of a day for reconciliation with PayPal. Nothing here writes.
 */
interface AdminFundingRow {
  id: string;
  user_id: string;
  email: string | null;
  status: string;
  amount_cents: number;
  total_cents: number;
  created_at: Date;
  created_us: string;
}

export type FundingStaff = ReturnType<typeof createFundingStaff>;

export function createFundingStaff(deps: { pool: pg.Pool }) {
  const { pool } = deps;
  return {
    async list(query: TransactionsQuery, after: { micros: string; id: string } | null, limit: number) {
      const where: string[] = [];
      const values: unknown[] = [];
      const param = (value: unknown) => {
        values.push(value);
        return `$${values.length}`;
      };
      if (query.status) where.push(`f.status = ${param(query.status)}`);
      if (query.from) where.push(`f.created_at >= ${param(query.from)}::date`);
      if (query.to) where.push(`f.created_at < ${param(query.to)}::date + 1`);
      if (query.minCents !== undefined) where.push(`f.amount_cents >= ${param(query.minCents)}`);
      if (query.maxCents !== undefined) where.push(`f.amount_cents <= ${param(query.maxCents)}`);
      if (query.user) {
        const who = param(query.user);
        where.push(`(f.user_id = ${who} or f.user_id in ${peopleWithEmailSql(who)})`);
      }
      if (after)
        where.push(
          `(f.created_at, f.id) < (timestamptz 'epoch' + ${param(after.micros)}::bigint * interval '1 microsecond', ${param(after.id)}::text)`,
        );
      const { rows } = await pool.query<AdminFundingRow>(
        `select f.id, f.user_id, ${personColumnSql('email', 'f.user_id')} as email, f.status, f.amount_cents, f.total_cents, f.created_at,
                (extract(epoch from f.created_at) * 1000000)::bigint::text as created_us
           from funding_orders f
          ${where.length ? `where ${where.join(' and ')}` : ''}
          order by f.created_at desc, f.id desc limit ${param(limit)}`,
        values,
      );
      return rows.map((row) => ({ row: fundingRowOf(row), micros: row.created_us }));
    },

    /** Payments PayPal completed for us opened in a window, with PayPal's ids. */
    async completedBetween(start: Date, end: Date) {
      const { rows } = await pool.query<{
        id: string;
        total_cents: number;
        paypal_order_id: string | null;
        paypal_capture_id: string | null;
      }>(
        `select id, total_cents, paypal_order_id, paypal_capture_id from funding_orders
          where status in ('completed', 'refunded', 'reversed') and paypal_capture_id is not null
            and created_at >= $1 and created_at < $2`,
        [start, end],
      );
      return rows.map((row) => ({
        id: row.id,
        totalCents: row.total_cents,
        paypalOrderId: row.paypal_order_id,
        paypalCaptureId: row.paypal_capture_id!,
      }));
    },
  };
}

function fundingRowOf(row: AdminFundingRow): TransactionRow {
  return {
    kind: 'funding',
    id: row.id,
    userId: row.user_id,
    userEmail: row.email,
    status: row.status,
    amountCents: row.amount_cents,
    totalCents: row.total_cents,
    countryIso: null,
    operatorId: null,
    operatorName: null,
    recipientNumber: null,
    paymentMethod: 'paypal',
    needsAttention: false,
    createdAt: row.created_at.toISOString(),
  };
}
