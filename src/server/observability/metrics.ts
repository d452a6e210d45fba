import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { createJobMetrics } from './jobs.js';
import { createLedgerMetrics } from './ledger.js';
import { createOutboxMetrics } from './outbox.js';
import { createOutsideCallMetrics } from './outside-calls.js';
import { queryKindOf } from './query-kind.js';
import { createQueueMetrics } from './queues.js';
import type { ScrapeLog } from './scrape.js';
import { createTopupMetrics } from './topups.js';
import { createWebVitalsMetrics } from './web-vitals.js';

export type Metrics = ReturnType<typeof createMetrics>;

const DEFAULT_GAUGES_NAMED_LIKE_COUNTERS = [
  'kredi_nodejs_active_handles_total',
  'kredi_nodejs_active_requests_total',
  'kredi_nodejs_active_resources_total',
];

/**
 * One registry per app instance, so tests that build several apps never share counters. Each subject's
 * series live in a file of their own; `docs/operations.md` ("Observe") says what each means.
 */
export function createMetrics(log: ScrapeLog = { warn: () => {} }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'kredi_' });
  // prom-client's totals of active handles, requests and resources are gauges named `_total`, which the
  // Prometheus conventions keep for counters (`promtool check metrics` refuses them). The same figures are
  // the sums of the gauges by type that stay: kredi_nodejs_active_handles{type} and its two siblings.
  for (const name of DEFAULT_GAUGES_NAMED_LIKE_COUNTERS) registry.removeSingleMetric(name);
  const httpDuration = new Histogram({
    name: 'kredi_http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const httpErrors = new Counter({
    name: 'kredi_http_server_errors_total',
    help: 'Responses with a 5xx status: each one is a bug',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const dbQueries = new Counter({
    name: 'kredi_db_queries_total',
    help: 'Statements sent to the database by this instance, by verb and first table named',
    labelNames: ['statement', 'table'] as const,
    registers: [registry],
  });
  /** Counts one statement (Database#onQuery calls it with each statement's SQL). */
  const countQuery = (sql: string) => dbQueries.inc(queryKindOf(sql));
  return {
    registry,
    httpDuration,
    httpErrors,
    countQuery,
    web: createWebVitalsMetrics(registry),
    jobs: createJobMetrics(registry),
    queues: createQueueMetrics(registry, log),
    outbox: createOutboxMetrics(registry, log),
    topups: createTopupMetrics(registry),
    /** The integrations' OutsideCallObserver: one histogram for every outside call. */
    outsideCall: createOutsideCallMetrics(registry),
    /** Starts checking the ledger's invariants for `kredi_ledger_invariant_violations` (once per app). */
    watchLedger: (check: () => Promise<number>, everyMs?: number) => createLedgerMetrics(registry, { check, log, everyMs }),
  };
}
