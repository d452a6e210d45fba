import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../shared/errors.js';
import { MAX_METRICS_PER_REPORT, WEB_VITALS_PATH, webVitalsReport } from '../../shared/api/vitals.js';
import { AppError } from '../errors.js';
import { createMemoryRateLimit } from '../security/memory-rate-limit.js';
import type { WebVitalsMetrics } from './web-vitals.js';

/** A page view sends one or two reports; 30 a minute from one address is a person clicking through fast. */
export const REPORTS_PER_MINUTE = 30;

/**
 * POST /api/vitals: the web's start-up time and Core Web Vitals (src/web/app/vitals.ts), into the
 * histograms of /metrics. Anyone may report (the first screen is measured before anyone signs in) and
 * nothing is stored but the histograms' counts; a bad report is refused whole (400) and records nothing.
 */
export const webVitalsRoutes =
  (web: WebVitalsMetrics, allow = createMemoryRateLimit({ windowMs: 60_000, max: REPORTS_PER_MINUTE })): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      WEB_VITALS_PATH,
      {
        // Counted before the body is even parsed, so a flood costs as little as possible.
        onRequest: async (request) => {
          if (allow(request.ip)) return;
          web.dropped('rate_limited');
          throw new AppError('RATE_LIMITED', 'Too many performance reports from this address. Please wait a moment.');
        },
        schema: {
          tags: ['observability'],
          summary: 'Reports the web app’s start-up time and Core Web Vitals',
          description:
            `A route template (e.g. /send-topup, never an address with ids) and up to ${MAX_METRICS_PER_REPORT} ` +
            'measurements: app-init, TTFB, FCP, LCP and INP in milliseconds, CLS as a score. No session needed; ' +
            `${REPORTS_PER_MINUTE} reports a minute per address. Exposed as histograms in /metrics.`,
          body: webVitalsReport,
          response: { 204: z.null().describe('Recorded: nothing is sent back.'), 429: errorResponse },
        },
      },
      async (request, reply) => {
        web.record(request.body);
        return reply.code(204).send(null);
      },
    );
  };
