/** The referrals table (SQL only; the rules are in service.ts); the person's row is identity's, asked through its index.ts. */
import type { Queryable } from '../../ledger/index.js';
import type { ReferralRefusalReason, ReferralStatus } from '../../../shared/api/referrals.js';
import type { Person } from './self-referral.js';
import { assignReferralCode, contactOf, holderOfReferralCode, personColumnSql, referralCodeOf } from '../identity/index.js';
import { paypalPayersOf } from '../wallet/index.js';

/** The referral code and contact on the person's row are identity's (ADR 0072): asked through its front door. */
export const assignCode = assignReferralCode;
export const codeOf = referralCodeOf;
export const ownerOfCode = holderOfReferralCode;

/** Records who referred `referredId`; a second record for the same person changes nothing (false). */
export async function insertReferral(
  db: Queryable,
  row: { id: string; referrerId: string; referredId: string; code: string; bonusCents: number; refusal: ReferralRefusalReason | null },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into referrals (id, referrer_id, referred_id, code, bonus_cents, state, refusal_reason)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (referred_id) do nothing`,
    [row.id, row.referrerId, row.referredId, row.code, row.bonusCents, row.refusal ? 'refused' : 'pending', row.refusal],
  );
  return rowCount === 1;
}

export interface PendingReferral {
  id: string;
  referrerId: string;
  bonusCents: number;
}

/** The friend's referral while it waits for its top-up, locked until the settling transaction ends. */
export async function lockPendingReferralOf(tx: Queryable, referredId: string): Promise<PendingReferral | null> {
  const { rows } = await tx.query<{ id: string; referrer_id: string; bonus_cents: number }>(
    `select id, referrer_id, bonus_cents from referrals where referred_id = $1 and state = 'pending' for update`,
    [referredId],
  );
  const row = rows[0];
  return row ? { id: row.id, referrerId: row.referrer_id, bonusCents: row.bonus_cents } : null;
}

/** The two people of a referral as the self-referral rule compares them; null for an account deleted since. */
export async function personOf(tx: Queryable, userId: string): Promise<Person | null> {
  const contact = await contactOf(tx, userId);
  return contact ? { ...contact, paypalPayerIds: await paypalPayersOf(tx, userId) } : null;
}

/**
 * Serialises the payouts of one referrer until the transaction ends, so two friends' deliveries at once
 * cannot both take the month's last place under the cap.
 */
export async function lockReferrer(tx: Queryable, referrerId: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtextextended('referrals:' || $1, 0))`, [referrerId]);
}

export async function paidSince(tx: Queryable, referrerId: string, since: Date): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `select count(*) as n from referrals where referrer_id = $1 and state = 'paid' and paid_at >= $2`,
    [referrerId, since],
  );
  return rows[0]!.n;
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

/** The person's own referral (the code they signed up with), if any. */
export async function ownReferralOf(
  db: Queryable,
  referredId: string,
): Promise<{ status: ReferralStatus; refusalReason: ReferralRefusalReason | null } | null> {
  const { rows } = await db.query<{ state: ReferralStatus; refusal_reason: ReferralRefusalReason | null }>(
    `select state, refusal_reason from referrals where referred_id = $1`,
    [referredId],
  );
  return rows[0] ? { status: rows[0].state, refusalReason: rows[0].refusal_reason } : null;
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
    bonus_cents: number;
    paid_at: Date | null;
  }>(
    `select r.id, case when ${personColumnSql('deleted_at', 'r.referred_id')} is null then ${personColumnSql('first_name', 'r.referred_id')} end as first_name,
            case when ${personColumnSql('deleted_at', 'r.referred_id')} is null then ${personColumnSql('last_name', 'r.referred_id')} end as last_name,
            r.created_at, r.state, r.refusal_reason, r.bonus_cents, r.paid_at
       from referrals r
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
    bonusCents: row.bonus_cents,
    paidAt: row.paid_at,
  }));
}
