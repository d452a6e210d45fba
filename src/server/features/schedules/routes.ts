import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  scheduleCreateRequest,
  scheduleIdParams,
  scheduleResponse,
  scheduleRunParams,
  schedulesResponse,
  scheduleUpdateRequest,
} from '../../../shared/api/schedules.js';
import { errorResponse } from '../../../shared/errors.js';
import { actorOf, guardEveryRoute, requireActor } from '../identity/index.js';
import type { ScheduleService } from './service.js';
import { idempotencyKeyOptional } from '../../../shared/api/idempotency.js';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 503: errorResponse };
const tags = ['automatic top-ups'];
const noBody = z.object({}).optional();

/**
 * Automatic top-ups (docs/product-rules.md#automatic-topups, ADR 0034): the person's schedules, and pause, resume, edit, cancel, confirm a
 * price.
 */
export const scheduleRoutes =
  (service: ScheduleService): FastifyPluginAsyncZod =>
  async (app) => {
    guardEveryRoute(app, requireActor);
    const answer = { 200: scheduleResponse, ...errors };

    app.get(
      '/api/schedules',
      {
        schema: { tags, summary: 'My automatic top-ups, their next days and latest runs', response: { 200: schedulesResponse, ...errors } },
      },
      async (request) => service.list(actorOf(request)),
    );

    app.post(
      '/api/schedules',
      {
        schema: {
          tags,
          summary:
            'Repeats a top-up every week, two weeks or month on a chosen day, paid from the wallet (priced now); Idempotency-Key: a retry answers the schedule the first made',
          headers: idempotencyKeyOptional,
          body: scheduleCreateRequest,
          response: answer,
        },
      },
      async (request) => ({ schedule: await service.create(actorOf(request), request.body, request.headers['idempotency-key'] ?? null) }),
    );

    app.put(
      '/api/schedules/:id',
      {
        schema: {
          tags,
          summary: 'Changes the amount, how often and the day',
          params: scheduleIdParams,
          body: scheduleUpdateRequest,
          response: answer,
        },
      },
      async (request) => ({ schedule: await service.update(actorOf(request), request.params.id, request.body) }),
    );

    app.post(
      '/api/schedules/:id/pause',
      { schema: { tags, summary: 'Pauses it: no runs until resumed', params: scheduleIdParams, body: noBody, response: answer } },
      async (request) => ({ schedule: await service.pause(actorOf(request), request.params.id) }),
    );

    app.post(
      '/api/schedules/:id/resume',
      { schema: { tags, summary: 'Resumes it from its next day after today', params: scheduleIdParams, body: noBody, response: answer } },
      async (request) => ({ schedule: await service.resume(actorOf(request), request.params.id) }),
    );

    app.delete(
      '/api/schedules/:id',
      { schema: { tags, summary: 'Cancels it for good', params: scheduleIdParams, response: answer } },
      async (request) => ({ schedule: await service.cancel(actorOf(request), request.params.id) }),
    );

    app.post(
      '/api/schedules/:id/runs/:runOn/confirm',
      {
        schema: {
          tags,
          summary: "Accepts today's moved price for today's run, which is then sent",
          params: scheduleRunParams,
          body: noBody,
          response: answer,
        },
      },
      async (request) => ({ schedule: await service.confirmPrice(actorOf(request), request.params.id, request.params.runOn) }),
    );
  };
