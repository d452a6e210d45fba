import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { runControlAction } from '../shared/control.js';
import { registerRecorderRoutes } from '../shared/recorder.js';
import { PayPalFailure } from './errors.js';
import { forgedEvent } from './events.js';
import { readAmount } from './money.js';
import type { TokenRegistry } from './oauth.js';
import type { ExchangeRecorder } from './recorder.js';
import { captureJson, orderJson, refundJson } from './representations.js';
import { SandboxStateError, type PayPalStore } from './store.js';
import type { WebhookDispatcher, WebhookEventRecord } from './webhooks.js';

/**
 * The sandbox's own controls, under /sandbox/ (not part of PayPal's contract), for tests and the page at
 * `/`: settle pending captures, refund or reverse captures, re-send or forge webhook events, point the
 * webhooks somewhere, read what was sent, revoke tokens. JSON in and out; the page's form posts get a
 * redirect back to `/` instead (with `?error=` when the action did not apply).
 */
export interface ControlContext {
  store: PayPalStore;
  tokens: TokenRegistry;
  webhooks: WebhookDispatcher;
  recorder: ExchangeRecorder;
  apiUrl: () => string;
}

type Body = Record<string, unknown> | undefined;
type IdRoute = { Params: { id: string }; Body: Body };

export function registerControlApi(app: FastifyInstance, context: ControlContext): void {
  const { store, webhooks, recorder, tokens } = context;

  app.get('/sandbox/state', async () => ({
    webhookUrl: webhooks.webhookUrl,
    orders: [...store.orders.values()].reverse().map((order) => orderJson(store, order, context.apiUrl())),
    captures: [...store.captures.values()].reverse().map((capture) => captureJson(capture, context.apiUrl(), true)),
    refunds: [...store.refunds.values()]
      .reverse()
      .map((refund) => ({ kind: refund.kind, ...refundJson(refund, store.findCapture(refund.captureId), context.apiUrl()) })),
  }));

  app.post<IdRoute>('/sandbox/captures/:id/complete', (request, reply) =>
    act(request, reply, () => ({ capture: captureJson(store.completePending(request.params.id), context.apiUrl(), true) })),
  );
  app.post<IdRoute>('/sandbox/captures/:id/deny', (request, reply) =>
    act(request, reply, () => ({ capture: captureJson(store.denyPending(request.params.id), context.apiUrl(), true) })),
  );
  for (const kind of ['refund', 'reversal'] as const) {
    app.post<IdRoute>(`/sandbox/captures/:id/${kind === 'refund' ? 'refund' : 'reverse'}`, (request, reply) =>
      act(request, reply, () => {
        const amount = request.body?.amount;
        let amountCents: number | undefined;
        if (amount !== undefined && amount !== '') {
          const read = readAmount(amount);
          if ('problem' in read)
            throw new SandboxStateError(`Amount "${String(amount)}" is not a positive amount with at most two decimals`);
          amountCents = read.cents;
        }
        const { refund } = store.refund(request.params.id, { amountCents }, undefined, kind);
        return { refund: refundJson(refund, store.findCapture(refund.captureId), context.apiUrl()) };
      }),
    );
  }

  app.get('/sandbox/events', async () => ({ webhookUrl: webhooks.webhookUrl, events: webhooks.list().map(eventView) }));
  app.post<IdRoute>('/sandbox/events/:id/resend', (request, reply) =>
    act(request, reply, () => {
      const record = webhooks.resend(request.params.id);
      if (!record) throw new SandboxStateError(`No event ${request.params.id}`);
      return { event: eventView(record) };
    }),
  );
  app.post<{ Body: Body }>('/sandbox/events/forged', (request, reply) =>
    act(request, reply, () => {
      const captureId = typeof request.body?.captureId === 'string' && request.body.captureId ? request.body.captureId : undefined;
      const capture = captureId ? store.findCapture(captureId) : undefined;
      return { event: eventView(webhooks.emit(forgedEvent(capture, context.apiUrl()), context.apiUrl(), true)) };
    }),
  );

  app.get('/sandbox/webhook-url', async () => ({ url: webhooks.webhookUrl }));
  app.post<{ Body: Body }>('/sandbox/webhook-url', (request, reply) =>
    act(request, reply, () => {
      const url = request.body?.url;
      if (url === null || url === undefined || url === '') {
        webhooks.webhookUrl = null;
      } else if (typeof url !== 'string' || !/^https?:\/\/[^\s]+$/.test(url) || !URL.canParse(url)) {
        throw new SandboxStateError('The webhook URL must be an http(s) URL');
      } else {
        webhooks.webhookUrl = url;
      }
      return { url: webhooks.webhookUrl };
    }),
  );

  registerRecorderRoutes(app, recorder);
  app.post('/sandbox/tokens/revoke', async () => ({ revoked: tokens.revokeAll() }));
}

function eventView(record: WebhookEventRecord) {
  const { body, ...rest } = record;
  return { ...rest, event: JSON.parse(body) as unknown };
}

/** Refusals are the store's state errors (409) and PayPal failures (404 for a missing resource, else 409). */
function act(request: FastifyRequest, reply: FastifyReply, action: () => unknown): FastifyReply {
  return runControlAction(request, reply, action, (error) => {
    if (error instanceof PayPalFailure)
      return { message: `${error.message} (HTTP ${error.status})`, status: error.status === 404 ? 404 : 409 };
    if (error instanceof SandboxStateError) return { message: error.message, status: 409 };
    return undefined;
  });
}
