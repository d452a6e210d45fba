import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable, outsideServiceOf } from '../db/unavailable.js';

/**
 * Runs `work` now and then every `intervalMs`, never two at once, until stopped. For queues that claim
 * their own rows (due top-ups, due notifications): any number of instances may drain them side by side.
 * Jobs that must run once per period across the cluster are periodic.ts's. A failed run
 * never stops the timer: while the database is away every run fails, and the first one after it is back
 * picks up where things were.
 */
export function every(intervalMs: number, name: string, work: () => Promise<unknown>, log: FastifyBaseLogger) {
  let running = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      await work();
    } catch (error) {
      // An outage is said once a run, without a stack: it is not a bug, and health already reports it.
      if (isDatabaseUnavailable(error))
        log.warn({ job: name, reason: (error as Error).message }, 'background job waits for the database; it will run again');
      else log.error({ err: error, job: name, ...outsideServiceOf(error) }, 'background job failed; it will run again');
    } finally {
      running = false;
      if (!stopped) timer = setTimeout(tick, intervalMs);
    }
  };
  timer = setTimeout(tick, 1000);
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
