import { Counter, Histogram, type Registry } from 'prom-client';

/** Top-ups settled: how each ended per operator, and how long people waited from paying to the end. */
export function createTopupMetrics(registry: Registry) {
  const outcomes = new Counter({
    name: 'kredi_topup_outcomes_total',
    help: 'Top-ups settled by this instance, by operator id and result (succeeded or failed)',
    labelNames: ['operator', 'result'] as const,
    registers: [registry],
  });
  const paidToFinal = new Histogram({
    name: 'kredi_topup_paid_to_final_seconds',
    help: 'Time from a top-up being paid to its final state (delivered or refunded)',
    buckets: [1, 2, 5, 10, 30, 60, 120, 300, 900, 3600, 6 * 3600, 24 * 3600],
    registers: [registry],
  });
  return {
    /** One settlement (the top-ups' `Settled`): the operator id is the label, bounded by the catalogue (~2,000). */
    settled(settled: { operatorId?: number; outcome: 'succeeded' | 'failed'; paidToFinalSeconds?: number | null }): void {
      outcomes.inc({ operator: String(settled.operatorId ?? 'unknown'), result: settled.outcome });
      if (typeof settled.paidToFinalSeconds === 'number') paidToFinal.observe(settled.paidToFinalSeconds);
    },
  };
}
