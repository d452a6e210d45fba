import { Gauge, type Registry } from 'prom-client';
import type { ScrapeLog } from './scrape.js';

/** How often the ledger's invariants are checked at most: the check reads every transfer. */
const DEFAULT_EVERY_MS = 5 * 60_000;

/**
 * The ledger's invariants (ledger/invariants.ts) as a gauge: the number broken, checked at most every
 * `everyMs`. The first scrape waits for a check; later ones answer the last result at once and, when it is
 * older than `everyMs`, start the next check in the background (a scan never holds a scrape up).
 */
export function createLedgerMetrics(
  registry: Registry,
  deps: { check: () => Promise<number>; log: ScrapeLog; everyMs?: number; now?: () => number },
) {
  const everyMs = deps.everyMs ?? DEFAULT_EVERY_MS;
  const now = deps.now ?? Date.now;
  let last: { violations: number; at: number; seconds: number } | null = null;
  let running: Promise<void> | null = null;

  const refresh = () =>
    (running ??= (async () => {
      const started = now();
      try {
        const violations = await deps.check();
        last = { violations, at: now(), seconds: (now() - started) / 1000 };
      } catch (error) {
        deps.log.warn({ err: error }, 'ledger metrics: the invariant check failed');
      } finally {
        running = null;
      }
    })());

  new Gauge({
    name: 'kredi_ledger_invariant_violations',
    help: "Broken ledger invariants (docs/product-rules.md#ledger-invariants) found by the last check: anything above 0 is money that doesn't add up",
    registers: [registry],
    async collect() {
      if (!last) await refresh();
      else if (now() - last.at >= everyMs) void refresh();
      if (last) this.set(last.violations);
    },
  });
  new Gauge({
    name: 'kredi_ledger_invariants_checked_at_seconds',
    help: 'When the ledger invariants were last checked (Unix time)',
    registers: [registry],
    async collect() {
      if (!last && running) await running;
      if (last) this.set(last.at / 1000);
    },
  });
  new Gauge({
    name: 'kredi_ledger_invariant_check_seconds',
    help: 'How long the last ledger invariant check took',
    registers: [registry],
    async collect() {
      if (!last && running) await running;
      if (last) this.set(last.seconds);
    },
  });
}
