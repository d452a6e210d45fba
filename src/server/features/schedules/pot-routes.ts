import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyKeyOptional } from '../../../shared/api/idempotency.js';
import {
  potIdParams,
  potInviteParams,
  potInvitePreviewResponse,
  potInviteRequest,
  potInviteResponse,
  potInviteTokenParams,
  potResponse,
  potsResponse,
} from '../../../shared/api/pots.js';
import { errorResponse } from '../../../shared/errors.js';
import { actorOf, guardEveryRoute, requireActor } from '../identity/index.js';
import type { PotService } from './pots.js';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 503: errorResponse };
const tags = ['family pots'];
const noBody = z.object({}).optional();

/**
 * Family pots (docs/product-rules.md#family-pots, ADR 0074): the pots a person is in, invitations by link,
 * joining and leaving. Another person's pot answers 404, as if it did not exist.
 */
export const potRoutes =
  (service: PotService): FastifyPluginAsyncZod =>
  async (app) => {
    guardEveryRoute(app, requireActor);

    app.get(
      '/api/pots',
      {
        schema: {
          tags,
          summary: 'The family pots I own or share in, with who paid and until when the recipient is covered',
          response: { 200: potsResponse, ...errors },
        },
      },
      async (request) => ({ pots: await service.list(actorOf(request)) }),
    );

    app.get(
      '/api/pots/:id',
      { schema: { tags, summary: 'One family pot I am in', params: potIdParams, response: { 200: potResponse, ...errors } } },
      async (request) => ({ pot: await service.get(actorOf(request), request.params.id) }),
    );

    app.post(
      '/api/pots/:id/invites',
      {
        schema: {
          tags,
          summary:
            'Invites one person by link to share my automatic top-up with a share of every run (the owner only); Idempotency-Key: a retry answers the same invitation',
          params: potIdParams,
          headers: idempotencyKeyOptional,
          body: potInviteRequest,
          response: { 200: potInviteResponse, ...errors },
        },
      },
      async (request) => ({
        invite: await service.invite(
          actorOf(request),
          request.params.id,
          request.body.sharePercent,
          request.headers['idempotency-key'] ?? null,
        ),
      }),
    );

    app.delete(
      '/api/pots/:id/invites/:inviteId',
      {
        schema: {
          tags,
          summary: 'Withdraws an open invitation (the owner only)',
          params: potInviteParams,
          response: { 200: potResponse, ...errors },
        },
      },
      async (request) => ({ pot: await service.withdrawInvite(actorOf(request), request.params.id, request.params.inviteId) }),
    );

    app.get(
      '/api/pot-invites/:token',
      {
        schema: {
          tags,
          summary: 'What an invitation offers: who invites, for whom (the number masked), the share',
          params: potInviteTokenParams,
          response: { 200: potInvitePreviewResponse, ...errors },
        },
      },
      async (request) => ({ invite: await service.preview(actorOf(request), request.params.token) }),
    );

    app.post(
      '/api/pot-invites/:token/accept',
      {
        schema: {
          tags,
          summary: 'Joins the family pot with its invitation (once); already a member answers the pot',
          params: potInviteTokenParams,
          body: noBody,
          response: { 200: potResponse, ...errors },
        },
      },
      async (request) => ({ pot: await service.accept(actorOf(request), request.params.token) }),
    );

    app.post(
      '/api/pots/:id/leave',
      {
        schema: {
          tags,
          summary: 'Leaves a family pot I am a member of (its owner cancels the automatic top-up instead)',
          params: potIdParams,
          body: noBody,
          response: { 200: potsResponse, ...errors },
        },
      },
      async (request) => ({ pots: await service.leave(actorOf(request), request.params.id) }),
    );
  };
