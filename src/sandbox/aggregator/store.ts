import { randomInt } from 'node:crypto';
import type { CatalogueOperator } from './catalogue/index.js';
import type { Outcome } from './outcomes.js';

/**
 * The sandbox account in memory: its USD balance (cents), the top-ups made with it, the identifiers and
 * numbers already used, and the clocks that settle PROCESSING top-ups. Settings are what the control API
 * changes; `null` as pending delay means "only when resolved by hand".
 */
type TopupStatus = 'PROCESSING' | 'SUCCESSFUL' | 'FAILED' | 'REFUNDED';

export interface TopupRecord {
  transactionId: number;
  status: TopupStatus;
  finalStatus: 'SUCCESSFUL' | 'REFUNDED';
  outcome: Outcome;
  async: boolean;
  operatorTransactionId: string | null;
  customIdentifier: string | null;
  recipientPhone: string;
  senderPhone: string | null;
  operator: CatalogueOperator;
  requestedCents: bigint;
  discountCents: bigint;
  deliveredLocalCents: bigint;
  createdAt: Date;
  balanceBefore: bigint;
  balanceAfter: bigint;
  failure: { code: string; message: string } | null;
  /** PIN products: the voucher this top-up bought, answered once it is SUCCESSFUL. */
  pinDetail: PinDetail | null;
}

interface PinDetail {
  serial: string;
  info1: string;
  info2: string;
  info3: string;
  value: string | null;
  code: string;
  ivr: string;
  validity: string;
}

export type TopupDraft = Pick<
  TopupRecord,
  | 'outcome'
  | 'async'
  | 'customIdentifier'
  | 'recipientPhone'
  | 'senderPhone'
  | 'operator'
  | 'requestedCents'
  | 'discountCents'
  | 'deliveredLocalCents'
>;

export interface Settings {
  pendingDelayMs: number | null;
  hangMs: number;
  recentRechargeWindowMs: number;
}

export class AggregatorStore {
  readonly transactions = new Map<number, TopupRecord>();
  private readonly byIdentifier = new Map<string, number>();
  private readonly lastRecharge = new Map<string, number>();
  private readonly timers = new Map<number, NodeJS.Timeout>();
  private readonly hangs = new Set<() => void>();
  private nextId = 4_600_000 + randomInt(100_000);
  balanceCents: bigint;
  balanceUpdatedAt = new Date();
  /** Top-up calls still to answer with this HTTP status after recording them (fault injection). */
  fault: { status: number; remaining: number } | null = null;

  constructor(
    readonly settings: Settings,
    private readonly initialBalanceCents: bigint,
  ) {
    this.balanceCents = initialBalanceCents;
  }

  findByIdentifier(customIdentifier: string): TopupRecord | undefined {
    const id = this.byIdentifier.get(customIdentifier);
    return id === undefined ? undefined : this.transactions.get(id);
  }

  recentlyRecharged(recipientPhone: string, now = Date.now()): boolean {
    const last = this.lastRecharge.get(recipientPhone);
    return this.settings.recentRechargeWindowMs > 0 && last !== undefined && now - last < this.settings.recentRechargeWindowMs;
  }

  record(draft: TopupDraft): TopupRecord {
    const cost = draft.requestedCents - draft.discountCents;
    const balanceBefore = this.balanceCents;
    this.balanceCents -= cost;
    this.balanceUpdatedAt = new Date();
    const pending = draft.async || draft.outcome === 'processing-success' || draft.outcome === 'processing-refund';
    const record: TopupRecord = {
      ...draft,
      transactionId: this.nextId++,
      status: pending ? 'PROCESSING' : 'SUCCESSFUL',
      finalStatus: draft.outcome === 'processing-refund' ? 'REFUNDED' : 'SUCCESSFUL',
      operatorTransactionId: pending ? null : operatorReference(),
      createdAt: new Date(),
      balanceBefore,
      balanceAfter: this.balanceCents,
      failure: null,
      pinDetail: pinDetailFor(draft.operator),
    };
    this.transactions.set(record.transactionId, record);
    if (record.customIdentifier !== null) this.byIdentifier.set(record.customIdentifier, record.transactionId);
    this.lastRecharge.set(record.recipientPhone, Date.now());
    if (pending) this.schedule(record);
    return record;
  }

  /** Settles a PROCESSING top-up now: SUCCESSFUL, or FAILED and refunded (REFUNDED). */
  resolve(transactionId: number): TopupRecord | undefined {
    const record = this.transactions.get(transactionId);
    if (!record || record.status !== 'PROCESSING') return record;
    clearTimeout(this.timers.get(transactionId));
    this.timers.delete(transactionId);
    if (record.finalStatus === 'SUCCESSFUL') {
      record.status = 'SUCCESSFUL';
      record.operatorTransactionId = operatorReference();
    } else {
      record.failure = {
        code: 'TRANSACTION_FAILED',
        message: 'The operator could not credit the recipient; the amount was refunded to your balance',
      };
      this.balanceCents += record.requestedCents - record.discountCents;
      this.balanceUpdatedAt = new Date();
      record.status = 'REFUNDED';
    }
    return record;
  }

  resolveAll(): number {
    const pending = [...this.transactions.values()].filter((record) => record.status === 'PROCESSING');
    for (const record of pending) this.resolve(record.transactionId);
    return pending.length;
  }

  /** Waits `ms` (the timeout rows), or less when the sandbox stops. */
  hang(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.hangs.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.hangs.add(done);
    });
  }

  takeFault(): number | null {
    if (!this.fault || this.fault.remaining <= 0) return null;
    this.fault.remaining -= 1;
    const { status } = this.fault;
    if (this.fault.remaining === 0) this.fault = null;
    return status;
  }

  reset(): void {
    this.stop();
    this.transactions.clear();
    this.byIdentifier.clear();
    this.lastRecharge.clear();
    this.fault = null;
    this.balanceCents = this.initialBalanceCents;
    this.balanceUpdatedAt = new Date();
  }

  stop(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    for (const release of [...this.hangs]) release();
  }

  private schedule(record: TopupRecord): void {
    const delay = this.settings.pendingDelayMs;
    if (delay === null) return;
    const timer = setTimeout(() => this.resolve(record.transactionId), delay);
    timer.unref();
    this.timers.set(record.transactionId, timer);
  }
}

function pinDetailFor(operator: CatalogueOperator): PinDetail | null {
  const instructions = operator.pinInstructions;
  if (!operator.pin || !instructions) return null;
  const digits = (length: number) => Array.from({ length }, () => randomInt(10)).join('');
  const [info1, info2, info3] = instructions.info;
  return { serial: digits(10), info1, info2, info3, value: null, code: digits(14), ivr: instructions.ivr, validity: instructions.validity };
}

function operatorReference(): string {
  return `${randomInt(1_000_000_000, 9_999_999_999)}:OrderConfirmed`;
}
