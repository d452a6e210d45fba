import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createTicketRequest,
  supportContact,
  ticketList,
  ticketParams,
  ticketReplyRequest,
  ticketThread,
} from '../../../shared/api/support.js';
import { errorResponse } from '../../../shared/errors.js';
import { actorOf, guardEveryRoute, requireActor } from '../identity/index.js';
import type { SupportService } from './service.js';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 409: errorResponse, 503: errorResponse };

/** GET /api/support/contact: public, so the contact shows even to someone who cannot sign in. */
export const supportContactRoutes =
  (service: Pick<SupportService, 'contact'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/support/contact',
      {
        schema: {
          tags: ['support'],
          summary: 'How to reach support (24/7 chat and email) and how soon it answers',
          response: { 200: supportContact },
        },
      },
      async () => service.contact(),
    );
  };

/** The signed-in person's support tickets: create, list, read the thread, answer, close (ADR 0029). */
export const supportRoutes =
  (service: SupportService): FastifyPluginAsyncZod =>
  async (app) => {
    guardEveryRoute(app, requireActor);

    app.post(
      '/api/support/tickets',
      {
        schema: {
          tags: ['support'],
          summary: 'Opens a ticket with its first message; topupId must be one of your own top-ups (else 400 on that field)',
          body: createTicketRequest,
          response: { 201: ticketThread, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await service.create(actorOf(request), request.body)),
    );

    app.get(
      '/api/support/tickets',
      {
        schema: {
          tags: ['support'],
          summary: 'Your tickets with their status, the most recently changed first',
          response: { 200: ticketList, ...errors },
        },
      },
      async (request) => service.mine(actorOf(request)),
    );

    app.get(
      '/api/support/tickets/:id',
      {
        schema: {
          tags: ['support'],
          summary: 'One of your tickets with its messages and the top-up it is about',
          params: ticketParams,
          response: { 200: ticketThread, ...errors },
        },
      },
      async (request) => service.thread(actorOf(request), request.params.id),
    );

    app.post(
      '/api/support/tickets/:id/messages',
      {
        schema: {
          tags: ['support'],
          summary: 'Answers your ticket; a resolved ticket opens again, a closed one refuses (409)',
          params: ticketParams,
          body: ticketReplyRequest,
          response: { 200: ticketThread, ...errors },
        },
      },
      async (request) => service.reply(actorOf(request), request.params.id, request.body.message),
    );

    app.post(
      '/api/support/tickets/:id/close',
      {
        schema: {
          tags: ['support'],
          summary: 'Closes your ticket (from any status; an already closed one is 409)',
          params: ticketParams,
          response: { 200: ticketThread, ...errors },
        },
      },
      async (request) => service.close(actorOf(request), request.params.id),
    );
  };
