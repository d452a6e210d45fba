import type pg from 'pg';
import type { ProviderAnswer } from './provider-port.js';

/** One aggregator call of a top-up and its answer, as the admin panel's timeline shows it (docs/product-rules.md#admin-transactions). */
export interface AttemptRow {
  id: number;
  call: 'send' | 'lookup';
  outcome: string;
  transaction_id: string | null;
  detail: string | null;
  created_at: Date;
}

/** An aggregator call about to be recorded: with the settlement it led to (store.settle), or on its own. */
export interface NewAttempt {
  call: 'send' | 'lookup';
  outcome: string;
  transactionId: string | null;
  detail: string | null;
}

/**
 * The answer as the timeline records it. A look-up with no certain answer reads "still processing" and a send
 * "no answer yet" (their words since the first timeline); why is in `detail`.
 */
export function attemptOf(call: 'send' | 'lookup', answer: ProviderAnswer): NewAttempt {
  if (answer.status === 'not-found') return { call, outcome: 'not-found', transactionId: null, detail: null };
  return {
    call,
    outcome: answer.status === 'unknown' && call === 'lookup' ? 'processing' : answer.status,
    transactionId: answer.transactionId,
    detail: answer.status === 'failed' ? answer.errorCode : answer.status === 'unknown' ? answer.reason : answer.operatorReference,
  };
}

/**
 * Records an aggregator call that settled nothing: one insert, and never the reason a top-up stalls (a
 * failed insert is logged and the top-up moves on; the money and the order's state do not depend on it).
 */
export async function recordAttempt(
  pool: pg.Pool,
  topupId: string,
  attempt: NewAttempt,
  log: { warn(object: object, message: string): void },
): Promise<void> {
  await pool
    .query(`insert into topup_attempts (topup_id, call, outcome, transaction_id, detail) values ($1, $2, $3, $4, $5)`, [
      topupId,
      attempt.call,
      attempt.outcome,
      attempt.transactionId,
      attempt.detail,
    ])
    .catch((error: unknown) => log.warn({ err: error, topupId }, 'could not record the aggregator call of a top-up'));
}

export async function attemptsOf(db: Pick<pg.Pool, 'query'>, topupId: string): Promise<AttemptRow[]> {
  const { rows } = await db.query<AttemptRow>(
    `select id, call, outcome, transaction_id, detail, created_at from topup_attempts where topup_id = $1 order by created_at, id`,
    [topupId],
  );
  return rows;
}
