import { assertAmount } from './cents.js';
import { InvalidTransferError } from './errors.js';
import type { LedgerStep, ResolveInput, Transfer, TransferInput } from './types.js';

/** A new transfer, validated: its accounts and amount are given. */
export interface NewTransfer {
  kind: 'posted' | 'pending';
  id: string;
  debitAccountId: string;
  creditAccountId: string;
  amountCents: number;
  code: string;
  userId: string | null;
  metadata: Record<string, unknown>;
}

/** A resolution, validated: its accounts, amount and owner are those of the pending transfer it resolves. */
export interface Resolution {
  kind: 'post_pending' | 'void_pending';
  id: string;
  pendingId: string;
  /** Null: the pending transfer's code. */
  code: string | null;
  metadata: Record<string, unknown>;
}

export type Request = NewTransfer | Resolution;

/** A transfer as it will be stored (the database adds its time): what decides a replay from a conflict, plus its description. */
export type Movement = Omit<Transfer, 'createdAt'>;

/** Checks a step before any statement: an invalid one is refused without touching the database. */
export function requestOf(step: LedgerStep): Request {
  if ('postPending' in step || 'voidPending' in step) {
    const [kind, input]: [Resolution['kind'], ResolveInput] =
      'postPending' in step ? ['post_pending', step.postPending] : ['void_pending', step.voidPending];
    return {
      kind,
      id: requireText(input.id, 'id'),
      pendingId: requireText(input.pendingId, 'pendingId'),
      code: input.code === undefined ? null : requireText(input.code, 'code'),
      metadata: input.metadata ?? {},
    };
  }
  const [kind, input]: [NewTransfer['kind'], TransferInput] = 'transfer' in step ? ['posted', step.transfer] : ['pending', step.reserve];
  const request: NewTransfer = {
    kind,
    id: requireText(input.id, 'id'),
    debitAccountId: requireText(input.debitAccountId, 'debitAccountId'),
    creditAccountId: requireText(input.creditAccountId, 'creditAccountId'),
    amountCents: assertAmount(input.amountCents),
    code: requireText(input.code, 'code'),
    userId: input.userId ?? null,
    metadata: input.metadata ?? {},
  };
  if (request.debitAccountId === request.creditAccountId) {
    throw new InvalidTransferError(`Transfer ${request.id} debits and credits the same account`);
  }
  return request;
}

export const isResolution = (request: Request): request is Resolution => request.kind === 'post_pending' || request.kind === 'void_pending';

function requireText(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new InvalidTransferError(`Ledger transfer needs a non-empty ${name}`);
  }
  return value;
}
