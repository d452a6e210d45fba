import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { runControlAction } from '../shared/control.js';
import { registerRecorderRoutes } from '../shared/recorder.js';
import { parseScaled } from './decimal.js';
import type { TokenRegistry } from './oauth.js';
import type { ExchangeRecorder } from './recorder.js';
import { decimalText } from './representations.js';
import type { AggregatorStore, TopupRecord } from './store.js';

/**
 * The sandbox's own controls under /sandbox/ (not Reloadly's contract), for tests and the page at `/`:
 * delays (pending resolution, timeout hang), the recent-recharge rule, the balance, settling PROCESSING
 * top-ups now, failing the next top-up calls with an HTTP status, tokens, recorded calls, reset.
 * JSON in and out; the page's form posts are redirected back to `/` (with `?error=` when refused).
 */
export interface ControlContext {
  store: AggregatorStore;
  tokens: TokenRegistry;
  recorder: ExchangeRecorder;
  defaultRecentRechargeWindowMs: number;
}

class ControlError extends Error {}
type Body = Record<string, unknown> | undefined;

export function registerControlApi(app: FastifyInstance, { store, tokens, recorder, defaultRecentRechargeWindowMs }: ControlContext): void {
  const state = () => ({
    settings: {
      ...store.settings,
      recentRechargeRule: store.settings.recentRechargeWindowMs > 0,
      tokenLifetimeSeconds: tokens.lifetimeSeconds,
    },
    balance: decimalText(store.balanceCents),
    fault: store.fault,
    transactions: store.transactions.size,
  });
  app.get('/sandbox/state', async () => state());
  app.get('/sandbox/transactions', async () => ({ transactions: [...store.transactions.values()].reverse().map(transactionView) }));

  app.post<{ Body: Body }>('/sandbox/settings', (request, reply) =>
    act(request, reply, () => {
      const body = request.body ?? {};
      if (body.pendingDelayMs !== undefined)
        store.settings.pendingDelayMs =
          body.pendingDelayMs === null || body.pendingDelayMs === 'manual' ? null : milliseconds(body.pendingDelayMs, 'pendingDelayMs');
      if (body.hangMs !== undefined) store.settings.hangMs = milliseconds(body.hangMs, 'hangMs');
      if (body.recentRechargeWindowMs !== undefined)
        store.settings.recentRechargeWindowMs = milliseconds(body.recentRechargeWindowMs, 'recentRechargeWindowMs');
      if (body.recentRechargeRule !== undefined) {
        const on = body.recentRechargeRule === true || body.recentRechargeRule === 'on' || body.recentRechargeRule === 'true';
        store.settings.recentRechargeWindowMs = on ? store.settings.recentRechargeWindowMs || defaultRecentRechargeWindowMs : 0;
      }
      if (body.tokenLifetimeSeconds !== undefined)
        tokens.lifetimeSeconds = Math.max(1, Math.round(milliseconds(body.tokenLifetimeSeconds, 'tokenLifetimeSeconds')));
      return state();
    }),
  );

  app.post<{ Body: Body }>('/sandbox/balance', (request, reply) =>
    act(request, reply, () => {
      const amount = request.body?.amount;
      const cents = typeof amount === 'string' || typeof amount === 'number' ? parseScaled(String(amount).trim(), 2) : undefined;
      if (cents === undefined || cents < 0n)
        throw new ControlError('The balance must be an amount in USD with at most two decimals, e.g. 1000.00');
      store.balanceCents = cents;
      store.balanceUpdatedAt = new Date();
      return state();
    }),
  );

  app.post<{ Params: { id: string }; Body: Body }>('/sandbox/transactions/:id/resolve', (request, reply) =>
    act(request, reply, () => {
      const record = store.resolve(Number(request.params.id));
      if (!record) throw new ControlError(`No transaction ${request.params.id}`);
      return { transaction: transactionView(record) };
    }),
  );
  app.post<{ Body: Body }>('/sandbox/transactions/resolve-all', (request, reply) =>
    act(request, reply, () => ({ resolved: store.resolveAll() })),
  );

  app.post<{ Body: Body }>('/sandbox/faults', (request, reply) =>
    act(request, reply, () => {
      const status = Number(request.body?.status);
      const count = request.body?.count === undefined ? 1 : Number(request.body.count);
      if (!Number.isInteger(status) || status < 500 || status > 599) throw new ControlError('status must be a 5xx HTTP status');
      if (!Number.isInteger(count) || count < 0) throw new ControlError('count must be a whole number');
      store.fault = count > 0 ? { status, remaining: count } : null;
      return state();
    }),
  );

  app.post<{ Body: Body }>('/sandbox/tokens/revoke', (request, reply) => act(request, reply, () => ({ revoked: tokens.revokeAll() })));
  app.post<{ Body: Body }>('/sandbox/reset', (request, reply) =>
    act(request, reply, () => {
      store.reset();
      recorder.clear();
      return state();
    }),
  );
  registerRecorderRoutes(app, recorder);
}

function transactionView(record: TopupRecord) {
  return {
    transactionId: record.transactionId,
    status: record.status,
    outcome: record.outcome,
    async: record.async,
    customIdentifier: record.customIdentifier,
    recipientPhone: record.recipientPhone,
    operatorId: record.operator.id,
    operatorName: record.operator.name,
    requestedAmount: decimalText(record.requestedCents),
    deliveredAmount: decimalText(record.deliveredLocalCents),
    deliveredCurrency: record.operator.country.currencyCode,
    createdAt: record.createdAt.toISOString(),
  };
}

function milliseconds(value: unknown, name: string): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number < 0) throw new ControlError(`${name} must be a number ≥ 0`);
  return number;
}

/** Refusals are ControlErrors, answered 409. */
function act(request: FastifyRequest, reply: FastifyReply, action: () => unknown): FastifyReply {
  return runControlAction(request, reply, action, (error) =>
    error instanceof ControlError ? { message: error.message, status: 409 } : undefined,
  );
}
