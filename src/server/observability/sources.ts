import type pg from 'pg';
import { outboxStats } from '../features/notifications/index.js';
import { queueStats as announcementQueue } from '../features/promotions/index.js';
import { queueStats as scheduleRunQueue } from '../features/schedules/index.js';
import { queueStats as topupQueue } from '../features/topups/index.js';
import { checkLedgerInvariants } from '../ledger/index.js';
import type { Metrics } from './metrics.js';
import { oncePerScrape } from './scrape.js';

/**
 * What a scrape reads from the database (ADR 0060): each feature's queues, by the feature's own query, the
 * outbox's backlog, and the ledger's invariants (at most every `ledgerEveryMs`, the check scans the ledger).
 */
export function watchDatabaseSignals(metrics: Metrics, pool: pg.Pool, options: { ledgerEveryMs?: number } = {}): void {
  const outbox = oncePerScrape(() => outboxStats(pool));
  metrics.queues.watch(() => topupQueue(pool));
  metrics.queues.watch(async () =>
    (await outbox()).map(({ channel, due, oldestDueSeconds }) => ({ queue: `notifications:${channel}`, depth: due, oldestDueSeconds })),
  );
  metrics.queues.watch(() => scheduleRunQueue(pool));
  metrics.queues.watch(() => announcementQueue(pool));
  metrics.outbox.watchBacklog(async () => Object.fromEntries((await outbox()).map(({ channel, pending }) => [channel, pending])));
  metrics.watchLedger(async () => (await checkLedgerInvariants(pool)).length, options.ledgerEveryMs);
}
