import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPage, auditQuery } from '../../../shared/api/audit.js';
import { errorResponse } from '../../../shared/errors.js';
import { guardEveryRoute, requireAdmin } from '../identity/index.js';
import type { AuditLog } from './service.js';

/** GET /api/admin/audit: the staff actions' trail, admins only, read-only. */
export const auditRoutes =
  (audit: Pick<AuditLog, 'list'>): FastifyPluginAsyncZod =>
  async (app) => {
    guardEveryRoute(app, requireAdmin);
    app.get(
      '/api/admin/audit',
      {
        schema: {
          tags: ['admin'],
          summary: 'Every staff action, newest first, filtered by action, target, admin or dates',
          querystring: auditQuery,
          response: { 200: auditPage, 400: errorResponse, 401: errorResponse, 403: errorResponse },
        },
      },
      async (request) => audit.list(request.query),
    );
  };
