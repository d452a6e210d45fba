import type { Queryable } from '../../ledger/index.js';
import { personColumnSql } from '../identity/index.js';

/** A person's referral code, who referred them (if anyone) and how many they referred: the admin panel's user page. */
export async function referralStandingOf(
  db: Queryable,
  userId: string,
): Promise<{ code: string | null; referredBy: { userId: string; email: string } | null; referralsCount: number }> {
  const { rows } = await db.query<{ code: string | null; referrer_id: string | null; referrer_email: string | null; referred: number }>(
    `select ${personColumnSql('referral_code', '$1')} as code, r.referrer_id, ${personColumnSql('email', 'r.referrer_id')} as referrer_email,
            (select count(*) from referrals mine where mine.referrer_id = $1) as referred
       from (select $1::text as id) person
       left join referrals r on r.referred_id = person.id`,
    [userId],
  );
  const row = rows[0];
  return {
    code: row?.code ?? null,
    referredBy: row?.referrer_id ? { userId: row.referrer_id, email: row.referrer_email ?? '' } : null,
    referralsCount: row?.referred ?? 0,
  };
}
