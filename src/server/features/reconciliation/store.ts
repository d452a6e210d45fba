import type pg from 'pg';
import type { ReconciliationItem, ReconciliationRun } from '../../../shared/api/admin-transactions.js';
import type { Queryable } from '../../ledger/index.js';

/** The one module that writes reconciliation_runs and reconciliation_items (ADR 0032). */
export interface Mismatch {
  source: 'aggregator' | 'paypal';
  kind: 'ours_only' | 'theirs_only' | 'amounts_differ';
  ourRef: string | null;
  theirRef: string | null;
  ourAmountCents: number | null;
  theirAmountCents: number | null;
  detail: string;
}

interface RunRow {
  id: string;
  trigger: 'daily' | 'manual';
  window_start: Date;
  window_end: Date;
  status: 'running' | 'done' | 'failed';
  checked_topups: number;
  checked_fundings: number;
  mismatches: number;
  error: string | null;
  started_at: Date;
  finished_at: Date | null;
}

interface ItemRow {
  id: string;
  run_id: string;
  source: 'aggregator' | 'paypal';
  kind: 'ours_only' | 'theirs_only' | 'amounts_differ';
  our_ref: string | null;
  their_ref: string | null;
  our_amount_cents: number | null;
  their_amount_cents: number | null;
  detail: string | null;
  created_at: Date;
  resolved_at: Date | null;
  resolved_by: string | null;
  resolution_note: string | null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const runOf = (row: RunRow): ReconciliationRun => ({
  id: row.id,
  trigger: row.trigger,
  windowStart: row.window_start.toISOString(),
  windowEnd: row.window_end.toISOString(),
  status: row.status,
  checkedTopups: row.checked_topups,
  checkedFundings: row.checked_fundings,
  mismatches: row.mismatches,
  error: row.error,
  startedAt: row.started_at.toISOString(),
  finishedAt: iso(row.finished_at),
});

const itemOf = (row: ItemRow): ReconciliationItem => ({
  id: row.id,
  runId: row.run_id,
  source: row.source,
  kind: row.kind,
  ourRef: row.our_ref,
  theirRef: row.their_ref,
  ourAmountCents: row.our_amount_cents,
  theirAmountCents: row.their_amount_cents,
  detail: row.detail,
  createdAt: row.created_at.toISOString(),
  resolvedAt: iso(row.resolved_at),
  resolvedBy: row.resolved_by,
  resolutionNote: row.resolution_note,
});

export async function startRun(
  db: Queryable,
  run: { id: string; trigger: 'daily' | 'manual'; startedBy: string | null; windowStart: Date; windowEnd: Date },
) {
  await db.query(`insert into reconciliation_runs (id, trigger, started_by, window_start, window_end) values ($1, $2, $3, $4, $5)`, [
    run.id,
    run.trigger,
    run.startedBy,
    run.windowStart,
    run.windowEnd,
  ]);
}

/**
 * Keeps each mismatch once by its key: found again by a later run (still open, or resolved already), it
 * is the item already there. Answers how many are new.
 */
export async function addMismatches(db: Queryable, runId: string, mismatches: Mismatch[], newId: () => string): Promise<number> {
  let added = 0;
  for (const m of mismatches) {
    const key = `${m.source}:${m.kind}:${m.ourRef ?? ''}:${m.theirRef ?? ''}`;
    const result = await db.query(
      `insert into reconciliation_items (id, run_id, mismatch_key, source, kind, our_ref, their_ref, our_amount_cents, their_amount_cents, detail)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict (mismatch_key) do nothing`,
      [newId(), runId, key, m.source, m.kind, m.ourRef, m.theirRef, m.ourAmountCents, m.theirAmountCents, m.detail],
    );
    added += result.rowCount ?? 0;
  }
  return added;
}

export async function finishRun(
  db: Queryable,
  id: string,
  outcome: { checkedTopups: number; checkedFundings: number; mismatches: number; error: string | null },
): Promise<ReconciliationRun> {
  const { rows } = await db.query<RunRow>(
    `update reconciliation_runs set status = $2, checked_topups = $3, checked_fundings = $4, mismatches = $5, error = $6, finished_at = now()
      where id = $1 returning *`,
    [id, outcome.error ? 'failed' : 'done', outcome.checkedTopups, outcome.checkedFundings, outcome.mismatches, outcome.error],
  );
  return runOf(rows[0]!);
}

export async function listRuns(pool: pg.Pool, limit: number): Promise<ReconciliationRun[]> {
  const { rows } = await pool.query<RunRow>(`select * from reconciliation_runs order by started_at desc, id desc limit $1`, [limit]);
  return rows.map(runOf);
}

export async function listItems(pool: pg.Pool, state: 'open' | 'resolved' | 'all', limit: number): Promise<ReconciliationItem[]> {
  const where = state === 'open' ? 'where resolved_at is null' : state === 'resolved' ? 'where resolved_at is not null' : '';
  const { rows } = await pool.query<ItemRow>(`select * from reconciliation_items ${where} order by created_at desc, id desc limit $1`, [
    limit,
  ]);
  return rows.map(itemOf);
}

/** Resolves an open item; null when there is no such item, 'resolved' when someone resolved it first. */
export async function resolveItem(db: Queryable, id: string, by: string, note: string): Promise<ReconciliationItem | 'resolved' | null> {
  const { rows } = await db.query<ItemRow>(
    `update reconciliation_items set resolved_at = now(), resolved_by = $2, resolution_note = $3 where id = $1 and resolved_at is null returning *`,
    [id, by, note],
  );
  if (rows[0]) return itemOf(rows[0]);
  const { rows: found } = await db.query(`select 1 from reconciliation_items where id = $1`, [id]);
  return found.length ? 'resolved' : null;
}
