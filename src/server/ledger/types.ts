import type pg from 'pg';

/**
 * The ledger's own accounts, one each, created by the migrations (ADR 0019). The database CHECK on
 * ledger_accounts.kind lists the same codes: adding one takes a migration that also inserts its row.
 * They have no balance limit, so they are never locked and cache no counters: their balances are summed
 * from their transfers.
 */
export const SYSTEM_ACCOUNTS = [
  'paypal_clearing',
  'topup_clearing',
  'aggregator_float',
  'fee_revenue',
  'promo_expense',
  'referral_expense',
  'chargeback_losses',
  /** Staff wallet adjustments and goodwill refunds (docs/product-rules.md#admin-users), each with a stated reason in the audit log. */
  'staff_adjustments',
  /** What was left in the wallet of a deleted account (ADR 0062): staff see it here and can give it back. */
  'unclaimed_balances',
] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

export type TransferKind = 'posted' | 'pending' | 'post_pending' | 'void_pending';

/** One stored movement of money (a row of ledger_transfers). Amounts are integer cents. */
export interface Transfer {
  id: string;
  kind: TransferKind;
  debitAccountId: string;
  creditAccountId: string;
  amountCents: number;
  /** The pending transfer this one posts or voids; null for posted and pending transfers. */
  pendingId: string | null;
  /** The business type shown to people: add_funds, topup_debit, referral_bonus, refund, correction, fee, ... */
  code: string;
  userId: string | null;
  metadata: Record<string, unknown>;
  createdAt: Date;
}

/** A posted or pending transfer. `id` is the idempotency key, derived from the business event. */
export interface TransferInput {
  id: string;
  debitAccountId: string;
  creditAccountId: string;
  amountCents: number;
  code: string;
  /** Whose wallet it concerns, for listing. */
  userId?: string | null;
  /** Description only: a replay with other metadata is still a replay and keeps the first metadata. */
  metadata?: Record<string, unknown>;
}

/** Posts or voids a pending transfer, for its whole amount, between its two accounts. */
export interface ResolveInput {
  id: string;
  pendingId: string;
  /** Defaults to the pending transfer's code. */
  code?: string;
  metadata?: Record<string, unknown>;
}

/** One operation of `apply`, named as the method it stands for. */
export type LedgerStep =
  | { transfer: TransferInput }
  | { reserve: TransferInput }
  | { postPending: ResolveInput }
  | { voidPending: ResolveInput };

export interface TransferResult {
  transfer: Transfer;
  /** False when `id` was already recorded with the same parameters: nothing changed. */
  created: boolean;
}

/**
 * Seen as a liability (credit-normal), as a wallet is: posted = credits_posted − debits_posted,
 * available = posted − pending debits. System accounts that hold assets show negative figures.
 */
export interface Balance {
  postedCents: number;
  pendingDebitsCents: number;
  pendingCreditsCents: number;
  availableCents: number;
}

export interface WalletActivityItem {
  transferId: string;
  direction: 'deposit' | 'withdrawal';
  code: string;
  amountCents: number;
  /** A pending transfer shows as pending until resolved, then as its outcome. */
  status: 'posted' | 'pending' | 'voided';
  createdAt: Date;
  /** When the pending transfer was posted or voided; null otherwise. */
  resolvedAt: Date | null;
  metadata: Record<string, unknown>;
}

export interface WalletActivityPage {
  items: WalletActivityItem[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

/** What a person's wallet paid out under one code: voided holds never count, pending ones do. */
export interface Spending {
  sinceCents: number;
  sinceCount: number;
  totalCents: number;
  totalCount: number;
}

export interface LedgerOps {
  /** The wallet account of a person, created on first use (idempotent, race-safe). */
  walletOf(userId: string): Promise<string>;
  /** A system account's id (no query: the migrations created it). */
  systemAccount(code: SystemAccount): Promise<string>;
  /** Moves money now. */
  transfer(input: TransferInput): Promise<TransferResult>;
  /** Holds money (a pending transfer) until postPending or voidPending. */
  reserve(input: TransferInput): Promise<TransferResult>;
  postPending(input: ResolveInput): Promise<TransferResult>;
  voidPending(input: ResolveInput): Promise<TransferResult>;
  /**
   * The steps of one business event, in order: the same results, errors and effects as calling them one
   * after another, but sent as ONE statement when none of them exists yet and all of them can be made
   * (otherwise they are made one by one, each with its own replay or refusal).
   */
  apply(steps: LedgerStep[]): Promise<TransferResult[]>;
  balance(accountId: string): Promise<Balance>;
  walletActivity(userId: string, page: { limit: number; before?: string | null }): Promise<WalletActivityPage>;
  /** Withdrawals from the person's wallet with this code: since `since`, and ever. */
  spending(userId: string, code: string, since: Date): Promise<Spending>;
  /** The transfers whose ids start with `prefix` (one business event: `topup:<id>:`), oldest first. */
  transfersByIdPrefix(prefix: string): Promise<Transfer[]>;
}

/** Ledger operations inside one database transaction that the caller shares through `client`. */
export interface LedgerTx extends LedgerOps {
  /** The connection of the transaction: run the caller's own SQL on it, never on the pool. */
  client: pg.PoolClient;
  /**
   * Runs `work` once this transaction has committed, and never if it rolls back. A retried transaction
   * runs only what its committed attempt asked for. For what is not in the database (a metric counted), so
   * that a rollback or a retry never counts twice.
   */
  afterCommit(work: () => void): void;
}

export interface Ledger extends LedgerOps {
  /**
   * Runs `fn` in ONE transaction with ledger operations and the caller's SQL (on `tx.client`). Retried
   * whole on serialization failure or deadlock, so `fn` must have no effects outside the database (those
   * go in `tx.afterCommit`).
   * Inside `fn`, use `tx` and `tx.client` only: a query on the pool waits for a second connection, which
   * on the embedded engine never comes while this transaction is open (calls on the Ledger itself are
   * refused with a LedgerError saying so). Keep `fn` short: no network calls while it holds row locks.
   */
  transaction<T>(fn: (tx: LedgerTx) => Promise<T>): Promise<T>;
}

/** What can run a query: the pool, or the client of a transaction. */
export interface Queryable {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string | pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult<R>>;
}
