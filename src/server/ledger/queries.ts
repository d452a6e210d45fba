import { walletAccountId } from './accounts.js';
import { AccountNotFoundError, InvalidQueryError } from './errors.js';
import { TRANSFER_COLUMNS, transferFromRow, type TransferRow } from './rows.js';
import { COUNTERS_FROM_TRANSFERS } from './sums.js';
import type { Balance, Queryable, Spending, Transfer, WalletActivityItem, WalletActivityPage } from './types.js';

/**
 * A wallet's balance is its counters, kept under its row lock. A system account caches nothing (it is never
 * locked or updated, ADR 0019): its balance is summed from its transfers, through the account indexes.
 */
export async function balanceOf(db: Queryable, accountId: string): Promise<Balance> {
  const { rows } = await db.query<{ dpo: number; dpe: number; cpo: number; cpe: number }>(
    `with account as materialized (select * from ledger_accounts where id = $1),
     summed as (
       select ${COUNTERS_FROM_TRANSFERS}
         from (select kind, amount_cents, true as debit from ledger_transfers where debit_account_id = $1
               union all
               select kind, amount_cents, false from ledger_transfers where credit_account_id = $1) sides
        where exists (select 1 from account where not debits_must_not_exceed_credits)
     )
     select case when a.debits_must_not_exceed_credits then a.debits_posted else s.dpo end::bigint as dpo,
            case when a.debits_must_not_exceed_credits then a.debits_pending else s.dpe end::bigint as dpe,
            case when a.debits_must_not_exceed_credits then a.credits_posted else s.cpo end::bigint as cpo,
            case when a.debits_must_not_exceed_credits then a.credits_pending else s.cpe end::bigint as cpe
       from account a cross join summed s`,
    [accountId],
  );
  const row = rows[0];
  if (!row) throw new AccountNotFoundError([accountId]);
  const postedCents = row.cpo - row.dpo;
  const pendingDebitsCents = row.dpe;
  return {
    postedCents,
    pendingDebitsCents,
    pendingCreditsCents: row.cpe,
    availableCents: postedCents - pendingDebitsCents,
  };
}

/** Posted and pending (not voided) withdrawals from the wallet with `code`, since a moment and ever. */
export async function spendingOf(db: Queryable, userId: string, code: string, since: Date): Promise<Spending> {
  const { rows } = await db.query<{ since_cents: number; since_count: number; total_cents: number; total_count: number }>(
    `select coalesce(sum(t.amount_cents) filter (where t.created_at >= $3), 0)::bigint as since_cents,
            count(*) filter (where t.created_at >= $3) as since_count,
            coalesce(sum(t.amount_cents), 0)::bigint as total_cents,
            count(*) as total_count
       from ledger_transfers t
      where t.debit_account_id = $1 and t.code = $2 and t.kind in ('posted', 'pending')
        and not exists (select 1 from ledger_transfers r where r.pending_id = t.id and r.kind = 'void_pending')`,
    [walletAccountId(userId), code, since],
  );
  const row = rows[0]!;
  return {
    sinceCents: row.since_cents,
    sinceCount: row.since_count,
    totalCents: row.total_cents,
    totalCount: row.total_count,
  };
}

const MAX_ACTIVITY_PAGE = 200;

interface ActivityRow {
  id: string;
  amount_cents: number;
  code: string;
  metadata: Record<string, unknown> | null;
  created_at: Date;
  created_us: string;
  is_deposit: boolean;
  status: WalletActivityItem['status'];
  resolved_at: Date | null;
}

/**
 * The posted and pending transfers touching a person's wallet, newest first. A pending transfer carries
 * the outcome of its resolution (post_pending/void_pending rows are not listed themselves). The cursor
 * is (created_at in microseconds, id): exact, unlike a JavaScript Date, which keeps milliseconds only.
 */
export async function walletActivityOf(
  db: Queryable,
  userId: string,
  page: { limit: number; before?: string | null },
): Promise<WalletActivityPage> {
  if (!Number.isSafeInteger(page.limit) || page.limit < 1 || page.limit > MAX_ACTIVITY_PAGE) {
    throw new InvalidQueryError(`Activity page size must be 1 to ${MAX_ACTIVITY_PAGE}, got ${page.limit}`);
  }
  const cursor = page.before ? decodeCursor(page.before) : null;
  const side = (column: string) => `
    (select id, kind, amount_cents, code, metadata, created_at, credit_account_id = $1 as is_deposit
       from ledger_transfers
      where ${column} = $1 and kind in ('posted', 'pending')
        and ($2::bigint is null
             or (created_at, id) < (timestamptz 'epoch' + $2::bigint * interval '1 microsecond', $3::text))
      order by created_at desc, id desc
      limit $4)`;
  const { rows } = await db.query<ActivityRow>(
    `select t.id, t.amount_cents, t.code, t.metadata, t.created_at, t.is_deposit,
            (extract(epoch from t.created_at) * 1000000)::bigint::text as created_us,
            case when t.kind = 'posted' or r.kind = 'post_pending' then 'posted'
                 when r.kind = 'void_pending' then 'voided'
                 else 'pending' end as status,
            r.created_at as resolved_at
       from (${side('debit_account_id')} union all ${side('credit_account_id')}) t
       left join ledger_transfers r on r.pending_id = t.id
      order by t.created_at desc, t.id desc
      limit $4`,
    [walletAccountId(userId), cursor?.micros ?? null, cursor?.id ?? null, page.limit + 1],
  );
  const items = rows.slice(0, page.limit).map((row): WalletActivityItem => ({
    transferId: row.id,
    direction: row.is_deposit ? 'deposit' : 'withdrawal',
    code: row.code,
    amountCents: row.amount_cents,
    status: row.status,
    createdAt: row.created_at,
    resolvedAt: row.resolved_at,
    metadata: row.metadata ?? {},
  }));
  const last = rows.length > page.limit ? rows[page.limit - 1] : undefined;
  return { items, nextCursor: last ? encodeCursor(last.created_us, last.id) : null };
}

function encodeCursor(micros: string, id: string): string {
  return Buffer.from(JSON.stringify([micros, id])).toString('base64url');
}

/**
 * Only what encodeCursor can have made gets through: a forged or damaged cursor is an InvalidQueryError,
 * never a database error (a NUL in the id, or microseconds beyond what bigint or timestamptz hold).
 */
function decodeCursor(cursor: string): { micros: string; id: string } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [micros, id] = value as unknown[];
      if (isCursorMicros(micros) && typeof id === 'string' && id !== '' && !id.includes('\u0000')) return { micros, id };
    }
  } catch {
    // fall through: said below
  }
  throw new InvalidQueryError('Activity cursor is not valid');
}

/** Microseconds since 1970 as a decimal string, within ±2^53 (about 285 years either side of 1970). */
function isCursorMicros(value: unknown): value is string {
  return typeof value === 'string' && /^-?\d{1,16}$/.test(value) && Number.isSafeInteger(Number(value));
}

/**
 * The transfers of one business event, oldest first, by the prefix of their ids (`topup:<id>:`): the ids
 * are derived from the event, so this is everything the event moved (the admin panel's timeline).
 */
export async function transfersByIdPrefix(db: Queryable, prefix: string, limit = 100): Promise<Transfer[]> {
  if (prefix.length < 3) throw new InvalidQueryError('A transfer id prefix names one business event: at least 3 characters');
  const { rows } = await db.query<TransferRow>(
    `select ${TRANSFER_COLUMNS} from ledger_transfers where id like $1 || '%' order by created_at, id limit $2`,
    [prefix.replace(/[\\%_]/g, (c) => `\\${c}`), limit],
  );
  return rows.map(transferFromRow);
}
