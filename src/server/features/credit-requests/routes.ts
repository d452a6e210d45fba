import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createCreditRequest,
  createdCreditRequest,
  creditRequest,
  creditRequestDetect,
  creditRequestDetected,
  creditRequestParams,
} from '../../../shared/api/credit-requests.js';
import { errorResponse } from '../../../shared/errors.js';
import type { CreditRequestService } from './service.js';

const errors = { 400: errorResponse, 404: errorResponse, 429: errorResponse, 503: errorResponse };

const countries = z.object({ countries: z.array(z.object({ iso: z.string(), name: z.string(), callingCode: z.string() })) });

/**
 * "Ask for credit" (ADR 0067): public calls, no account. The request, the number's check, the opened link.
 * Answering one is the send of a top-up that carries its token (POST /api/topups, `creditRequest`).
 */
export const creditRequestRoutes =
  (deps: {
    service: CreditRequestService;
    /** The catalogue's countries (served from its memory, topups/catalogue/catalogue.ts). */
    countries: () => Promise<{ iso: string; name: string; callingCode: string }[]>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { service } = deps;

    app.get(
      '/api/credit-requests/countries',
      {
        schema: {
          tags: ['credit-requests'],
          summary: 'The countries a request for credit may come from (public)',
          response: { 200: countries, 503: errorResponse },
        },
      },
      async () => ({ countries: (await deps.countries()).map(({ iso, name, callingCode }) => ({ iso, name, callingCode })) }),
    );

    app.post(
      '/api/credit-requests/detect',
      {
        schema: {
          tags: ['credit-requests'],
          summary: 'Checks a number for a country and names its operator and the amounts one may suggest (public)',
          body: creditRequestDetect,
          response: { 200: creditRequestDetected, 400: errorResponse, 503: errorResponse },
        },
      },
      async (request) => service.detect(request.body.countryIso, request.body.phoneNumber),
    );

    app.post(
      '/api/credit-requests',
      {
        schema: {
          tags: ['credit-requests'],
          summary:
            'Asks for credit without an account: a link to share (opaque token), its QR code; at most 3 per number and 10 per address in 24 hours (429)',
          body: createCreditRequest,
          response: { 201: createdCreditRequest, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await service.create(request.body, request.ip)),
    );

    app.get(
      '/api/credit-requests/:token',
      {
        schema: {
          tags: ['credit-requests'],
          summary: 'An opened link: who asks, for which number and amount, and whether it was already answered (unknown or expired: 404)',
          params: creditRequestParams,
          response: { 200: creditRequest, ...errors },
        },
      },
      async (request) => service.get(request.params.token),
    );
  };
