import { getTableColumns } from 'drizzle-orm';
import type pg from 'pg';
import { topupOrders, topupQuotes } from '../../../db/schema.js';
import { TOPUP_STATES, type TopupState } from '../../../db/schema/topups.js';
import type { Queryable } from '../../../ledger/index.js';
import type { NewAttempt } from '../delivery/attempts.js';
import { tallySql, untallySql, type SentTotals } from '../checkout/limits.js';
import type { TopupOrderRow } from './order-row.js';
import { currentTraceparent } from './trace.js';

export { TOPUP_STATES };
export type OrderRow = typeof topupOrders.$inferSelect;
export type QuoteRow = typeof topupQuotes.$inferSelect;
export type OrderWithQuote = { order: OrderRow; quote: QuoteRow };

/**
 * The one module that writes `topup_orders`, and with them `topup_sending_totals` (ADR 0047: an order adds
 * to its person's totals as it is inserted and takes it back as it fails or is cancelled). An order's life
 * (ADR 0008, ADR 0011):
 *
 *   awaiting_payment ─pay→ reserved ─markUnknown→ unknown ─resend→ reserved
 *          │                  │ deliver / fail        │ deliver / fail
 *          └─cancel→ cancelled └──────→ succeeded | failed ←──┘
 *
 * A wallet order starts reserved: its hold is made in the transaction that inserts it (service.ts).
 * Each write names its transition and moves only from the states it allows (the database's CHECK keeps
 * the state one of TOPUP_STATES); a move from anywhere else is refused, never applied.
 */
const TRANSITIONS = {
  pay: ['awaiting_payment'],
  cancel: ['awaiting_payment'],
  markUnknown: ['reserved', 'unknown'],
  resend: ['unknown'],
  deliver: ['reserved', 'unknown'],
  fail: ['reserved', 'unknown'],
} as const satisfies Record<string, readonly TopupState[]>;
export type Transition = keyof typeof TRANSITIONS;

export class IllegalTransitionError extends Error {
  constructor(orderId: string, transition: Transition, state: string | undefined) {
    super(`top-up ${orderId}: ${transition} is not allowed from ${state ?? 'a missing order'}`);
    this.name = 'IllegalTransitionError';
  }
}

const from = (transition: Transition) => TRANSITIONS[transition] as readonly string[];

/** In a transaction that holds the order's lock: applies `transition`, or throws if the state forbids it. */
async function move(
  tx: Queryable,
  orderId: string,
  transition: Transition,
  set: string,
  values: unknown[] = [],
  { untally = false }: { untally?: boolean } = {},
): Promise<void> {
  const update = `update topup_orders o set ${set}, updated_at = now() where o.id = $1 and o.state = any($2::text[])`;
  // An order that stops counting towards the sending limits takes its amount back in the same statement.
  const statement = untally
    ? `with moved as (${update}
                      returning o.user_id, o.created_at, (select amount_cents from topup_quotes where id = o.quote_id) as amount_cents),
            untallied as (${untallySql('moved')})
       select 1 from moved`
    : update;
  const result = await tx.query(statement, [orderId, from(transition), ...values]);
  if (result.rowCount === 0) {
    const { rows } = await tx.query<{ state: string }>(`select state from topup_orders where id = $1`, [orderId]);
    throw new IllegalTransitionError(orderId, transition, rows[0]?.state);
  }
}

// ---- Creating and moving orders ----

/**
 * The send's one statement: a new order for the person's own quote, if the quote is still held, not used
 * and the Idempotency-Key is new; the order and its quote come back. Null when any of that is not so (the
 * caller then finds out which, off the hot path). A twin request waits for this one and gets null. A
 * wallet order is inserted paid (reserved, due now): the caller holds its charge in the same transaction,
 * so the pay move is not a second statement. The order keeps the traceparent of the request (or job) that
 * made it, so the worker's spans join its trace (trace.ts).
 */
export async function insertOrderFromQuote(
  tx: Queryable,
  /** `group`: sent with its group (a basket); a quote with a share of a group's PayPal fee is sent only so. */
  order: {
    id: string;
    userId: string;
    quoteId: string;
    idempotencyKey: string | null;
    requestDigest: string;
    group?: boolean;
    answersCreditRequest?: boolean;
  },
): Promise<(OrderWithQuote & { sent: SentTotals }) | null> {
  const { rows } = await tx.query<Record<string, unknown> & { sent_day: number; sent_month: number }>(
    `with q as (select * from topup_quotes where id = $3 and user_id = $2 and expires_at > now() and ($7::boolean or not paypal_fee_shared)),
          o as (insert into topup_orders (id, user_id, quote_id, idempotency_key, request_digest, state, paid_at, next_attempt_at,
                                          trace_context, answers_credit_request)
                select $1, $2, q.id, $4, $5, case when q.payment_method = 'wallet' then 'reserved' else 'awaiting_payment' end,
                       case when q.payment_method = 'wallet' then now() end, case when q.payment_method = 'wallet' then now() end,
                       $6, $8
                  from q on conflict do nothing returning *),
          sent as (${tallySql('from (select o.user_id, q.amount_cents from o join q on q.id = o.quote_id) new_order')})
     select ${ORDER_AND_QUOTE_COLUMNS}, sent.day_cents as sent_day, sent.month_cents as sent_month
       from o cross join q cross join sent`,
    [
      order.id,
      order.userId,
      order.quoteId,
      order.idempotencyKey,
      order.requestDigest,
      currentTraceparent(),
      order.group ?? false,
      order.answersCreditRequest ?? false,
    ],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    order: rowOf(topupOrders, 'o', row),
    quote: rowOf(topupQuotes, 'q', row),
    sent: { dayCents: row.sent_day, monthCents: row.sent_month },
  };
}

/** A top-up paid with PayPal: its payment, opened in the same transaction. */
export async function attachFunding(tx: Queryable, orderId: string, fundingId: string) {
  await tx.query(`update topup_orders set funding_id = $2 where id = $1 and state = 'awaiting_payment'`, [orderId, fundingId]);
}

// Raw rows of both tables in one result: each column aliased "<prefix>.<name>", read back as drizzle's own rows.
const aliased = (table: typeof topupOrders | typeof topupQuotes, prefix: string) =>
  Object.values(getTableColumns(table)).map((column) => `${prefix}."${column.name}" as "${prefix}.${column.name}"`);
const ORDER_AND_QUOTE_COLUMNS = [...aliased(topupOrders, 'o'), ...aliased(topupQuotes, 'q')].join(', ');

function rowOf<T extends typeof topupOrders | typeof topupQuotes>(
  table: T,
  prefix: string | null,
  raw: Record<string, unknown>,
): T['$inferSelect'] {
  const entries = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const value = raw[prefix === null ? column.name : `${prefix}.${column.name}`];
    return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
  });
  return Object.fromEntries(entries) as T['$inferSelect'];
}

/** A quote row as plain SQL returns it (`returning *`), read back as drizzle's own row. */
export const quoteOf = (raw: Record<string, unknown>): QuoteRow => rowOf(topupQuotes, null, raw);

/** Paid (its charge is held in the wallet): queued for the worker now. */
export const pay = (tx: Queryable, orderId: string) =>
  move(tx, orderId, 'pay', `state = 'reserved', paid_at = coalesce(paid_at, now()), next_attempt_at = now()`);

/** Its payment never completed: nothing was taken. */
export const cancel = (tx: Queryable, orderId: string, failureCode: string) =>
  move(tx, orderId, 'cancel', `state = 'cancelled', failure_code = $3`, [failureCode], { untally: true });

/**
 * What an order costs, read by the statement that settles it: its promo discount, which promo_expense makes
 * up on delivery (ADR 0024), and its promotion (only then has a promotion a use to spend or give back); what
 * its notice says (notices.ts), so the settlement does not read the order again; for the metrics (ADR 0060)
 * the operator, and the seconds from payment to this settlement (null if never paid).
 */
export type SettledOrder = Pick<
  TopupOrderRow,
  | 'id'
  | 'user_id'
  | 'funding_id'
  | 'created_at'
  | 'amount_cents'
  | 'wallet_charge_cents'
  | 'paypal_fee_cents'
  | 'promo_discount_cents'
  | 'promotion_id'
  | 'recipient_number'
  | 'local_amount'
  | 'local_currency'
  | 'text_recipient'
  | 'operator_id'
  | 'answers_credit_request'
> & { paid_to_final_seconds: number | null };

/**
 * Settles an order (deliver or fail) and answers what it costs, in one statement that also locks it: the
 * money then follows in the same transaction. An order settled first by someone else (a worker whose lease
 * ran out) answers the outcome it already has; from any other state the move is refused.
 */
async function settle(
  tx: Queryable,
  orderId: string,
  transition: 'deliver' | 'fail',
  set: string,
  values: unknown[],
  attempt: NewAttempt | undefined,
): Promise<SettledOrder | 'succeeded' | 'failed'> {
  const update = `update topup_orders o set ${set}, updated_at = now() from topup_quotes q
      where o.id = $1 and o.state = any($2::text[]) and q.id = o.quote_id
      returning o.id, o.user_id, o.funding_id, o.created_at, q.amount_cents, q.wallet_charge_cents, q.paypal_fee_cents,
                q.promo_discount_cents, q.promotion_id, q.recipient_number, q.local_amount, q.local_currency, q.text_recipient,
                q.operator_id, o.answers_credit_request, extract(epoch from now() - o.paid_at)::float8 as paid_to_final_seconds`;
  const first = values.length + 3;
  // The aggregator's answer that settles the order is recorded by the same statement (a replay records it too, as a call it was).
  const recording = attempt
    ? [
        `attempt as (insert into topup_attempts (topup_id, call, outcome, transaction_id, detail)
                     values ($1, $${first}, $${first + 1}, $${first + 2}, $${first + 3}))`,
      ]
    : [];
  // A failed order stops counting towards the sending limits: its amount is taken back with the move.
  const statement =
    transition === 'fail'
      ? `with ${[...recording, `settled as (${update})`, `untallied as (${untallySql('settled')})`].join(', ')} select * from settled`
      : recording.length > 0
        ? `with ${recording.join(', ')} ${update}`
        : update;
  const { rows } = await tx.query<SettledOrder>(statement, [
    orderId,
    from(transition),
    ...values,
    ...(attempt ? [attempt.call, attempt.outcome, attempt.transactionId, attempt.detail] : []),
  ]);
  if (rows[0]) return rows[0];
  const { rows: now } = await tx.query<{ state: string }>(`select state from topup_orders where id = $1`, [orderId]);
  const state = now[0]?.state;
  if (state === 'succeeded' || state === 'failed') return state;
  throw new IllegalTransitionError(orderId, transition, state);
}

export const deliver = (
  tx: Queryable,
  orderId: string,
  result: { transactionId: string; operatorReference: string | null; attempt?: NewAttempt },
) =>
  settle(
    tx,
    orderId,
    'deliver',
    `state = 'succeeded', provider_transaction_id = $3, operator_reference = $4, delivered_at = now(), next_attempt_at = null`,
    [result.transactionId, result.operatorReference],
    result.attempt,
  );

export const fail = (tx: Queryable, orderId: string, failure: { errorCode: string; needsReview?: boolean; attempt?: NewAttempt }) =>
  settle(
    tx,
    orderId,
    'fail',
    `state = 'failed', failure_code = $3, needs_review = $4, failed_at = now(), next_attempt_at = null`,
    [failure.errorCode, failure.needsReview ?? false],
    failure.attempt,
  );

/**
 * The worker's own moves happen outside a lock (the lease keeps other workers away): each says whether it
 * applied, and a settled order (another worker got there first) is left as it is.
 */
export async function markUnknown(
  pool: pg.Pool | pg.PoolClient,
  orderId: string,
  transactionId: string | null,
  retryInSeconds: number,
): Promise<boolean> {
  const result = await pool.query(
    `update topup_orders set state = 'unknown', provider_transaction_id = coalesce($3, provider_transaction_id),
            next_attempt_at = now() + make_interval(secs => $4), updated_at = now()
      where id = $1 and state = any($2::text[])`,
    [orderId, from('markUnknown'), transactionId, retryInSeconds],
  );
  return result.rowCount === 1;
}

/** It never reached the aggregator: send it again now. */
export async function resend(pool: pg.Pool, orderId: string): Promise<boolean> {
  const result = await pool.query(
    `update topup_orders set state = 'reserved', next_attempt_at = now(), updated_at = now() where id = $1 and state = any($2::text[])`,
    [orderId, from('resend')],
  );
  return result.rowCount === 1;
}

/** A claimed order: due, so `reserved` or `unknown`; its trace_context is the traceparent of the request that ordered it (trace.ts). */
export type ClaimedOrder = Pick<
  TopupOrderRow,
  | 'id'
  | 'user_id'
  | 'attempts'
  | 'provider_transaction_id'
  | 'sent_at'
  | 'created_at'
  | 'funding_id'
  | 'trace_context'
  | 'country_iso'
  | 'operator_id'
  | 'amount_cents'
  | 'recipient_number'
> & {
  state: 'reserved' | 'unknown';
  /** Paid with PayPal too long after it was ordered to be sent at its price: never sent, to be refunded. */
  paid_too_late: boolean;
};

/** Never sent, and its PayPal payment completed more than $3 seconds after the order: its price is no longer held. */
const PAID_TOO_LATE = `(o.funding_id is not null and o.sent_at is null and coalesce(o.paid_at - o.created_at > make_interval(secs => $3), false))`;

/**
 * Takes due orders (to send, or outcome unknown) with a lease, so any number of workers share them
 * without sending one twice at the same time (ADR 0008). An order taken to be sent is marked sent in the
 * same statement (the worker sends it next), unless it was paid too late (`priceHeldSeconds`).
 */
export async function claimDue(pool: pg.Pool, limit: number, leaseSeconds: number, priceHeldSeconds: number): Promise<ClaimedOrder[]> {
  const { rows } = await pool.query<ClaimedOrder>(
    `with due as (
       select id from topup_orders
        where state in ('reserved', 'unknown') and next_attempt_at <= now()
        order by next_attempt_at limit $1 for update skip locked)
     update topup_orders o set next_attempt_at = now() + make_interval(secs => $2), attempts = o.attempts + 1, updated_at = now(),
            sent_at = case when o.state = 'reserved' and not ${PAID_TOO_LATE} then coalesce(o.sent_at, now()) else o.sent_at end
       from due, topup_quotes q
      where o.id = due.id and q.id = o.quote_id
     returning o.id, o.user_id, o.state, o.attempts, o.provider_transaction_id, o.sent_at, o.created_at, o.funding_id, o.trace_context,
               o.state = 'reserved' and ${PAID_TOO_LATE} as paid_too_late,
               q.country_iso, q.operator_id, q.amount_cents, q.recipient_number`,
    [limit, leaseSeconds, priceHeldSeconds],
  );
  return rows;
}

/**
 * The worker's queue for the metrics (ADR 0060): orders due now (to send, or to look up) and how long the
 * oldest of them has been due. An order being worked on is not due (its lease moved next_attempt_at on).
 */
export async function dueStats(pool: Pick<pg.Pool, 'query'>): Promise<{ depth: number; oldestDueSeconds: number }> {
  const { rows } = await pool.query<{ depth: number; oldest: number }>(
    `select count(*)::int as depth, coalesce(extract(epoch from now() - min(next_attempt_at)), 0)::float8 as oldest
       from topup_orders where state in ('reserved', 'unknown') and next_attempt_at <= now()`,
  );
  return { depth: rows[0]!.depth, oldestDueSeconds: rows[0]!.oldest };
}

// Reads of orders, and staff's operator switches, live beside this module; one import finds them all.
export * from './order-reads.js';
export * from '../catalogue/operators-store.js';
