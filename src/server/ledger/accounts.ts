import { InvalidTransferError } from './errors.js';
import { SYSTEM_ACCOUNTS, type Queryable, type SystemAccount } from './types.js';

// Account ids are derived, so "create on first use" is one idempotent insert that no race can duplicate.
export const walletAccountId = (userId: string): string => `wallet:${userId}`;

/**
 * The id of a system account. No query: the migrations create every system account once (ADR 0019), so a
 * money transaction never upserts one. An unknown code is refused here, before anything is written.
 */
export function systemAccountId(code: SystemAccount): string {
  if (!SYSTEM_ACCOUNTS.includes(code)) throw new InvalidTransferError(`Unknown system account ${String(code)}`);
  return `system:${code}`;
}

export async function ensureWallet(db: Queryable, userId: string): Promise<string> {
  if (typeof userId !== 'string' || userId === '') throw new InvalidTransferError('A wallet needs a user id');
  const id = walletAccountId(userId);
  await db.query(
    `insert into ledger_accounts (id, kind, user_id, debits_must_not_exceed_credits)
     values ($1, 'user_wallet', $2, true) on conflict do nothing`,
    [id, userId],
  );
  return id;
}

/**
 * Locks a person's wallet until the caller's transaction ends, as a transfer on it would (the same lock
 * mode): whatever moves its money waits, so what the caller reads next cannot change under it.
 */
export async function lockWallet(db: Queryable, userId: string): Promise<string> {
  const id = await ensureWallet(db, userId);
  await db.query(`select id from ledger_accounts where id = $1 for no key update`, [id]);
  return id;
}
