import { lockAccounts } from './accounts.js';
import { assertAmount, centsFromDb } from './cents.js';
import {
  InsufficientFundsError,
  InvalidTransferError,
  LedgerConflictError,
  PendingAlreadyResolvedError,
  PendingNotFoundError,
} from './errors.js';
import { TRANSFER_COLUMNS, transferFromRow, type TransferRow } from './rows.js';
import { LedgerRaceError } from './transaction.js';
import type { Queryable, ResolveInput, Transfer, TransferInput, TransferKind, TransferResult } from './types.js';

/** A transfer as it will be stored: what decides a replay from a conflict, plus its description. */
interface Movement {
  id: string;
  kind: TransferKind;
  debitAccountId: string;
  creditAccountId: string;
  amountCents: number;
  pendingId: string | null;
  code: string;
  userId: string | null;
  metadata: Record<string, unknown>;
}

/** How much each kind moves into the posted and pending columns, on both sides alike. */
const DELTAS: Record<TransferKind, { posted: 1 | 0; pending: 1 | 0 | -1 }> = {
  posted: { posted: 1, pending: 0 },
  pending: { posted: 0, pending: 1 },
  post_pending: { posted: 1, pending: -1 },
  void_pending: { posted: 0, pending: -1 },
};

// All functions below run on the client of an open transaction (see transaction.ts).

/** A posted transfer (kind 'posted') or a reservation (kind 'pending'). */
export async function createTransfer(client: Queryable, kind: 'posted' | 'pending', input: TransferInput): Promise<TransferResult> {
  const movement: Movement = {
    id: requireText(input.id, 'id'),
    kind,
    debitAccountId: requireText(input.debitAccountId, 'debitAccountId'),
    creditAccountId: requireText(input.creditAccountId, 'creditAccountId'),
    amountCents: assertAmount(input.amountCents),
    pendingId: null,
    code: requireText(input.code, 'code'),
    userId: input.userId ?? null,
    metadata: input.metadata ?? {},
  };
  if (movement.debitAccountId === movement.creditAccountId) {
    throw new InvalidTransferError(`Transfer ${movement.id} debits and credits the same account`);
  }
  const accounts = await lockAccounts(client, movement.debitAccountId, movement.creditAccountId);
  const replay = await findReplay(client, movement);
  if (replay) return replay;

  const debit = accounts.get(movement.debitAccountId);
  if (debit?.debits_must_not_exceed_credits) {
    const available = centsFromDb(debit.credits_posted) - centsFromDb(debit.debits_posted) - centsFromDb(debit.debits_pending);
    if (movement.amountCents > available) {
      throw new InsufficientFundsError(debit.id, movement.amountCents, available);
    }
  }
  return { transfer: await insertMovement(client, movement), created: true };
}

/** Posts or voids a pending transfer, for its whole amount. */
export async function resolvePending(
  client: Queryable,
  kind: 'post_pending' | 'void_pending',
  input: ResolveInput,
): Promise<TransferResult> {
  const id = requireText(input.id, 'id');
  const pendingId = requireText(input.pendingId, 'pendingId');
  const { rows } = await client.query<TransferRow>(`select ${TRANSFER_COLUMNS} from ledger_transfers where id = $1`, [pendingId]);
  const pendingRow = rows[0];
  if (!pendingRow || pendingRow.kind !== 'pending') throw new PendingNotFoundError(pendingId);
  const pending = transferFromRow(pendingRow);
  const movement: Movement = {
    id,
    kind,
    debitAccountId: pending.debitAccountId,
    creditAccountId: pending.creditAccountId,
    amountCents: pending.amountCents,
    pendingId,
    code: input.code === undefined ? pending.code : requireText(input.code, 'code'),
    userId: pending.userId,
    metadata: input.metadata ?? {},
  };
  // The lock serialises every resolution of this pending transfer: the checks below see the winner.
  await lockAccounts(client, movement.debitAccountId, movement.creditAccountId);
  const replay = await findReplay(client, movement);
  if (replay) return replay;
  return { transfer: await insertMovement(client, movement), created: true };
}

/**
 * After the locks: the first result when this id was already recorded with the same parameters, a
 * LedgerConflictError when with others, PendingAlreadyResolvedError when another transfer resolved the
 * same pending one, and null when the movement is new.
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

/** Appends the transfer and moves the cached counters of both accounts, in one statement. */
async function insertMovement(client: Queryable, movement: Movement): Promise<Transfer> {
  const delta = DELTAS[movement.kind];
  try {
    const { rows } = await client.query<TransferRow & { moved: string }>(
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
         where id in ($3, $4)
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
    if (!row || row.moved !== '2') throw new Error(`Ledger transfer ${movement.id} did not move both accounts`);
    return transferFromRow(row);
  } catch (error) {
    throw translateDatabaseError(error, movement);
  }
}

/** The database's last line of defence, said in the ledger's words. */
function translateDatabaseError(error: unknown, movement: Movement): unknown {
  const { code, constraint } = error as { code?: string; constraint?: string };
  if (code === '23514' && constraint === 'ledger_accounts_debits_must_not_exceed_credits_check') {
    return new InsufficientFundsError(movement.debitAccountId, movement.amountCents, null);
  }
  // Another transaction recorded the same id (or resolved the same pending transfer) between our check
  // and our insert, on accounts we had not locked: run the whole transaction again to see it.
  if (code === '23505' && (constraint === 'ledger_transfers_pkey' || constraint === 'ledger_transfers_pending_id_unique')) {
    return new LedgerRaceError(movement.id, error);
  }
  return error;
}

function requireText(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new InvalidTransferError(`Ledger transfer needs a non-empty ${name}`);
  }
  return value;
}
