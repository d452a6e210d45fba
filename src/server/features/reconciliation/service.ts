import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { ReconciliationRun } from '../../../shared/api/admin-transactions.js';
import { AppError } from '../../errors.js';
import { PayPalApiError, type CaptureSummary } from '../../integrations/paypal/index.js';
import type { TopupTransaction } from '../../integrations/topup-provider/index.js';
import type { NewAuditEntry } from '../audit/index.js';
import { compareFunding, compareTopups, type TheirCapture } from './compare.js';
import * as store from './store.js';

const DAY_MS = 24 * 60 * 60_000;
/** The aggregator's report is read this much wider than the day, so a top-up made near midnight is still matched. */
const REPORT_MARGIN_MS = 60 * 60_000;
/** PayPal captures looked up at once. */
const PARALLEL_LOOKUPS = 4;

export interface ReconciliationDeps {
  pool: pg.Pool;
  topups: {
    deliveredBetween(start: Date, end: Date): Promise<{ id: string; amountCents: number }[]>;
    statesOf(ids: string[]): Promise<Map<string, string>>;
  };
  fundings: { completedBetween(start: Date, end: Date): Promise<{ id: string; totalCents: number; paypalCaptureId: string }[]> };
  /** Null without an aggregator configured: that half of the run says so. */
  aggregator: { transactionsBetween(start: Date, end: Date): Promise<TopupTransaction[]> } | null;
  paypal: { getCapture(captureId: string): Promise<CaptureSummary> };
  audit(client: Pick<pg.PoolClient, 'query'>, entry: NewAuditEntry): Promise<unknown>;
  /** One database transaction (the ledger's: queued on the embedded engine like every other). */
  transaction<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T>;
  log: FastifyBaseLogger;
}

export type Reconciliation = ReturnType<typeof createReconciliation>;

/** The UTC day `date` (yyyy-mm-dd) as [start, end). */
function dayWindow(date: string): { start: Date; end: Date } {
  const start = new Date(`${date}T00:00:00.000Z`);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Reconciliation (docs/product-rules.md#reconciliation, ADR 0032): one UTC day of our delivered top-ups against the aggregator's
 * transaction report, and of our completed fundings against PayPal's captures, each looked up. Every
 * mismatch is stored once, for an admin to resolve with a note (audited). The daily job checks yesterday;
 * the panel's button any day (today by default).
 */
export function createReconciliation(deps: ReconciliationDeps) {
  const { pool, log } = deps;

  async function aggregatorMismatches(start: Date, end: Date) {
    if (!deps.aggregator) throw new Error('no aggregator is configured (TOPUP_*): top-ups were not compared');
    const [ours, report] = await Promise.all([
      deps.topups.deliveredBetween(start, end),
      deps.aggregator.transactionsBetween(new Date(start.getTime() - REPORT_MARGIN_MS), new Date(end.getTime() + REPORT_MARGIN_MS)),
    ]);
    const theirs = report.map((t) => {
      const at = t.transactionDate ? new Date(t.transactionDate).getTime() : NaN;
      return {
        transactionId: String(t.transactionId),
        customIdentifier: t.customIdentifier,
        status: t.status,
        amountCents: t.requestedAmountCents,
        inWindow: at >= start.getTime() && at < end.getTime(),
      };
    });
    const states = await deps.topups.statesOf(theirs.flatMap((t) => (t.customIdentifier ? [t.customIdentifier] : [])));
    return { checked: ours.length, mismatches: compareTopups(ours, theirs, states) };
  }

  async function paypalMismatches(start: Date, end: Date) {
    const ours = await deps.fundings.completedBetween(start, end);
    const mismatches: store.Mismatch[] = [];
    let next = 0;
    const lane = async () => {
      while (next < ours.length) {
        const funding = ours[next++]!;
        let capture: TheirCapture | null;
        try {
          const found = await deps.paypal.getCapture(funding.paypalCaptureId);
          capture = { status: found.status, amountCents: found.amountCents };
        } catch (error) {
          if (!(error instanceof PayPalApiError && error.status === 404)) throw error;
          capture = null;
        }
        const mismatch = compareFunding({ id: funding.id, totalCents: funding.totalCents, captureId: funding.paypalCaptureId }, capture);
        if (mismatch) mismatches.push(mismatch);
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_LOOKUPS, ours.length) }, lane));
    return { checked: ours.length, mismatches };
  }

  /** One run over `date`; each half is compared even when the other fails, and the failure is kept with the run. */
  async function run(options: { trigger: 'daily' | 'manual'; date: string; startedBy: string | null; ipAddress?: string | null }) {
    const { start, end } = dayWindow(options.date);
    const id = randomUUID();
    await store.startRun(pool, { id, trigger: options.trigger, startedBy: options.startedBy, windowStart: start, windowEnd: end });
    if (options.startedBy)
      await deps.audit(pool, {
        actorUserId: options.startedBy,
        action: 'reconciliation.run',
        targetType: 'reconciliation_run',
        targetId: id,
        after: { date: options.date },
        ipAddress: options.ipAddress ?? null,
      });
    const [topups, fundings] = await Promise.allSettled([aggregatorMismatches(start, end), paypalMismatches(start, end)]);
    const errors = [topups, fundings].flatMap((half) => (half.status === 'rejected' ? [describe(half.reason)] : []));
    const mismatches = [topups, fundings].flatMap((half) => (half.status === 'fulfilled' ? half.value.mismatches : []));
    const added = await store.addMismatches(pool, id, mismatches, randomUUID);
    const finished = await store.finishRun(pool, id, {
      checkedTopups: topups.status === 'fulfilled' ? topups.value.checked : 0,
      checkedFundings: fundings.status === 'fulfilled' ? fundings.value.checked : 0,
      mismatches: mismatches.length,
      error: errors.length ? errors.join('; ').slice(0, 1000) : null,
    });
    if (errors.length) log.error({ runId: id, errors }, 'reconciliation run could not compare everything');
    else log.info({ runId: id, mismatches: mismatches.length, new: added }, 'reconciliation run done');
    return finished;
  }

  return {
    run,
    /** The daily job: yesterday (UTC), complete by now. */
    daily: (now = new Date()): Promise<ReconciliationRun> =>
      run({ trigger: 'daily', date: utcDay(new Date(now.getTime() - DAY_MS)), startedBy: null }),
    runs: (limit = 20) => store.listRuns(pool, limit),
    items: (state: 'open' | 'resolved' | 'all', limit = 200) => store.listItems(pool, state, limit),

    /** Marks a mismatch resolved with the admin's note, once (a second click is told it is done), audited with it. */
    async resolve(act: { actorUserId: string; ipAddress: string | null }, itemId: string, note: string) {
      return deps.transaction(async (client) => {
        const item = await store.resolveItem(client, itemId, act.actorUserId, note);
        if (item === null) throw new AppError('NOT_FOUND', 'No such mismatch.');
        if (item === 'resolved')
          throw new AppError('CONFLICT', 'This mismatch was already resolved.', undefined, 'mismatchAlreadyResolved');
        await deps.audit(client, {
          actorUserId: act.actorUserId,
          action: 'reconciliation.resolve',
          targetType: 'reconciliation_item',
          targetId: itemId,
          before: { resolved: false },
          after: { resolved: true },
          reason: note,
          ipAddress: act.ipAddress,
        });
        return item;
      });
    },
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
