import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createFundingResponse,
  funding,
  fundingQuote,
  addFundsAmount,
  createFundingRequest,
  paypalStatus,
  walletSummary,
  walletTransactionsPage,
  walletTransactionsQuery,
} from '../../../shared/api/wallet.js';
import { errorResponse } from '../../../shared/errors.js';
import { actorOf, guardEveryRoute, requireActor } from '../identity/index.js';
import type { PayPalFeeSchedule } from './fees.js';
import type { WalletService } from './service.js';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 409: errorResponse, 503: errorResponse };
const fundingParams = z.object({ id: z.string().uuid('validation.notFound') });

/** The signed-in person's wallet: balance and stats, activity, and adding funds with PayPal. */
export const walletRoutes =
  (
    service: WalletService,
    paypal: {
      mode: 'sandbox' | 'live';
      fees: () => Promise<PayPalFeeSchedule>;
      addFundsLimits: () => Promise<{ minCents: number; maxCents: number }>;
    },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    guardEveryRoute(app, requireActor);

    app.get(
      '/api/wallet',
      { schema: { tags: ['wallet'], summary: 'Balance and the three stats', response: { 200: walletSummary, ...errors } } },
      async (request) => service.summary(actorOf(request)),
    );

    app.get(
      '/api/wallet/transactions',
      {
        schema: {
          tags: ['wallet'],
          summary: 'Wallet activity, newest first, a page at a time',
          querystring: walletTransactionsQuery,
          response: { 200: walletTransactionsPage, ...errors },
        },
      },
      async (request) => service.transactions(actorOf(request), request.query),
    );

    app.get(
      '/api/wallet/funding/quote',
      {
        schema: {
          tags: ['wallet'],
          summary: 'Amount, PayPal fee and total, before paying',
          querystring: z.object({ amountCents: z.coerce.number().pipe(addFundsAmount) }),
          response: { 200: fundingQuote, ...errors },
        },
      },
      async (request) => service.quote(request.query.amountCents),
    );

    app.get(
      '/api/wallet/paypal',
      {
        schema: {
          tags: ['wallet'],
          summary: 'Which PayPal is configured, its fee, and the add-funds limits in force',
          response: { 200: paypalStatus },
        },
      },
      async () => {
        const [fees, limits] = await Promise.all([paypal.fees(), paypal.addFundsLimits()]);
        return {
          mode: paypal.mode,
          feePercentBasisPoints: fees.percentBasisPoints,
          feeFixedCents: fees.fixedCents,
          addFundsMinCents: limits.minCents,
          addFundsMaxCents: limits.maxCents,
        };
      },
    );

    app.post(
      '/api/wallet/funding',
      {
        schema: {
          tags: ['wallet'],
          summary: 'Starts adding funds: returns the PayPal page to approve on',
          body: createFundingRequest,
          response: { 200: createFundingResponse, ...errors },
        },
      },
      async (request) => service.startFunding(actorOf(request), request.body.amountCents, request.body.paypalCheckout),
    );

    app.get(
      '/api/wallet/funding/:id',
      { schema: { tags: ['wallet'], summary: 'One payment', params: fundingParams, response: { 200: funding, ...errors } } },
      async (request) => service.funding(actorOf(request), request.params.id),
    );

    app.post(
      '/api/wallet/funding/:id/capture',
      {
        schema: {
          tags: ['wallet'],
          summary: 'After approval: takes the payment and credits the wallet when PayPal completes it',
          params: fundingParams,
          body: z.object({}).optional(),
          response: { 200: funding, ...errors },
        },
      },
      async (request) => service.capture(actorOf(request), request.params.id),
    );

    app.post(
      '/api/wallet/funding/:id/cancel',
      {
        schema: {
          tags: ['wallet'],
          summary: 'The person cancelled on PayPal',
          params: fundingParams,
          body: z.object({}).optional(),
          response: { 200: funding, ...errors },
        },
      },
      async (request) => service.cancel(actorOf(request), request.params.id),
    );
  };
