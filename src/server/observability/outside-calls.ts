import { Histogram, type Registry } from 'prom-client';

/** Calls to outside services (PayPal, the top-up aggregator, SMS, mail), timed by the integrations' one wrapper. */
export function createOutsideCallMetrics(registry: Registry) {
  const duration = new Histogram({
    name: 'kredi_outside_call_duration_seconds',
    help: 'Calls to outside services by service, operation and outcome (ok, client_error, server_error, timeout, unreachable, error)',
    labelNames: ['service', 'operation', 'outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  /** The integrations' OutsideCallObserver. */
  return (call: { service: string; operation: string; outcome: string; seconds: number }) =>
    duration.observe({ service: call.service, operation: call.operation, outcome: call.outcome }, call.seconds);
}
