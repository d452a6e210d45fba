import { z } from 'zod';
import { MAX_METRICS_PER_REPORT, WEB_METRIC_NAMES } from '../web/vitals-routes.js';

export { MAX_METRICS_PER_REPORT, REPORTED_ROUTES, routeTemplateOf, WEB_VITALS_PATH, type WebMetricName } from '../web/vitals-routes.js';

export const webVitalsReport = z.object({
  /** The route template the page was loaded on (routeTemplateOf); the server maps anything else to `other`. */
  route: z.string().max(100),
  metrics: z
    .array(
      z.object({
        name: z.enum(WEB_METRIC_NAMES),
        /** Milliseconds, except CLS (a unitless score). */
        value: z.number().min(0).max(10_000_000),
      }),
    )
    .min(1)
    .max(MAX_METRICS_PER_REPORT),
});
export type WebVitalsReport = z.infer<typeof webVitalsReport>;
