/** The referrals table and the few user columns the programme reads (SQL only; the rules are in service.ts). */
import type { Queryable } from '../../ledger/index.js';
import type { ReferralRefusalReason, ReferralStatus } from '../../../shared/api/referrals.js';
import type { Person } from './self-referral.js';

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown, constraint: string) =>
  (error as { code?: string; constraint?: string }).code === UNIQUE_VIOLATION &&
  (error as { constraint?: string }).constraint === constraint;

/** Gives the person `code` unless they have one; false when another person holds it (draw again). */
export async function assignCode(db: Queryable, userId: string, code: string): Promise<boolean> {
  try {
    await db.query(`update users set referral_code = $2 where id = $1 and referral_code is null and deleted_at is null`, [userId, code]);
    return true;
  } catch (error) {
    if (isUniqueViolation(error, 'users_referral_code_unique')) return false;
    throw error;
  }
}

export async function codeOf(db: Queryable, userId: string): Promise<{ code: string | null; language: string } | null> {
  const { rows } = await db.query<{ referral_code: string | null; language: string }>(
    `select referral_code, language from users where id = $1 and deleted_at is null`,
    [userId],
  );
  return rows[0] ? { code: rows[0].referral_code, language: rows[0].language } : null;
}

/** Who holds a (normalised) code, if anyone still does. */
export async function ownerOfCode(db: Queryable, code: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(`select id from users where referral_code = $1 and deleted_at is null`, [code]);
  return rows[0]?.id ?? null;
}

/** Records who referred `referredId`; a second record for the same person changes nothing. */
export async function insertReferral(
  db: Queryable,
  row: { id: string; referrerId: string; referredId: string; code: string; bonusCents: number; refusal: ReferralRefusalReason | null },
): Promise<void> {
  await db.query(
    `insert into referrals (id, referrer_id, referred_id, code, bonus_cents, state, refusal_reason)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (referred_id) do nothing`,
    [row.id, row.referrerId, row.referredId, row.code, row.bonusCents, row.refusal ? 'refused' : 'pending', row.refusal],
  );
}

export interface PendingReferral {
  id: string;
  referrerId: string;
  bonusCents: number;
}

/** The friend's referral while it waits for its top-up, locked until the settling transaction ends. */
export async function lockPendingReferralOf(tx: Queryable, referredId: string): Promise<PendingReferral | null> {
  const { rows } = await tx.query<{ id: string; referrer_id: string; bonus_cents: string }>(
    `select id, referrer_id, bonus_cents from referrals where referred_id = $1 and state = 'pending' for update`,
    [referredId],
  );
  const row = rows[0];
  return row ? { id: row.id, referrerId: row.referrer_id, bonusCents: Number(row.bonus_cents) } : null;
}

/** The two people of a referral as the self-referral rule compares them; null for an account deleted since. */
export async function personOf(tx: Queryable, userId: string): Promise<Person | null> {
  const { rows } = await tx.query<{ email: string; phone_number: string | null; phone_number_verified: boolean; payers: string[] }>(
    `select email, phone_number, phone_number_verified,
            array(select distinct f.paypal_payer_id from funding_orders f where f.user_id = u.id and f.paypal_payer_id is not null) as payers
       from users u where id = $1 and deleted_at is null`,
    [userId],
  );
  const row = rows[0];
  return row
    ? { email: row.email, phoneNumber: row.phone_number, phoneNumberVerified: row.phone_number_verified, paypalPayerIds: row.payers }
    : null;
}

/**
 * Serialises the payouts of one referrer until the transaction ends, so two friends' deliveries at once
 * cannot both take the month's last place under the cap.
 */
export async function lockReferrer(tx: Queryable, referrerId: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtextextended('referrals:' || $1, 0))`, [referrerId]);
}

export async function paidSince(tx: Queryable, referrerId: string, since: Date): Promise<number> {
  const { rows } = await tx.query<{ n: string }>(
    `select count(*) as n from referrals where referrer_id = $1 and state = 'paid' and paid_at >= $2`,
    [referrerId, since],
  );
  return Number(rows[0]!.n);
}

export async function markPaid(tx: Queryable, id: string, orderId: string): Promise<void> {
  await tx.query(`update referrals set state = 'paid', qualifying_order_id = $2, paid_at = now(), updated_at = now() where id = $1`, [
    id,
    orderId,
  ]);
}

export async function markRefused(tx: Queryable, id: string, reason: ReferralRefusalReason): Promise<void> {
  await tx.query(`update referrals set state = 'refused', refusal_reason = $2, bonus_cents = 0, updated_at = now() where id = $1`, [
    id,
    reason,
  ]);
}

export interface ReferralListRow {
  id: string;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
  state: ReferralStatus;
  refusalReason: ReferralRefusalReason | null;
  bonusCents: number;
  paidAt: Date | null;
}

/** The referrer's referrals, newest first, with the friend's names (null once the friend deleted the account). */
export async function referralsOf(db: Queryable, referrerId: string): Promise<ReferralListRow[]> {
  const { rows } = await db.query<{
    id: string;
    first_name: string | null;
    last_name: string | null;
    created_at: Date;
    state: ReferralStatus;
    refusal_reason: ReferralRefusalReason | null;
    bonus_cents: string;
    paid_at: Date | null;
  }>(
    `select r.id, case when u.deleted_at is null then u.first_name end as first_name,
            case when u.deleted_at is null then u.last_name end as last_name,
            r.created_at, r.state, r.refusal_reason, r.bonus_cents, r.paid_at
       from referrals r join users u on u.id = r.referred_id
      where r.referrer_id = $1
      order by r.created_at desc, r.id desc`,
    [referrerId],
  );
  return rows.map((row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    createdAt: row.created_at,
    state: row.state,
    refusalReason: row.refusal_reason,
    bonusCents: Number(row.bonus_cents),
    paidAt: row.paid_at,
  }));
}
