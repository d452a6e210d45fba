import { translateDatabaseError } from './operations.js';
import { TRANSFER_COLUMNS, transferFromRow, type TransferRow } from './rows.js';
import { isResolution, type NewTransfer, type Request } from './steps.js';
import { STATEMENT_NOT_KEPT } from './transaction.js';
import type { Queryable, TransferResult } from './types.js';

/** Whether the ledger prepares its statement by name (see index.ts); turned off for good if the server does not keep it. */
export interface Prepared {
  on: boolean;
}

/**
 * Every step's effect on the counters of its two accounts (dpo, dpe, cpo, cpe: debits and credits, posted
 * and pending), the same on both sides: posted and post_pending add to posted; pending adds to pending;
 * post_pending and void_pending take it out of pending again.
 */
const SIDES = `
  select ord, debit as account_id,
         case when kind in ('posted', 'post_pending') then amount else 0 end as dpo,
         case kind when 'pending' then amount when 'posted' then 0 else -amount end as dpe,
         0::bigint as cpo, 0::bigint as cpe
    from mv
  union all
  select ord, credit, 0, 0,
         case when kind in ('posted', 'post_pending') then amount else 0 end,
         case kind when 'pending' then amount when 'posted' then 0 else -amount end
    from mv`;

/**
 * One statement for new steps (the usual case): reads the pending transfers that resolutions name, locks
 * the accounts with a balance limit (wallets; in id order, so statements queue instead of deadlocking),
 * and only if no step's id (or pending transfer's resolution) exists yet, every account exists and no
 * wallet's available balance would go below zero at any step, appends the transfers (in order, so their
 * clock_timestamp() order is the steps') and moves those wallets' counters. System accounts are neither
 * locked nor updated (ADR 0019). All or nothing: `ready` is computed once for both writes.
 */
const AT_ONCE = `
with input as materialized (
  select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bigint[], $7::text[], $8::text[], $9::jsonb[])
    with ordinality as i(id, kind, pending_id, debit, credit, amount, code, user_id, metadata, ord)
), mv as materialized (
  select i.ord, i.id, i.kind, i.pending_id, i.metadata,
         case when i.pending_id is null then i.debit else p.debit_account_id end as debit,
         case when i.pending_id is null then i.credit else p.credit_account_id end as credit,
         case when i.pending_id is null then i.amount else p.amount_cents end as amount,
         coalesce(i.code, p.code) as code,
         case when i.pending_id is null then i.user_id else p.user_id end as user_id
    from input i
    -- LIMIT keeps this a lookup by primary key per step, whatever the planner guesses of the table.
    left join lateral (select * from ledger_transfers p where p.id = i.pending_id and p.kind = 'pending' limit 1) p on true
), sides as materialized (${SIDES}
), locked as materialized (
  select id, credits_posted - debits_posted - debits_pending as available
    from ledger_accounts
   where id = any(array(select account_id from sides)) and debits_must_not_exceed_credits
   order by id for no key update
), ready as materialized (
  -- Lookups by key per step, like mv's: \`= any(array)\` let a plan cached while the table was small scan it whole.
  select not exists (select 1 from input i cross join lateral (select 1 from ledger_transfers t where t.id = i.id limit 1) found)
     and not exists (
       select 1 from input i cross join lateral (select 1 from ledger_transfers t where t.pending_id = i.pending_id limit 1) found)
     and not exists (select 1 from mv where debit is null or credit is null or amount is null)
     and (select count(*) from ledger_accounts where id = any(array(select account_id from sides)))
         = (select count(distinct account_id) from sides)
     and not exists (
       select 1 from locked l
         join (select account_id, sum(cpo - dpo - dpe) over (partition by account_id order by ord) as change from sides) s
           on s.account_id = l.id
        where l.available + s.change < 0) as ok
), moved as (
  update ledger_accounts a
     set debits_posted = a.debits_posted + d.dpo, debits_pending = a.debits_pending + d.dpe,
         credits_posted = a.credits_posted + d.cpo, credits_pending = a.credits_pending + d.cpe
    from (select account_id, sum(dpo) as dpo, sum(dpe) as dpe, sum(cpo) as cpo, sum(cpe) as cpe
            from sides group by account_id) d
   where a.id = d.account_id and a.id = any(array(select id from locked)) and (select ok from ready)
), created as (
  insert into ledger_transfers (id, kind, debit_account_id, credit_account_id, amount_cents, pending_id, code, user_id, metadata)
  select id, kind, debit, credit, amount, pending_id, code, user_id, metadata from mv
   where (select ok from ready)
   order by ord
  returning ${TRANSFER_COLUMNS}
)
select ${TRANSFER_COLUMNS} from created`;

/**
 * Makes steps none of which exists yet in ONE statement (see AT_ONCE), in the caller's transaction or as
 * its own; `prepared` keeps that statement prepared on the connection (PostgreSQL only: see index.ts).
 * Returns null when it wrote nothing: a replay, a conflict, a refusal, a missing account or pending
 * transfer, or a batch that resolves a transfer it makes itself. The exact path (operations.ts) then does
 * the steps one by one and says why.
 */
export async function applyAtOnce(client: Queryable, requests: Request[], prepared: Prepared): Promise<TransferResult[] | null> {
  if (requests.length === 0) return [];
  const ids = new Set(requests.map((request) => request.id));
  const pendingIds = new Set(requests.flatMap((request) => (isResolution(request) ? [request.pendingId] : [])));
  // Two steps with one id, or resolving one pending transfer, would fail inside the statement: one by one says why.
  const resolvesItsOwn = [...pendingIds].some((id) => ids.has(id));
  if (ids.size < requests.length || pendingIds.size < requests.filter(isResolution).length || resolvesItsOwn) return null;

  const column = <T>(value: (request: Request) => T) => requests.map(value);
  const given = <T>(value: (request: NewTransfer) => T) => column((request) => (isResolution(request) ? null : value(request)));
  const values = [
    column((request) => request.id),
    column((request) => request.kind),
    column((request) => (isResolution(request) ? request.pendingId : null)),
    given((request) => request.debitAccountId),
    given((request) => request.creditAccountId),
    given((request) => request.amountCents),
    column((request) => request.code),
    given((request) => request.userId),
    column((request) => JSON.stringify(request.metadata)),
  ];
  try {
    // Prepared once per connection, it is parsed and planned once: half its cost on a busy machine.
    const statement = prepared.on ? { name: 'ledger_at_once', text: AT_ONCE, values } : { text: AT_ONCE, values };
    const { rows } = await client.query<TransferRow>(statement);
    if (rows.length === 0) return null;
    if (rows.length !== requests.length) throw new Error(`Ledger wrote ${rows.length} of ${requests.length} transfers at once`);
    const byId = new Map(rows.map((row) => [row.id, transferFromRow(row)]));
    return requests.map((request) => ({ transfer: byId.get(request.id)!, created: true }));
  } catch (error) {
    // The server already has the name from another connection, or lost it: connections do not each have
    // their own session here (the embedded engine's socket reached by URL, a transaction-mode pooler).
    // Prepare no more; the transaction is run again (transaction.ts).
    if (STATEMENT_NOT_KEPT.has((error as { code?: string }).code ?? '')) prepared.on = false;
    throw translateDatabaseError(error, requests.map((request) => request.id).join(', '));
  }
}
