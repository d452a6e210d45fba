import { Counter, Gauge, type Registry } from 'prom-client';
import type { ScrapeLog } from './scrape.js';

/** The notifications outbox (ADR 0020): what waits per channel, sends that failed, messages given up on. */
export function createOutboxMetrics(registry: Registry, log: ScrapeLog) {
  let backlogOf: (() => Promise<Record<string, number>>) | null = null;
  new Gauge({
    name: 'kredi_outbox_backlog',
    help: 'Notifications waiting to be sent per channel: due now or waiting for their next attempt',
    labelNames: ['channel'] as const,
    registers: [registry],
    async collect() {
      if (!backlogOf) return;
      try {
        const backlog = await backlogOf();
        this.reset();
        for (const [channel, count] of Object.entries(backlog)) this.set({ channel }, count);
      } catch (error) {
        log.warn({ err: error }, 'outbox metrics: could not read the backlog');
      }
    },
  });
  const failures = new Counter({
    name: 'kredi_outbox_failures_total',
    help: 'Sends of a notification that failed on this instance (each is retried later), per channel',
    labelNames: ['channel'] as const,
    registers: [registry],
  });
  const givenUp = new Counter({
    name: 'kredi_outbox_given_up_total',
    help: 'Notifications dropped after their last attempt failed (the person never got them), per channel',
    labelNames: ['channel'] as const,
    registers: [registry],
  });
  return {
    /** The notifications feature's signals (createNotifications' `signals`). */
    signals: {
      failed: (channel: string) => failures.inc({ channel }),
      gaveUp: (channel: string) => givenUp.inc({ channel }),
    },
    /** Where the backlog is read at each scrape. */
    watchBacklog(read: () => Promise<Record<string, number>>): void {
      backlogOf = read;
    },
  };
}
