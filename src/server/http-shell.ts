import { randomUUID } from 'node:crypto';
import { trace } from '@opentelemetry/api';
import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/connect.js';
import { answerFrameworkError, answerWrongMethod, installErrorHandler } from './errors.js';
import { healthRoutes } from './features/health/index.js';
import { BOOT_SCRIPT_CSP_SOURCE } from './features/site/index.js';
import { logDestination } from './observability/log-destination.js';
import { createMetrics, type Metrics } from './observability/metrics.js';
import { registerMetricsEndpoint } from './observability/metrics-endpoint.js';
import { watchDatabaseSignals } from './observability/sources.js';
import { activeTracing, traceIdsOf } from './observability/tracing.js';
import { webVitalsRoutes } from './observability/vitals-route.js';
import { openApiOptions } from './openapi.js';
import { API_BODY_LIMIT_BYTES, refuseDeepJson } from './security/json-body.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus series (observability/metrics.ts): e.g. the job runner's `metrics.jobs.observeRun`. */
    metrics: Metrics;
  }
}

/**
 * The HTTP server every route lives in, before any feature: logging with request and trace ids, the proxies
 * trusted, validation and error answers, security headers, the OpenAPI document, metrics, web vitals and
 * health. app.ts composes the features into it.
 */
export async function createHttpShell(config: Config, database: Database) {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // Every line logged inside a traced request or job names its trace (ADR 0060).
            mixin: () => traceIdsOf(trace.getActiveSpan()),
            stream: logDestination(),
          },
    // A caller's request id is kept (so one id follows a request across services), else we make one.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,128}$/.test(given) ? given : randomUUID();
    },
    // Only the configured proxy hops may name the client; a header the client writes itself is never believed.
    trustProxy: config.TRUSTED_PROXIES.length > 0 ? config.TRUSTED_PROXIES : false,
    bodyLimit: API_BODY_LIMIT_BYTES,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  // Traces (ADR 0060), when main.ts started them: registered first, so every route and hook is in the request's span.
  const tracing = activeTracing();
  if (tracing) await app.register(tracing.fastifyPlugin);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  answerWrongMethod(app);
  refuseDeepJson(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const metrics = createMetrics(app.log);
  app.decorate('metrics', metrics);
  watchDatabaseSignals(metrics, database.pool);
  const stopCountingQueries = database.onQuery(metrics.countQuery);
  app.addHook('onClose', async () => stopCountingQueries());
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) metrics.httpErrors.inc({ route });
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // The API docs page (swagger-ui) ships inline styles; of inline scripts, only the pages' boot script
        // (ADR 0038), by its hash.
        'img-src': ["'self'", 'data:'],
        'script-src': ["'self'", BOOT_SCRIPT_CSP_SOURCE],
        'upgrade-insecure-requests': config.PUBLIC_URL.startsWith('https://') ? [] : null,
      },
    },
    hsts: config.PUBLIC_URL.startsWith('https://'),
  });

  await app.register(swagger, openApiOptions(config.PUBLIC_URL));
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Open on this port in development; its own port and a bearer token when configured (ADR 0060).
  await registerMetricsEndpoint(app, {
    registry: metrics.registry,
    token: config.METRICS_TOKEN,
    port: config.METRICS_PORT,
    host: config.HOST,
  });
  await app.register(webVitalsRoutes(metrics.web));
  await app.register(healthRoutes(database));

  return { app, metrics };
}
