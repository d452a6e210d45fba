import pg from 'pg';
import { COUNTERS_FROM_TRANSFERS } from './sums.js';
import type { Queryable } from './types.js';

export interface LedgerViolation {
  invariant: 'zero_sum' | 'wallet_negative' | 'counters_match_transfers' | 'pending_resolved_once' | 'resolution_matches';
  message: string;
}

/**
 * Checks docs/product-rules.md#ledger-invariants over the whole ledger and returns what is broken (empty = fine).
 * Tests run it after every scenario; any feature's test may too. Given the pool, it reads one snapshot
 * (a read-only REPEATABLE READ transaction), so writes in flight cannot look like a violation.
 */
export async function checkLedgerInvariants(db: pg.Pool | Queryable): Promise<LedgerViolation[]> {
  if (!(db instanceof pg.Pool)) return check(db);
  const client = await db.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const violations = await check(client);
    await client.query('commit');
    return violations;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** Every account's counters as cached and as summed from its transfers, and its balance as the ledger reports it. */
const COUNTERS = `
  with sides as (
    select debit_account_id as id, kind, amount_cents, true as debit from ledger_transfers
    union all
    select credit_account_id, kind, amount_cents, false from ledger_transfers
  ), sums as (select id, ${COUNTERS_FROM_TRANSFERS} from sides group by id)
  select coalesce(a.id, s.id) as id, a.id is not null as known, coalesce(a.debits_must_not_exceed_credits, false) as cached,
         concat_ws('/', a.debits_posted, a.debits_pending, a.credits_posted, a.credits_pending) as counters,
         concat_ws('/', coalesce(s.dpo, 0), coalesce(s.dpe, 0), coalesce(s.cpo, 0), coalesce(s.cpe, 0)) as summed,
         case when a.debits_must_not_exceed_credits then a.credits_posted - a.debits_posted else coalesce(s.cpo - s.dpo, 0) end as posted,
         case when a.debits_must_not_exceed_credits then a.credits_pending - a.debits_pending else coalesce(s.cpe - s.dpe, 0) end as pending
    from ledger_accounts a full join sums s on s.id = a.id`;

async function check(db: Queryable): Promise<LedgerViolation[]> {
  const violations: LedgerViolation[] = [];

  // 1. Double entry: what is debited somewhere is credited elsewhere, posted and pending alike, over the
  //    balances as the ledger reports them (a wallet's cached counters, a system account's transfers).
  const sums = await db.query<{ posted: string; pending: string }>(
    `select coalesce(sum(posted), 0)::text as posted, coalesce(sum(pending), 0)::text as pending from (${COUNTERS}) c`,
  );
  const sum = sums.rows[0];
  if (sum && (sum.posted !== '0' || sum.pending !== '0')) {
    violations.push({
      invariant: 'zero_sum',
      message: `accounts sum to ${sum.posted} posted and ${sum.pending} pending, not zero`,
    });
  }

  // 2. No wallet below zero, posted or available.
  const negative = await db.query<{ id: string; posted: string; available: string }>(
    `select id, (credits_posted - debits_posted)::text as posted,
            (credits_posted - debits_posted - debits_pending)::text as available
       from ledger_accounts
      where kind = 'user_wallet'
        and (credits_posted - debits_posted < 0 or credits_posted - debits_posted - debits_pending < 0
             or not debits_must_not_exceed_credits)`,
  );
  for (const row of negative.rows) {
    violations.push({
      invariant: 'wallet_negative',
      message: `wallet ${row.id} is at ${row.posted} posted, ${row.available} available (or may overdraw)`,
    });
  }

  // 3. An account with a limit caches its counters, and they are the sums over its transfers; an account
  //    without one caches nothing (all zero: its transfers are its balance); no transfer names a missing account.
  const drift = await db.query<{ id: string; known: boolean; cached: boolean; counters: string; summed: string }>(
    `select id, known, cached, counters, summed from (${COUNTERS}) c
      where not known or (cached and counters <> summed) or (not cached and counters <> '0/0/0/0')`,
  );
  for (const row of drift.rows) {
    violations.push({
      invariant: 'counters_match_transfers',
      message: !row.known
        ? `transfers name account ${row.id}, which does not exist`
        : row.cached
          ? `account ${row.id}: counters dpo/dpe/cpo/cpe ${row.counters}, transfers say ${row.summed}`
          : `account ${row.id} has no limit, so it must cache nothing, but its counters are ${row.counters}`,
    });
  }

  // 4. A pending transfer resolves at most once...
  const twice = await db.query<{ pending_id: string; n: number }>(
    `select pending_id, count(*)::int as n from ledger_transfers
      where pending_id is not null group by pending_id having count(*) > 1`,
  );
  for (const row of twice.rows) {
    violations.push({ invariant: 'pending_resolved_once', message: `pending ${row.pending_id} resolved ${row.n} times` });
  }

  // 5. ...and each resolution matches what it resolves: a pending transfer, same accounts, same amount.
  const mismatched = await db.query<{ id: string }>(
    `select r.id from ledger_transfers r left join ledger_transfers p on p.id = r.pending_id
      where r.kind in ('post_pending', 'void_pending')
        and (p.id is null or p.kind <> 'pending' or p.debit_account_id <> r.debit_account_id
             or p.credit_account_id <> r.credit_account_id or p.amount_cents <> r.amount_cents)`,
  );
  for (const row of mismatched.rows) {
    violations.push({ invariant: 'resolution_matches', message: `${row.id} does not match the pending transfer it resolves` });
  }
  return violations;
}
