import pg from 'pg';
import type { Queryable } from './types.js';

export interface LedgerViolation {
  invariant: 'zero_sum' | 'wallet_negative' | 'counters_match_transfers' | 'pending_resolved_once' | 'resolution_matches';
  message: string;
}

/**
 * Checks DESIGN.md §3's invariants over the whole ledger and returns what is broken (empty = fine).
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

async function check(db: Queryable): Promise<LedgerViolation[]> {
  const violations: LedgerViolation[] = [];

  // 1. Double entry: what is debited somewhere is credited elsewhere, posted and pending alike.
  const sums = await db.query<{ posted: string; pending: string }>(
    `select coalesce(sum(credits_posted - debits_posted), 0)::text as posted,
            coalesce(sum(credits_pending - debits_pending), 0)::text as pending
       from ledger_accounts`,
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

  // 3. The cached counters are the sums over the transfers: posted and post_pending move amounts into
  //    posted; pending adds to pending; post_pending and void_pending take it out of pending again.
  const drift = await db.query<{ id: string; cached: string; recomputed: string }>(
    `with sides as (
       select debit_account_id as id, kind, amount_cents, true as debit from ledger_transfers
       union all
       select credit_account_id, kind, amount_cents, false from ledger_transfers
     ), sums as (
       select id,
              coalesce(sum(amount_cents) filter (where debit and kind in ('posted', 'post_pending')), 0) as dpo,
              coalesce(sum(case when not debit then 0 when kind = 'pending' then amount_cents
                                when kind in ('post_pending', 'void_pending') then -amount_cents else 0 end), 0) as dpe,
              coalesce(sum(amount_cents) filter (where not debit and kind in ('posted', 'post_pending')), 0) as cpo,
              coalesce(sum(case when debit then 0 when kind = 'pending' then amount_cents
                                when kind in ('post_pending', 'void_pending') then -amount_cents else 0 end), 0) as cpe
         from sides group by id
     )
     select a.id,
            concat_ws('/', a.debits_posted, a.debits_pending, a.credits_posted, a.credits_pending) as cached,
            concat_ws('/', coalesce(s.dpo, 0), coalesce(s.dpe, 0), coalesce(s.cpo, 0), coalesce(s.cpe, 0)) as recomputed
       from ledger_accounts a left join sums s on s.id = a.id
      where a.debits_posted <> coalesce(s.dpo, 0) or a.debits_pending <> coalesce(s.dpe, 0)
         or a.credits_posted <> coalesce(s.cpo, 0) or a.credits_pending <> coalesce(s.cpe, 0)
     union all
     select s.id, 'no account', 'transfers exist' from sums s
      where not exists (select 1 from ledger_accounts a where a.id = s.id)`,
  );
  for (const row of drift.rows) {
    violations.push({
      invariant: 'counters_match_transfers',
      message: `account ${row.id}: counters dpo/dpe/cpo/cpe ${row.cached}, transfers say ${row.recomputed}`,
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
