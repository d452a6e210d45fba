import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `work` now and then every `intervalMs`, never two at once, until stopped. For idempotent
 * housekeeping (reconciling payments): any number of instances may run it side by side.
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
      log.error({ err: error, job: name }, 'background job failed; it will run again');
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
