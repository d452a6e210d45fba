import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail, PayPalFailure, sendError } from './errors.js';
import { readAmount, SUPPORTED_CURRENCIES } from './money.js';
import { requireBearer, type TokenRegistry } from './oauth.js';
import { isObject, readOrderRequest } from './order-request.js';
import { captureJson, orderJson, refundJson } from './representations.js';
import type { PayPalStore } from './store.js';
import type { WebhookDispatcher } from './webhooks.js';

/**
 * The REST contract: Orders v2 (create, get, capture), Payments v2 (get capture, refund, get refund) and
 * the Webhooks v1 event look-up and resend. `PayPal-Request-Id` makes create, capture and refund
 * idempotent: the same id answers the first result again (200) instead of acting twice.
 */
export interface RestContext {
  store: PayPalStore;
  tokens: TokenRegistry;
  webhooks: WebhookDispatcher;
  apiUrl: () => string;
}

type IdParams = { Params: { id: string } };

export function registerRestApi(app: FastifyInstance, context: RestContext): void {
  const { store, webhooks } = context;
  const bearer = requireBearer(context.tokens);

  app.post('/v2/checkout/orders', { preHandler: bearer }, (request, reply) =>
    answer(reply, () => {
      const { order, replay } = store.createOrder(readOrderRequest(request.body), requestId(request));
      return [replay ? 200 : 201, orderJson(store, order, context.apiUrl())];
    }),
  );

  app.get<IdParams>('/v2/checkout/orders/:id', { preHandler: bearer }, (request, reply) =>
    answer(reply, () => [200, orderJson(store, store.findOrder(request.params.id), context.apiUrl())]),
  );

  app.post<IdParams>('/v2/checkout/orders/:id/capture', { preHandler: bearer }, (request, reply) =>
    answer(reply, () => {
      if (request.body !== undefined && request.body !== null && !isObject(request.body))
        throw fail(400, 'MALFORMED_REQUEST_JSON', { location: 'body' });
      const { order, replay } = store.capture(request.params.id, requestId(request));
      return [replay ? 200 : 201, orderJson(store, order, context.apiUrl())];
    }),
  );

  app.get<IdParams>('/v2/payments/captures/:id', { preHandler: bearer }, (request, reply) =>
    answer(reply, () => [200, captureJson(store.findCapture(request.params.id), context.apiUrl(), true)]),
  );

  app.post<IdParams>('/v2/payments/captures/:id/refund', { preHandler: bearer }, (request, reply) =>
    answer(reply, () => {
      const capture = store.findCapture(request.params.id);
      const { refund } = store.refund(capture.id, readRefundRequest(request.body), requestId(request));
      return [201, refundJson(refund, capture, context.apiUrl())];
    }),
  );

  app.get<IdParams>('/v2/payments/refunds/:id', { preHandler: bearer }, (request, reply) =>
    answer(reply, () => {
      const refund = store.findRefund(request.params.id);
      return [200, refundJson(refund, store.findCapture(refund.captureId), context.apiUrl())];
    }),
  );

  app.get<IdParams>('/v1/notifications/webhooks-events/:id', { preHandler: bearer }, (request, reply) =>
    answer(reply, () => [200, JSON.parse(knownEvent(webhooks, request.params.id).body) as unknown]),
  );

  app.post<IdParams>('/v1/notifications/webhooks-events/:id/resend', { preHandler: bearer }, (request, reply) =>
    answer(reply, () => {
      const record = knownEvent(webhooks, request.params.id);
      webhooks.resend(record.id);
      return [202, JSON.parse(record.body) as unknown];
    }),
  );
}

function knownEvent(webhooks: WebhookDispatcher, id: string) {
  const record = webhooks.get(id);
  if (!record || record.forged) throw fail(404, 'INVALID_RESOURCE_ID', { location: 'path', field: 'event_id', value: id });
  return record;
}

function requestId(request: FastifyRequest): string | undefined {
  const value = request.headers['paypal-request-id'];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function readRefundRequest(body: unknown) {
  if (body === undefined || body === null) return {};
  if (!isObject(body)) throw fail(400, 'MALFORMED_REQUEST_JSON', { location: 'body' });
  const request: { amountCents?: number; currency?: string; noteToPayer?: string; customId?: string; invoiceId?: string } = {};
  if (body.amount !== undefined) {
    const amount = body.amount;
    if (!isObject(amount) || typeof amount.currency_code !== 'string')
      throw fail(400, 'MISSING_REQUIRED_PARAMETER', { field: '/amount/currency_code', location: 'body' });
    if (!SUPPORTED_CURRENCIES.has(amount.currency_code))
      throw fail(422, 'INVALID_CURRENCY_CODE', { field: '/amount/currency_code', value: amount.currency_code, location: 'body' });
    const value = readAmount(amount.value);
    if ('problem' in value) {
      throw value.problem === 'precision'
        ? fail(422, 'DECIMAL_PRECISION', { field: '/amount/value', value: String(amount.value), location: 'body' })
        : fail(400, 'INVALID_PARAMETER_SYNTAX', { field: '/amount/value', value: String(amount.value), location: 'body' });
    }
    request.amountCents = value.cents;
    request.currency = amount.currency_code;
  }
  for (const [key, field] of [
    ['note_to_payer', 'noteToPayer'],
    ['custom_id', 'customId'],
    ['invoice_id', 'invoiceId'],
  ] as const) {
    const value = body[key];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.length < 1 || value.length > (key === 'note_to_payer' ? 255 : 127)) {
      throw fail(400, 'INVALID_STRING_LENGTH', { field: `/${key}`, location: 'body' });
    }
    request[field] = value;
  }
  return request;
}

/** Runs a handler; PayPal failures become PayPal error bodies, anything else is a sandbox bug (500). */
function answer(reply: FastifyReply, handler: () => [number, unknown]): FastifyReply {
  try {
    const [status, body] = handler();
    return reply.code(status).send(body);
  } catch (error) {
    if (error instanceof PayPalFailure) return sendError(reply, error);
    throw error;
  }
}
