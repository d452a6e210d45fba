import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  catalogueCountries,
  catalogueOperators,
  countryIso,
  detectRequest,
  detectResponse,
  feeSchedule,
  quote,
  quoteRequest,
  sendRequest,
  sendResponse,
  topup,
  transactionsResponse,
} from '../../../shared/api/topups.js';
import { errorResponse } from '../../../shared/errors.js';
import { sendingLimitsResponse } from '../../../shared/api/limits.js';
import { actorOf, guardEveryRoute, requireActor } from '../identity/index.js';
import { detect, sendCached, type CatalogueCache } from './catalogue/catalogue.js';
import type { Db } from '../../db/connect.js';
import type { TopupFees } from '../../../shared/pricing.js';
import type { TopupService } from './service.js';
import { idempotencyKeyOptional } from '../../../shared/api/idempotency.js';

const errors = {
  400: errorResponse,
  401: errorResponse,
  402: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
  503: errorResponse,
};
const idParams = z.object({ id: z.string().uuid('validation.notFound') });

/** The catalogue (from our own copy), quotes, sending, a top-up's status, and the history (docs/product-rules.md#history). */

/** The client's copy (If-None-Match) is still current: no body. */
const notModified = z.null().describe('Not modified: the copy named by If-None-Match is still current.');
export const topupRoutes =
  (deps: {
    db: Db;
    /** The catalogue's lists, kept serialised in memory (createCatalogueCache). */
    catalogue: CatalogueCache;
    service: TopupService;
    /** The fee schedule and quote validity in force (runtime settings, ADR 0033). */
    fees: () => Promise<TopupFees>;
    quoteValidMinutes: () => Promise<number>;
    detectOperatorId: (e164: string, iso: string) => Promise<number | null>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, service } = deps;
    guardEveryRoute(app, requireActor);

    app.get(
      '/api/catalogue/countries',
      {
        schema: {
          tags: ['top-ups'],
          summary: 'Countries with operators, and the smallest top-up of each (ETag: If-None-Match answers 304)',
          response: { 200: catalogueCountries, 304: notModified, ...errors },
        },
      },
      async (request, reply) => sendCached(request, reply, await deps.catalogue.countries()),
    );

    app.get(
      '/api/catalogue/countries/:iso/operators',
      {
        schema: {
          tags: ['top-ups'],
          summary: 'Operators of a country (ETag: If-None-Match answers 304)',
          params: z.object({ iso: countryIso }),
          response: { 200: catalogueOperators, 304: notModified, ...errors },
        },
      },
      async (request, reply) => sendCached(request, reply, await deps.catalogue.operators(request.params.iso)),
    );

    app.post(
      '/api/catalogue/detect',
      {
        schema: {
          tags: ['top-ups'],
          summary: 'Checks a number for a country and names its operator when the prefix tells',
          body: detectRequest,
          response: { 200: detectResponse, ...errors },
        },
      },
      async (request) => detect(db, request.body.countryIso, request.body.recipientNumber, deps.detectOperatorId),
    );

    app.get(
      '/api/topups/fees',
      { schema: { tags: ['top-ups'], summary: 'The fee schedule', response: { 200: feeSchedule, ...errors } } },
      async () => {
        const [fees, quoteValidMinutes] = await Promise.all([deps.fees(), deps.quoteValidMinutes()]);
        return {
          topupFeeBasisPoints: fees.topupFeeBasisPoints,
          topupFeeFixedCents: fees.topupFeeFixedCents,
          walletFeeCents: fees.walletFeeCents,
          paypalFeeBasisPoints: fees.paypalFeeBasisPoints,
          paypalFeeFixedCents: fees.paypalFeeFixedCents,
          quoteValidMinutes,
        };
      },
    );

    app.get(
      '/api/topups/limits',
      {
        schema: {
          tags: ['top-ups'],
          summary: 'Your sending limits per day and month in your time zone (higher once verified) and what you sent so far',
          response: { 200: sendingLimitsResponse, ...errors },
        },
      },
      async (request) => service.limitsOf(actorOf(request)),
    );

    app.post(
      '/api/topups/quotes',
      {
        schema: {
          tags: ['top-ups'],
          summary: 'Prices a top-up and holds the price',
          body: quoteRequest,
          response: { 200: quote, ...errors },
        },
      },
      async (request) => service.quote(actorOf(request), request.body),
    );

    app.get(
      '/api/quotes/:id',
      {
        schema: {
          tags: ['top-ups'],
          summary: 'One of your price quotes, read back',
          params: idParams,
          response: { 200: quote, ...errors },
        },
      },
      async (request) => service.getQuote(actorOf(request), request.params.id),
    );

    app.post(
      '/api/topups',
      {
        schema: {
          tags: ['top-ups'],
          summary: 'Sends a quoted top-up (Idempotency-Key: the same key and body answer the first result; another body 409)',
          headers: idempotencyKeyOptional,
          body: sendRequest,
          response: { 200: sendResponse, ...errors },
        },
      },
      async (request) =>
        service.send(
          actorOf(request),
          request.body.quoteId,
          request.headers['idempotency-key'] ?? null,
          request.body.paypalCheckout,
          request.body.creditRequest,
        ),
    );

    app.get(
      '/api/topups/:id',
      {
        schema: {
          tags: ['top-ups'],
          summary: 'One top-up: status, timeline, receipt',
          params: idParams,
          response: { 200: topup, ...errors },
        },
      },
      async (request) => service.get(actorOf(request), request.params.id),
    );

    app.post(
      '/api/topups/:id/paypal-return',
      {
        schema: {
          tags: ['top-ups'],
          summary: 'Back from PayPal for a top-up paid with PayPal',
          params: idParams,
          body: z.object({ cancelled: z.boolean().default(false) }),
          response: { 200: topup, ...errors },
        },
      },
      async (request) => service.paypalReturn(actorOf(request), request.params.id, request.body.cancelled),
    );

    app.post(
      '/api/topups/:id/refund-to-paypal',
      {
        schema: {
          tags: ['top-ups'],
          summary: 'A failed top-up paid with PayPal: sends everything paid back to PayPal instead of keeping it in the wallet',
          params: idParams,
          body: z.object({}).optional(),
          response: { 200: topup, ...errors },
        },
      },
      async (request) => service.refundToPayPal(actorOf(request), request.params.id),
    );

    app.get(
      '/api/topups',
      {
        schema: {
          tags: ['top-ups'],
          summary: 'Every top-up of the signed-in person, newest first',
          response: { 200: z.object({ topups: z.array(topup) }), ...errors },
        },
      },
      async (request) => ({
        topups: await service.list(actorOf(request)),
      }),
    );

    app.get(
      '/api/transactions',
      { schema: { tags: ['top-ups'], summary: 'The history list', response: { 200: transactionsResponse, ...errors } } },
      async (request) => ({
        transactions: (await service.list(actorOf(request))).map((t) => ({
          id: t.id,
          recipientNumber: t.recipientNumber,
          operatorName: t.operatorName,
          amount: t.amountCents / 100,
          amountCents: t.amountCents,
          status: t.status,
          createdAt: t.createdAt,
          countryIso: t.countryIso,
          operatorId: t.operatorId,
        })),
      }),
    );
  };
