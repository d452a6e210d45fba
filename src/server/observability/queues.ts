import { Gauge, type Registry } from 'prom-client';
import { oncePerScrape, type ScrapeLog } from './scrape.js';

/** One queue as its feature counts it: what is due now, and how long the oldest of it has been due. */
interface QueueSample {
  queue: string;
  depth: number;
  oldestDueSeconds: number;
}

export type QueueSource = () => Promise<QueueSample[]>;

/** Depth and oldest-due age per queue, read with SQL when Prometheus scrapes (each feature owns its query). */
export function createQueueMetrics(registry: Registry, log: ScrapeLog) {
  const sources: QueueSource[] = [];
  const sample = oncePerScrape(async () => {
    try {
      return (await Promise.all(sources.map((source) => source()))).flat();
    } catch (error) {
      log.warn({ err: error }, 'queue metrics: could not read the queues');
      return [];
    }
  });
  new Gauge({
    name: 'kredi_queue_depth',
    help: 'Items due now in each work queue (top-ups for the worker, outbox per channel, automatic top-up runs, promotion announcements)',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      const samples = await sample();
      this.reset();
      for (const { queue, depth } of samples) this.set({ queue }, depth);
    },
  });
  new Gauge({
    name: 'kredi_queue_oldest_due_seconds',
    help: 'How long the oldest item due in each work queue has been waiting (0 when none is due)',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      const samples = await sample();
      this.reset();
      for (const { queue, oldestDueSeconds } of samples) this.set({ queue }, oldestDueSeconds);
    },
  });
  return {
    /** Adds a feature's queues to what each scrape reads. */
    watch(source: QueueSource): void {
      sources.push(source);
    },
  };
}
