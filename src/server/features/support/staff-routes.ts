import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  staffTicketList,
  staffTicketQuery,
  staffTicketThread,
  ticketParams,
  ticketReplyRequest,
  ticketStatusRequest,
} from '../../../shared/api/support.js';
import { errorResponse } from '../../../shared/errors.js';
import { actorOf, guardEveryRoute, requireAdmin } from '../identity/index.js';
import type { SupportService } from './service.js';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 503: errorResponse };

/**
 * /api/admin/support/*: the staff side of support, every route behind requireAdmin (decided on the server,
 * read fresh from the database on each request).
 */
export const supportStaffRoutes =
  (service: SupportService): FastifyPluginAsyncZod =>
  async (app) => {
    guardEveryRoute(app, requireAdmin);

    app.get(
      '/api/admin/support/tickets',
      {
        schema: {
          tags: ['admin', 'support'],
          summary: 'Tickets by status and priority, the most urgent and longest waiting first, a page at a time',
          querystring: staffTicketQuery,
          response: { 200: staffTicketList, ...errors },
        },
      },
      async (request) => service.staffList(request.query),
    );

    app.get(
      '/api/admin/support/tickets/:id',
      {
        schema: {
          tags: ['admin', 'support'],
          summary: "A ticket's thread with who asked, their wallet balance and the attached top-up",
          params: ticketParams,
          response: { 200: staffTicketThread, ...errors },
        },
      },
      async (request) => service.staffThread(request.params.id),
    );

    app.post(
      '/api/admin/support/tickets/:id/messages',
      {
        schema: {
          tags: ['admin', 'support'],
          summary: 'Answers as staff (the person is notified); an open ticket moves to in_progress, a closed one refuses (409)',
          params: ticketParams,
          body: ticketReplyRequest,
          response: { 200: staffTicketThread, ...errors },
        },
      },
      async (request) => service.staffReply(actorOf(request), request.params.id, request.body.message),
    );

    app.post(
      '/api/admin/support/tickets/:id/status',
      {
        schema: {
          tags: ['admin', 'support'],
          summary: 'Moves the status: open ↔ in_progress, either → resolved or closed, resolved → in_progress or closed (else 409)',
          params: ticketParams,
          body: ticketStatusRequest,
          response: { 200: staffTicketThread, ...errors },
        },
      },
      async (request) => service.staffMove(request.params.id, request.body.status),
    );
  };
