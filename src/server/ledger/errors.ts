/**
 * What the ledger refuses, as classes features can test with `instanceof` and map to their AppError
 * codes (the ledger knows nothing of HTTP). Every one means: nothing was written.
 */
export class LedgerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** An amount that is not a positive safe integer number of cents. */
export class InvalidAmountError extends LedgerError {
  constructor(readonly amount: unknown) {
    super(`Amount must be a positive whole number of cents below 2^53, got ${String(amount)}`);
  }
}

/** A transfer that can never be valid: empty id or code, or both sides the same account. */
export class InvalidTransferError extends LedgerError {}

/** The debited wallet cannot cover the amount (checked under the row lock, and by the database CHECK). */
export class InsufficientFundsError extends LedgerError {
  constructor(
    readonly accountId: string,
    readonly amountCents: number,
    readonly availableCents: number | null,
  ) {
    super(
      availableCents === null
        ? `Account ${accountId} cannot cover ${amountCents} cents`
        : `Account ${accountId} has ${availableCents} cents available, cannot cover ${amountCents}`,
    );
  }
}

/** The transfer id was already used for a transfer with other parameters. */
export class LedgerConflictError extends LedgerError {
  constructor(
    readonly transferId: string,
    readonly differences: string[],
  ) {
    super(`Transfer ${transferId} already exists with other parameters (${differences.join(', ')})`);
  }
}

/** The pending transfer was already posted or voided by another transfer. */
export class PendingAlreadyResolvedError extends LedgerError {
  constructor(
    readonly pendingId: string,
    readonly resolvedBy: { id: string; kind: 'post_pending' | 'void_pending' },
  ) {
    super(`Pending transfer ${pendingId} was already resolved by ${resolvedBy.kind} ${resolvedBy.id}`);
  }
}

/** No pending transfer with that id (absent, or not of kind pending). */
export class PendingNotFoundError extends LedgerError {
  constructor(readonly pendingId: string) {
    super(`No pending transfer ${pendingId}`);
  }
}

/** A transfer names an account that does not exist (create it with walletOf/systemAccount first). */
export class AccountNotFoundError extends LedgerError {
  constructor(readonly accountIds: string[]) {
    super(`No ledger account ${accountIds.join(', ')}`);
  }
}

/** A read the ledger cannot answer as asked: a page size out of range, a cursor it did not make. */
export class InvalidQueryError extends LedgerError {}
