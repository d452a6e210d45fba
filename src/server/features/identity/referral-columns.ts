import type { Queryable } from '../../ledger/index.js';

/**
 * The person's row as the referral programme reads and writes it (ADR 0026): its referral code, and the contact
 * the self-referral rule compares. Identity owns `users` (ADR 0072); the programme's rules stay in
 * features/referrals. Each takes the caller's client, so a read inside its transaction stays there.
 */

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown, constraint: string) =>
  (error as { code?: string; constraint?: string }).code === UNIQUE_VIOLATION &&
  (error as { constraint?: string }).constraint === constraint;

/** Gives the person `code` unless they have one; false when another person holds it (draw again). */
export async function assignReferralCode(db: Queryable, userId: string, code: string): Promise<boolean> {
  try {
    await db.query(`update users set referral_code = $2 where id = $1 and referral_code is null and deleted_at is null`, [userId, code]);
    return true;
  } catch (error) {
    if (isUniqueViolation(error, 'users_referral_code_unique')) return false;
    throw error;
  }
}

/** The person's referral code (null: none yet) and language; null for someone unknown or deleted. */
export async function referralCodeOf(db: Queryable, userId: string): Promise<{ code: string | null; language: string } | null> {
  const { rows } = await db.query<{ referral_code: string | null; language: string }>(
    `select referral_code, language from users where id = $1 and deleted_at is null`,
    [userId],
  );
  return rows[0] ? { code: rows[0].referral_code, language: rows[0].language } : null;
}

/** Who holds a (normalised) code, if anyone still does. */
export async function holderOfReferralCode(db: Queryable, code: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(`select id from users where referral_code = $1 and deleted_at is null`, [code]);
  return rows[0]?.id ?? null;
}

/** The person's email and phone number as the self-referral rule compares them; null for an account deleted since. */
export async function contactOf(
  tx: Queryable,
  userId: string,
): Promise<{ email: string; phoneNumber: string | null; phoneNumberVerified: boolean } | null> {
  const { rows } = await tx.query<{ email: string; phone_number: string | null; phone_number_verified: boolean }>(
    `select email, phone_number, phone_number_verified from users u where id = $1 and deleted_at is null`,
    [userId],
  );
  const row = rows[0];
  return row ? { email: row.email, phoneNumber: row.phone_number, phoneNumberVerified: row.phone_number_verified } : null;
}
