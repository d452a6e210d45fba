import type { Transfer, TransferKind } from './types.js';

/** The columns of ledger_transfers as pg returns them (int8 as numbers, db/int8.ts). */
export interface TransferRow {
  id: string;
  kind: TransferKind;
  debit_account_id: string;
  credit_account_id: string;
  amount_cents: number;
  pending_id: string | null;
  code: string;
  user_id: string | null;
  metadata: Record<string, unknown> | null;
  created_at: Date;
}

export const TRANSFER_COLUMNS =
  'id, kind, debit_account_id, credit_account_id, amount_cents, pending_id, code, user_id, metadata, created_at';

export function transferFromRow(row: TransferRow): Transfer {
  return {
    id: row.id,
    kind: row.kind,
    debitAccountId: row.debit_account_id,
    creditAccountId: row.credit_account_id,
    amountCents: row.amount_cents,
    pendingId: row.pending_id,
    code: row.code,
    userId: row.user_id,
    metadata: row.metadata ?? {},
    createdAt: row.created_at,
  };
}
