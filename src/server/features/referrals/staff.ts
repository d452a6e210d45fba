import type { Queryable } from '../../ledger/index.js';

/** A person's referral code, who referred them (if anyone) and how many they referred: the admin panel's user page. */
export async function referralStandingOf(
  db: Queryable,
  userId: string,
): Promise<{ code: string | null; referredBy: { userId: string; email: string } | null; referralsCount: number }> {
  const { rows } = await db.query<{ code: string | null; referrer_id: string | null; referrer_email: string | null; referred: string }>(
    `select u.referral_code as code, r.referrer_id, ru.email as referrer_email,
            (select count(*) from referrals mine where mine.referrer_id = u.id)::text as referred
       from users u
       left join referrals r on r.referred_id = u.id
       left join users ru on ru.id = r.referrer_id
      where u.id = $1`,
    [userId],
  );
  const row = rows[0];
  return {
    code: row?.code ?? null,
    referredBy: row?.referrer_id ? { userId: row.referrer_id, email: row.referrer_email ?? '' } : null,
    referralsCount: Number(row?.referred ?? 0),
  };
}
