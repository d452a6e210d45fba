import {
  AccountNotFoundError,
  InsufficientFundsError,
  LedgerConflictError,
  PendingAlreadyResolvedError,
  PendingNotFoundError,
} from './errors.js';
import { TRANSFER_COLUMNS, transferFromRow, type TransferRow } from './rows.js';
import { isResolution, type Movement, type Request, type Resolution } from './steps.js';
import { LedgerRaceError } from './transaction.js';
import type { Queryable, Transfer, TransferKind, TransferResult } from './types.js';

/**
 * The exact path: one step, in an open transaction, in small statements that say precisely why a step is
 * a replay, a conflict or a refusal. at-once.ts makes new steps in one statement and leaves the rest here.
 */
export async function applyExactly(client: Queryable, request: Request): Promise<TransferResult> {
  const movement: Movement = isResolution(request) ? await resolving(client, request) : { ...request, pendingId: null };
  const limits = await lockLimited(client, movement.debitAccountId, movement.creditAccountId);
  // After the lock: whoever held it has committed, so this read sees their transfer if it has this id.
  const replay = await findReplay(client, movement);
  if (replay) return replay;

  const available = limits.get(movement.debitAccountId);
  if (available !== null && available !== undefined && movement.kind !== 'post_pending' && movement.kind !== 'void_pending') {
    if (movement.amountCents > available) throw new InsufficientFundsError(movement.debitAccountId, movement.amountCents, available);
  }
  const limited = [...limits.values()].filter((value) => value !== null).length;
  return { transfer: await insertMovement(client, movement, limited), created: true };
}

/** A resolution takes its accounts, amount and owner from the pending transfer (and its code, unless given). */
async function resolving(client: Queryable, request: Resolution): Promise<Movement> {
  const { rows } = await client.query<TransferRow>(`select ${TRANSFER_COLUMNS} from ledger_transfers where id = $1`, [request.pendingId]);
  const pendingRow = rows[0];
  if (!pendingRow || pendingRow.kind !== 'pending') throw new PendingNotFoundError(request.pendingId);
  const pending = transferFromRow(pendingRow);
  return {
    id: request.id,
    kind: request.kind,
    debitAccountId: pending.debitAccountId,
    creditAccountId: pending.creditAccountId,
    amountCents: pending.amountCents,
    pendingId: request.pendingId,
    code: request.code ?? pending.code,
    userId: pending.userId,
    metadata: request.metadata,
  };
}

/**
 * Locks the accounts of a transfer that have a balance limit (wallets), in id order so that two
 * transactions queue instead of deadlocking, and returns every account's available balance by id: null
 * for an account without a limit (a system account), which is never locked (ADR 0019).
 */
async function lockLimited(client: Queryable, debitAccountId: string, creditAccountId: string): Promise<Map<string, number | null>> {
  const ids = [debitAccountId, creditAccountId];
  const { rows } = await client.query<{ id: string; available: number | null }>(
    `with locked as materialized (
       select id, credits_posted - debits_posted - debits_pending as available
         from ledger_accounts where id = any($1::text[]) and debits_must_not_exceed_credits
        order by id for no key update
     )
     select a.id, l.available from ledger_accounts a left join locked l on l.id = a.id where a.id = any($1::text[])`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row.available]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) throw new AccountNotFoundError(missing);
  return byId;
}

/**
 * The first result when this id was already recorded with the same parameters, a LedgerConflictError when
 * with others, PendingAlreadyResolvedError when another transfer resolved the same pending one, and null
 * when the movement is new.
 */
async function findReplay(client: Queryable, movement: Movement): Promise<TransferResult | null> {
  const { rows } = await client.query<TransferRow>(
    `select ${TRANSFER_COLUMNS} from ledger_transfers
      where id = $1 or ($2::text is not null and pending_id = $2::text)`,
    [movement.id, movement.pendingId],
  );
  const same = rows.find((row) => row.id === movement.id);
  if (same) {
    const existing = transferFromRow(same);
    const differences = differencesBetween(existing, movement);
    if (differences.length > 0) throw new LedgerConflictError(movement.id, differences);
    return { transfer: existing, created: false };
  }
  const resolution = rows[0];
  if (resolution && movement.pendingId !== null) {
    const resolvedBy = { id: resolution.id, kind: resolution.kind as 'post_pending' | 'void_pending' };
    throw new PendingAlreadyResolvedError(movement.pendingId, resolvedBy);
  }
  return null;
}

/** Metadata is description, not a parameter: it never makes a replay a conflict. */
function differencesBetween(existing: Transfer, movement: Movement): string[] {
  const keys = ['kind', 'debitAccountId', 'creditAccountId', 'amountCents', 'pendingId', 'code', 'userId'] as const;
  return keys.filter((key) => existing[key] !== movement[key]);
}

/** How much each kind moves into the posted and pending columns, on both sides alike. */
const DELTAS: Record<TransferKind, { posted: 1 | 0; pending: 1 | 0 | -1 }> = {
  posted: { posted: 1, pending: 0 },
  pending: { posted: 0, pending: 1 },
  post_pending: { posted: 1, pending: -1 },
  void_pending: { posted: 0, pending: -1 },
};

/** Appends the transfer and moves the counters of its accounts that have a limit, in one statement. */
async function insertMovement(client: Queryable, movement: Movement, limitedAccounts: number): Promise<Transfer> {
  const delta = DELTAS[movement.kind];
  try {
    const { rows } = await client.query<TransferRow & { moved: number }>(
      `with t as (
         insert into ledger_transfers
           (id, kind, debit_account_id, credit_account_id, amount_cents, pending_id, code, user_id, metadata)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)
         returning ${TRANSFER_COLUMNS}
       ), moved as (
         update ledger_accounts set
           debits_posted = debits_posted + case when id = $3 then $10::bigint else 0 end,
           debits_pending = debits_pending + case when id = $3 then $11::bigint else 0 end,
           credits_posted = credits_posted + case when id = $4 then $10::bigint else 0 end,
           credits_pending = credits_pending + case when id = $4 then $11::bigint else 0 end
         where id in ($3, $4) and debits_must_not_exceed_credits
         returning id
       )
       select t.*, (select count(*) from moved) as moved from t`,
      [
        movement.id,
        movement.kind,
        movement.debitAccountId,
        movement.creditAccountId,
        movement.amountCents,
        movement.pendingId,
        movement.code,
        movement.userId,
        JSON.stringify(movement.metadata),
        delta.posted * movement.amountCents,
        delta.pending * movement.amountCents,
      ],
    );
    const row = rows[0];
    if (!row || row.moved !== limitedAccounts) throw new Error(`Ledger transfer ${movement.id} did not move its wallets`);
    return transferFromRow(row);
  } catch (error) {
    throw translateDatabaseError(error, movement.id, movement);
  }
}

/** The database's last line of defence, said in the ledger's words. */
export function translateDatabaseError(error: unknown, transferId: string, movement?: Movement): unknown {
  const { code, constraint } = error as { code?: string; constraint?: string };
  if (movement && code === '23514' && constraint === 'ledger_accounts_debits_must_not_exceed_credits_check') {
    return new InsufficientFundsError(movement.debitAccountId, movement.amountCents, null);
  }
  // Another transaction recorded the same id (or resolved the same pending transfer) between our check
  // and our insert: run the whole transaction again to see it.
  if (code === '23505' && (constraint === 'ledger_transfers_pkey' || constraint === 'ledger_transfers_pending_id_unique')) {
    return new LedgerRaceError(transferId, error);
  }
  return error;
}
