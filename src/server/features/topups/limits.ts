import type { SendingLimits } from '../../../shared/api/admin-settings.js';
import { formatMoney } from '../../../shared/money.js';
import { AppError } from '../../errors.js';
import type { Queryable } from '../../ledger/index.js';
import type { Actor } from '../identity/authenticate.js';

/** Verified, as the product defines it (verificationStatus 'verified'): email and phone number both verified. */
export const isVerified = (user: Pick<Actor['user'], 'emailVerified' | 'phoneNumberVerified'>) =>
  user.emailVerified && user.phoneNumberVerified;

/**
 * What a person has sent in the current UTC day and UTC calendar month: the amounts (what reaches the
 * phone, fees aside) of their top-ups that did not fail and were not cancelled. Days and months are UTC
 * for everyone, so a limit is the same wherever one travels. `$user` is the person's parameter; the send
 * reads it in the statement that inserts its order (store.insertOrderFromQuote).
 */
export const sentTotalsSql = (user: string) =>
  `select coalesce(sum(q.amount_cents) filter (where o.created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'), 0) as day,
          coalesce(sum(q.amount_cents), 0) as month
     from topup_orders o join topup_quotes q on q.id = o.quote_id
    where o.user_id = ${user} and o.state not in ('failed', 'cancelled')
      and o.created_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'`;

export interface SentTotals {
  dayCents: number;
  monthCents: number;
}

export async function sentThisDayAndMonth(db: Queryable, userId: string): Promise<SentTotals> {
  const { rows } = await db.query<{ day: string; month: string }>(sentTotalsSql('$1'), [userId]);
  return { dayCents: Number(rows[0]!.day), monthCents: Number(rows[0]!.month) };
}

/**
 * In the send's transaction, before its order is inserted: one person's sends queue here (a lock per
 * person, held to the commit), so two sends at once cannot both fit under a limit only one of them fits.
 */
export async function lockSender(tx: Queryable, userId: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtext('topup-send:' || $1))`, [userId]);
}

/** The field code the web turns into the message, per period and verification state. */
const LIMIT_CODES = {
  daily: { unverified: 'validation.dailyLimitUnverified', verified: 'validation.dailyLimitVerified' },
  monthly: { unverified: 'validation.monthlyLimitUnverified', verified: 'validation.monthlyLimitVerified' },
} as const;

/**
 * After the order is inserted (so its amount counts): refuses the send (422, the transaction rolls back)
 * when the person's daily or monthly total would pass their limit, naming which, and that verifying raises it.
 * `known`: the totals as the inserting statement read them (with the new order), else read here.
 */
export async function assertWithinLimits(tx: Queryable, actor: Actor, limits: SendingLimits, known?: SentTotals): Promise<void> {
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
    `This top-up would take you over your ${over.period} sending limit of ${formatMoney(over.limit, 'en-US')}.${raise}`,
    { amountCents: code },
  );
}
