import { Counter, Histogram, type Registry } from 'prom-client';
import { routeTemplateOf, type WebMetricName, type WebVitalsReport } from '../../shared/api/vitals.js';

/**
 * Each metric's buckets straddle its "good" and "poor" thresholds (web.dev: LCP 2.5/4 s, FCP 1.8/3 s,
 * TTFB 0.8/1.8 s, INP 200/500 ms, CLS 0.1/0.25), so the share of good page views is one bucket's count.
 * Milliseconds, as the web measures them and as docs/product-rules.md#app-start-metric names app-init; CLS is a unitless score.
 */
const METRICS: Record<WebMetricName, { name: string; help: string; buckets: number[]; max: number }> = {
  'app-init': {
    name: 'kredi_web_app_init_ms',
    help: 'Web start-up: from navigation start to the first render of the app shell, in ms',
    buckets: [250, 500, 750, 1000, 1500, 2000, 3000, 4000, 6000, 10000, 20000],
    max: 60_000,
  },
  TTFB: {
    name: 'kredi_web_vital_ttfb_ms',
    help: 'Time to first byte of the page, in ms (web-vitals)',
    buckets: [50, 100, 200, 400, 800, 1200, 1800, 3000, 6000],
    max: 60_000,
  },
  FCP: {
    name: 'kredi_web_vital_fcp_ms',
    help: 'First contentful paint, in ms (web-vitals)',
    buckets: [250, 500, 1000, 1500, 1800, 2500, 3000, 4000, 6000, 10000],
    max: 60_000,
  },
  LCP: {
    name: 'kredi_web_vital_lcp_ms',
    help: 'Largest contentful paint, in ms (web-vitals)',
    buckets: [500, 1000, 1500, 2000, 2500, 3000, 4000, 6000, 10000, 20000],
    max: 60_000,
  },
  INP: {
    name: 'kredi_web_vital_inp_ms',
    help: 'Interaction to next paint, in ms (web-vitals)',
    buckets: [50, 100, 150, 200, 300, 500, 750, 1000, 2000],
    max: 60_000,
  },
  CLS: {
    name: 'kredi_web_vital_cls',
    help: 'Cumulative layout shift, a unitless score (web-vitals)',
    buckets: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
    max: 10,
  },
};

export type WebVitalsOutcome = 'accepted' | 'rate_limited';

/** The web's start-up time and Core Web Vitals as histograms by route, in the app's registry. */
export function createWebVitalsMetrics(registry: Registry) {
  const histograms = Object.fromEntries(
    Object.entries(METRICS).map(([metric, { name, help, buckets }]) => [
      metric,
      new Histogram({ name, help, buckets, labelNames: ['route'] as const, registers: [registry] }),
    ]),
  ) as Record<WebMetricName, Histogram<'route'>>;
  const reports = new Counter({
    name: 'kredi_web_vitals_reports_total',
    help: 'Reports the web sent to POST /api/vitals: accepted, or dropped because one address sent too many',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });

  return {
    /**
     * Records one validated report. The route is mapped to a known template again (a client may send
     * anything) and each value clamped to its metric's ceiling, so no single report moves a sum far.
     */
    record(report: WebVitalsReport): void {
      const route = routeTemplateOf(report.route);
      for (const { name, value } of report.metrics) {
        histograms[name].observe({ route }, Math.min(value, METRICS[name].max));
      }
      reports.inc({ outcome: 'accepted' });
    },
    dropped(outcome: Exclude<WebVitalsOutcome, 'accepted'>): void {
      reports.inc({ outcome });
    },
  };
}

export type WebVitalsMetrics = ReturnType<typeof createWebVitalsMetrics>;
