import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/connect.js';
import { installErrorHandler } from './errors.js';
import { healthRoutes } from './features/health/routes.js';
import { siteRoutes } from './features/site/routes.js';
import { createMetrics } from './observability/metrics.js';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Serve the built web app (off in API-only integration tests). */
  serveWeb?: boolean;
}

/** Builds the HTTP app from its parts. No listening, no side effects: main.ts and the tests call it. */
export async function buildApp({ config, database, serveWeb = true }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    // A caller's request id is kept (so one id follows a request across services), else we make one.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,128}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.NODE_ENV === 'production',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const metrics = createMetrics();
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) metrics.httpErrors.inc({ route });
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // The API docs page (swagger-ui) ships inline styles; nothing of ours needs inline scripts.
        'img-src': ["'self'", 'data:'],
        'upgrade-insecure-requests': config.PUBLIC_URL.startsWith('https://') ? [] : null,
      },
    },
    hsts: config.PUBLIC_URL.startsWith('https://'),
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kredi API',
        version: '1',
        description: 'Send mobile top-ups abroad. Money is integer cents (USD) everywhere.',
      },
      servers: [{ url: config.PUBLIC_URL }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
  await app.register(healthRoutes(database));

  if (serveWeb) {
    await siteRoutes(app, { webDistDir: config.WEB_DIST_DIR, publicUrl: config.PUBLIC_URL });
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({ error: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url}` } }),
    );
  }
  return app;
}
