import type { SendingLimits } from '../../../../shared/api/admin-settings.js';
import { formatMoney } from '../../../../shared/money.js';
import { AppError } from '../../../errors.js';
import type { Queryable } from '../../../ledger/index.js';
import { personColumnSql, type Actor } from '../../identity/index.js';

/** Verified, as the product defines it (verificationStatus 'verified'): email and phone number both verified. */
export const isVerified = (user: Pick<Actor['user'], 'emailVerified' | 'phoneNumberVerified'>) =>
  user.emailVerified && user.phoneNumberVerified;

/*
 * What a person has sent in their current day and calendar month: the amounts (what reaches the phone,
 * fees aside) of their top-ups that did not fail and were not cancelled. Days and months are the person's
 * own, midnight to midnight in their time zone (users.time_zone, ADR 0065; UTC until their browser sent
 * one), read by PostgreSQL's IANA data in the statement itself. They are running totals, one row per person
 * (topup_sending_totals, ADR 0047), kept by the statements that write orders (store.ts) with the SQL below.
 */
const zoneOf = (userId: string) => `coalesce(${personColumnSql('time_zone', userId)}, 'UTC')`;
const dayIn = (at: string, zone: string) => `(${at} at time zone ${zone})::date`;
const monthIn = (at: string, zone: string) => `date_trunc('month', ${at} at time zone ${zone})::date`;

/**
 * Adds new orders' amounts to their person's totals, answering the totals with them (`day_cents`,
 * `month_cents`). `orders`: a FROM clause giving `user_id` and `amount_cents` of orders created now. The
 * row's lock, held to the commit, queues one person's sends, and each reads the totals as the one before
 * it left them: two sends at once cannot both fit under a limit only one of them fits. A total of a day
 * or month that has passed starts again from this order; one of a later day (a send begun just before
 * midnight that reaches the row after one begun just after) is left as it is.
 */
export const tallySql = (orders: string) =>
  `insert into topup_sending_totals as t (user_id, day, day_cents, month, month_cents)
   select n.user_id, ${dayIn('now()', 'n.zone')}, n.amount_cents, ${monthIn('now()', 'n.zone')}, n.amount_cents
     from (select sent_order.user_id, sent_order.amount_cents, ${zoneOf('sent_order.user_id')} as zone
             from (select user_id, amount_cents ${orders}) sent_order) n
   on conflict (user_id) do update set
     day_cents = case when t.day = excluded.day then t.day_cents + excluded.day_cents
                      when t.day < excluded.day then excluded.day_cents else t.day_cents end,
     day = greatest(t.day, excluded.day),
     month_cents = case when t.month = excluded.month then t.month_cents + excluded.month_cents
                        when t.month < excluded.month then excluded.month_cents else t.month_cents end,
     month = greatest(t.month, excluded.month)
   returning day_cents, month_cents`;

/**
 * Takes back the amounts of orders that just failed or were cancelled, from the totals of the day and
 * month they were created in if those are still the totals' own. `orders`: the name of a CTE giving
 * `user_id`, `created_at` and `amount_cents` of those orders.
 */
export const untallySql = (orders: string) =>
  `update topup_sending_totals t
      set day_cents = t.day_cents - case when t.day = ${dayIn('s.created_at', zoneOf('s.user_id'))} then s.amount_cents else 0 end,
          month_cents = t.month_cents - case when t.month = ${monthIn('s.created_at', zoneOf('s.user_id'))} then s.amount_cents else 0 end
     from ${orders} s where t.user_id = s.user_id`;

export interface SentTotals {
  dayCents: number;
  monthCents: number;
}

export async function sentThisDayAndMonth(db: Queryable, userId: string): Promise<SentTotals> {
  const { rows } = await db.query<{ day: number; month: number }>(
    `select case when day = ${dayIn('now()', zoneOf('t.user_id'))} then day_cents else 0 end as day,
            case when month = ${monthIn('now()', zoneOf('t.user_id'))} then month_cents else 0 end as month
       from topup_sending_totals t where user_id = $1`,
    [userId],
  );
  return { dayCents: rows[0]?.day ?? 0, monthCents: rows[0]?.month ?? 0 };
}

/** The field code the web turns into the message, per period and verification state. */
const LIMIT_CODES = {
  daily: { unverified: 'validation.dailyLimitUnverified', verified: 'validation.dailyLimitVerified' },
  monthly: { unverified: 'validation.monthlyLimitUnverified', verified: 'validation.monthlyLimitVerified' },
} as const;

/**
 * After the order is inserted (so its amount counts): refuses the send (422, the transaction rolls back,
 * and the totals with it) when the person's daily or monthly total would pass their limit, naming which,
 * and that verifying raises it. `known`: the totals as the inserting statement left them, else read here.
 * `sending`: what the refusal names, one top-up or a basket of them (whose whole amount counts as one send).
 */
export async function assertWithinLimits(
  tx: Queryable,
  actor: Actor,
  limits: SendingLimits,
  { known, sending = 'top-up' }: { known?: SentTotals; sending?: 'top-up' | 'basket' } = {},
): Promise<void> {
  const verified = isVerified(actor.user);
  const own = verified ? limits.verified : limits.unverified;
  const sent = known ?? (await sentThisDayAndMonth(tx, actor.user.id));
  const over =
    sent.dayCents > own.dailyCents
      ? { period: 'daily' as const, limit: own.dailyCents, higher: limits.verified.dailyCents }
      : sent.monthCents > own.monthlyCents
        ? { period: 'monthly' as const, limit: own.monthlyCents, higher: limits.verified.monthlyCents }
        : null;
  if (!over) return;
  const code = LIMIT_CODES[over.period][verified ? 'verified' : 'unverified'];
  const raise = verified ? '' : ` Verify your email and phone number to raise it to ${formatMoney(over.higher, 'en-US')}.`;
  throw new AppError(
    'TOPUP_REJECTED',
    `This ${sending} would take you over your ${over.period} sending limit of ${formatMoney(over.limit, 'en-US')}.${raise}`,
    { amountCents: code },
  );
}
