import { Counter, Histogram, type Registry } from 'prom-client';

/** The periodic jobs (background-jobs.ts): each run's result and how long it took. */
export function createJobMetrics(registry: Registry) {
  const runs = new Counter({
    name: 'kredi_job_runs_total',
    help: 'Runs of each periodic job on this instance, by result (ok or failed)',
    labelNames: ['job', 'result'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'kredi_job_duration_seconds',
    help: 'How long each run of a periodic job took on this instance',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  });
  return {
    /** One run of `job` ended: `ok` false when it threw. The job runner calls it (`app.metrics.jobs`). */
    observeRun(job: string, ok: boolean, seconds: number): void {
      runs.inc({ job, result: ok ? 'ok' : 'failed' });
      duration.observe({ job }, seconds);
    },
  };
}
