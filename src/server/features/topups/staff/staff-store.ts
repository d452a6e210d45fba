import type pg from 'pg';
import type { TransactionsQuery } from '../../../../shared/api/admin-transactions.js';
import type { Queryable } from '../../../ledger/index.js';
import { peopleWithEmailSql, personColumnSql } from '../../identity/index.js';
import type { TopupOrderRow } from '../orders/order-row.js';

/**
 * The admin panel's reads of top-ups (docs/product-rules.md#admin-transactions): filtered, newest first, paged by (created_at, id) — a
 * keyset, so a page is as quick on day 1000 as on day 1. The person's email is read with the row (staff
 * search by it); nothing here writes.
 */
export type AdminTopupRow = Pick<
  TopupOrderRow,
  | 'id'
  | 'user_id'
  | 'state'
  | 'needs_review'
  | 'failure_code'
  | 'provider_transaction_id'
  | 'operator_reference'
  | 'funding_id'
  | 'amount_cents'
  | 'total_cents'
  | 'wallet_charge_cents'
  | 'country_iso'
  | 'operator_id'
  | 'operator_name'
  | 'recipient_number'
  | 'payment_method'
  | 'created_at'
  | 'paid_at'
  | 'sent_at'
  | 'delivered_at'
  | 'failed_at'
> & { email: string | null; needs_attention: boolean; created_us: string };

/** Unknown for an hour, or refunded after 24 h without an answer and not yet reviewed (as `/api/admin/topups/unconfirmed`). */
const NEEDS_ATTENTION = `(o.needs_review or (o.state = 'unknown' and o.created_at < now() - interval '1 hour'))`;

const COLUMNS = `o.id, o.user_id, ${personColumnSql('email', 'o.user_id')} as email, o.state, o.needs_review, ${NEEDS_ATTENTION} as needs_attention, o.failure_code,
  o.provider_transaction_id, o.operator_reference, o.funding_id, q.amount_cents, q.total_cents, q.wallet_charge_cents,
  q.country_iso, q.operator_id, q.operator_name, q.recipient_number, q.payment_method, o.created_at,
  (extract(epoch from o.created_at) * 1000000)::bigint::text as created_us, o.paid_at, o.sent_at, o.delivered_at, o.failed_at`;
const FROM = `topup_orders o join topup_quotes q on q.id = o.quote_id`;

export type Keyset = { micros: string; id: string };

export async function listTopups(db: Queryable, query: TransactionsQuery, after: Keyset | null, limit: number): Promise<AdminTopupRow[]> {
  const where: string[] = [];
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  if (query.status) where.push(`o.state = ${param(query.status)}`);
  if (query.from) where.push(`o.created_at >= ${param(query.from)}::date`);
  if (query.to) where.push(`o.created_at < ${param(query.to)}::date + 1`);
  if (query.country) where.push(`q.country_iso = ${param(query.country)}`);
  if (query.operatorId) where.push(`q.operator_id = ${param(query.operatorId)}`);
  if (query.minCents !== undefined) where.push(`q.amount_cents >= ${param(query.minCents)}`);
  if (query.maxCents !== undefined) where.push(`q.amount_cents <= ${param(query.maxCents)}`);
  if (query.user) {
    const who = param(query.user);
    where.push(`(o.user_id = ${who} or o.user_id in ${peopleWithEmailSql(who)})`);
  }
  if (query.needsAttention === 'true') where.push(NEEDS_ATTENTION);
  if (after)
    where.push(
      `(o.created_at, o.id) < (timestamptz 'epoch' + ${param(after.micros)}::bigint * interval '1 microsecond', ${param(after.id)}::text)`,
    );
  const { rows } = await db.query<AdminTopupRow>(
    `select ${COLUMNS} from ${FROM} ${where.length ? `where ${where.join(' and ')}` : ''}
      order by o.created_at desc, o.id desc limit ${param(limit)}`,
    values,
  );
  return rows;
}

export async function findTopup(db: Queryable, id: string): Promise<(AdminTopupRow & QuoteExtras) | null> {
  const { rows } = await db.query<AdminTopupRow & QuoteExtras>(
    `select ${COLUMNS}, q.id as quote_id, q.created_at as quote_created_at, q.expires_at, q.topup_fee_cents, q.wallet_fee_cents,
            q.paypal_fee_cents, q.promo_code, q.promo_discount_cents, q.local_amount, q.local_currency
       from ${FROM} where o.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

type QuoteExtras = Pick<
  TopupOrderRow,
  | 'quote_id'
  | 'expires_at'
  | 'topup_fee_cents'
  | 'wallet_fee_cents'
  | 'paypal_fee_cents'
  | 'promo_code'
  | 'promo_discount_cents'
  | 'local_amount'
  | 'local_currency'
> & { quote_created_at: Date };

/** A top-up refunded after 24 h without an answer, reviewed by an admin who confirms the refund: no longer listed. */
export async function clearReview(tx: Queryable, id: string): Promise<boolean> {
  const result = await tx.query(`update topup_orders set needs_review = false, updated_at = now() where id = $1 and needs_review`, [id]);
  return result.rowCount === 1;
}

/** Our delivered top-ups in a window, for reconciliation with the aggregator's report. */
export async function deliveredBetween(pool: pg.Pool, start: Date, end: Date) {
  const { rows } = await pool.query<Pick<TopupOrderRow, 'id' | 'amount_cents' | 'provider_transaction_id'>>(
    `select o.id, q.amount_cents, o.provider_transaction_id from topup_orders o join topup_quotes q on q.id = o.quote_id
      where o.state = 'succeeded' and o.delivered_at >= $1 and o.delivered_at < $2`,
    [start, end],
  );
  return rows;
}

/** Our top-ups by id (the aggregator's transactions carry our id as customIdentifier). */
export async function statesOf(pool: pg.Pool, ids: string[]) {
  if (ids.length === 0) return new Map<string, { state: string; amountCents: number }>();
  const { rows } = await pool.query<Pick<TopupOrderRow, 'id' | 'state' | 'amount_cents'>>(
    `select o.id, o.state, q.amount_cents from topup_orders o join topup_quotes q on q.id = o.quote_id where o.id = any($1::text[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, { state: row.state, amountCents: row.amount_cents }]));
}
