import { AccountNotFoundError, InvalidTransferError } from './errors.js';
import type { LockedAccountRow } from './rows.js';
import { SYSTEM_ACCOUNTS, type Queryable, type SystemAccount } from './types.js';

// Account ids are derived, so "create on first use" is one idempotent insert that no race can duplicate.
export const walletAccountId = (userId: string): string => `wallet:${userId}`;
const systemAccountId = (code: SystemAccount): string => `system:${code}`;

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

export async function ensureSystemAccount(db: Queryable, code: SystemAccount): Promise<string> {
  if (!SYSTEM_ACCOUNTS.includes(code)) throw new InvalidTransferError(`Unknown system account ${String(code)}`);
  const id = systemAccountId(code);
  await db.query(`insert into ledger_accounts (id, kind) values ($1, $2) on conflict do nothing`, [id, code]);
  return id;
}

/**
 * Locks both accounts of a transfer, always in id order (ORDER BY runs below the row locking), so two
 * transactions touching the same accounts queue instead of deadlocking. Returns the rows by id.
 */
export async function lockAccounts(
  client: Queryable,
  debitAccountId: string,
  creditAccountId: string,
): Promise<Map<string, LockedAccountRow>> {
  const { rows } = await client.query<LockedAccountRow>(
    `select id, debits_pending, debits_posted, credits_posted, debits_must_not_exceed_credits
       from ledger_accounts where id = any($1::text[]) order by id for update`,
    [[debitAccountId, creditAccountId]],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = [debitAccountId, creditAccountId].filter((id) => !byId.has(id));
  if (missing.length > 0) throw new AccountNotFoundError(missing);
  return byId;
}
