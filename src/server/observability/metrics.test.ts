import { describe, expect, it } from 'vitest';
import { createMetrics } from './metrics';

describe('the /metrics series', () => {
  it('keep the Prometheus naming rules promtool checks: only counters end in _total', async () => {
    const metrics = createMetrics();
    const series = await metrics.registry.getMetricsAsJSON();
    const misnamed = series
      .filter((metric) => metric.name.endsWith('_total') && String(metric.type) !== 'counter')
      .map((metric) => metric.name);
    expect(misnamed).toEqual([]);
    expect(series.every((metric) => metric.name.startsWith('kredi_'))).toBe(true);
  });
});
