import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDue } from '../../../src/server/features/topups/orders/store';
import { approveOnPayPal, paypalControl } from '../wallet/wallet-kit';
import {
  captureOf,
  checkEverything,
  delivers,
  OUTCOMES,
  paypalQuiet,
  timePasses,
  type Approval,
  type Model,
  type ModelOrder,
  type OutcomeKind,
  type Real,
} from './lifecycle-model';
import { haitiNumber, personWith, quoteAndSend, startTopupApp, topupOf, type TopupTestApp } from './topups-kit';

/**
 * The top-up lifecycle as a model (DESIGN's promise): random sequences of what people, PayPal, the
 * aggregator and our worker do — sends from the wallet and with PayPal (approved completed or pending, the
 * person coming back or not), each outcome the aggregator gives (delivered, failed, pending either way, a
 * timeout), the same send again with its Idempotency-Key, a worker that crashes holding its lease, webhooks
 * and reconciler passes, time passing — and after every step the ledger balances, no order is both delivered
 * and refunded, each ends as its number says, a refund gives back the whole total (the PayPal fee too), and
 * the wallet shows exactly what the model says. Fixed seed and bounded runs: the same sequences every time.
 */
const SEED = 20261124;
const RUNS = 20;
const STEPS = { minLength: 8, maxLength: 14 };
const START_CENTS = 50_000;

let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
});
afterAll(() => t.close());

let numbers = 0;
type Step = fc.AsyncCommand<Model, Real>;
const step = (label: string, check: (m: Readonly<Model>) => boolean, act: (m: Model, r: Real) => Promise<void>): Step => ({
  check,
  async run(model, real) {
    await act(model, real);
    await paypalQuiet(real);
    await checkEverything(model, real);
  },
  toString: () => label,
});
const any = () => true;
const paypalOrders = (m: Readonly<Model>, approval: Approval) => m.orders.filter((o) => o.method === 'paypal' && o.approval === approval);

async function send(
  model: Model,
  real: Real,
  kind: OutcomeKind,
  method: 'wallet' | 'paypal',
): Promise<{ order: ModelOrder; approveUrl: string }> {
  const key = randomUUID();
  const { quote, sent } = await quoteAndSend(real.client, haitiNumber(OUTCOMES[kind], 10 + (numbers++ % 89)), { method, key });
  expect(sent.statusCode, sent.body).toBe(200);
  const order: ModelOrder = {
    id: sent.json().topup.id,
    key,
    quoteId: quote.id,
    kind,
    method,
    approval: null,
    returned: false,
    totalCents: quote.totalCents,
    paypalFeeCents: quote.paypalFeeCents,
    seen: 'open',
  };
  model.orders.push(order);
  return { order, approveUrl: sent.json().approveUrl };
}

const kinds = fc.constantFrom(...(Object.keys(OUTCOMES) as OutcomeKind[]));
const steps = [
  kinds.map((kind) => step(`send from the wallet (${kind})`, any, async (m, r) => void (await send(m, r, kind, 'wallet')))),
  fc.tuple(kinds, fc.constantFrom<Approval>('COMPLETED', 'PENDING', 'never'), fc.boolean()).map(([kind, approval, comesBack]) =>
    step(`send with PayPal (${kind}, ${approval}, ${comesBack ? 'comes back' : 'closes the tab'})`, any, async (m, r) => {
      const { order, approveUrl } = await send(m, r, kind, 'paypal');
      order.approval = approval;
      if (approval !== 'never') await approveOnPayPal(r.t, approveUrl, approval);
      if (comesBack && approval !== 'never') await comeBack(r, order);
    }),
  ),
  // A PayPal order approved at PayPal whose person never came back: the replay takes the payment, as the
  // return page would (wallet/service.ts, approvalPageAgain).
  fc.nat().map((n) =>
    step(
      'the same send again, same Idempotency-Key',
      (m) => m.orders.length > 0,
      async (m, r) => {
        const order = m.orders[n % m.orders.length]!;
        const again = await r.client.post('/api/topups', { quoteId: order.quoteId }, { 'idempotency-key': order.key });
        expect(again.statusCode, again.body).toBe(200);
        expect(again.json().topup.id).toBe(order.id);
        if (order.method === 'paypal' && order.approval !== 'never') order.returned = true;
      },
    ),
  ),
  fc.constant(step('a worker pass', any, async (_m, r) => void (await r.t.work()))),
  fc.constant(
    step(
      'the aggregator settles what is PROCESSING',
      any,
      async (_m, r) => void (await r.t.control('POST', '/sandbox/transactions/resolve-all', {})),
    ),
  ),
  fc.constant(step('time passes (backoffs and leases run out)', any, async (_m, r) => timePasses(r))),
  // The worker claims what is due, then dies before doing anything: its lease keeps the orders from every
  // other worker for 60 s; time passing (moving next_attempt_at) stands for the lease running out.
  fc.constant(
    step('a worker crashes holding its lease, then the lease runs out', any, async (_m, r) => {
      await claimDue(r.t.database.pool, 20, 60, 24 * 60 * 60);
      await r.t.work(); // another worker finds nothing of those yet
      await timePasses(r);
    }),
  ),
  fc
    .constantFrom(2, 4 * 60)
    .map((minutes) =>
      step(
        `the PayPal reconciler runs ${minutes} minutes later`,
        any,
        async (_m, r) => void (await r.t.app.jobs.reconcileFundings(new Date(Date.now() + minutes * 60_000))),
      ),
    ),
  fc.nat().map((n) =>
    step(
      'PayPal completes a pending capture (webhook)',
      (m) => paypalOrders(m, 'PENDING').length > 0,
      async (m, r) => {
        const pending = paypalOrders(m, 'PENDING');
        const capture = await captureOf(r, pending[n % pending.length]!.id);
        if (capture) await completeCapture(r, capture);
      },
    ),
  ),
  fc.nat().map((n) =>
    step(
      'the person comes back from PayPal late',
      (m) => m.orders.some((o) => o.method === 'paypal' && o.approval !== 'never'),
      async (m, r) => {
        const approved = m.orders.filter((o) => o.method === 'paypal' && o.approval !== 'never');
        await comeBack(r, approved[n % approved.length]!);
      },
    ),
  ),
];

async function comeBack(real: Real, order: ModelOrder) {
  expect((await real.client.post(`/api/topups/${order.id}/paypal-return`, { cancelled: false })).statusCode).toBe(200);
  order.returned = true;
}

async function completeCapture(real: Real, captureId: string) {
  const { captures } = await paypalControl<{ captures: { id: string; status: string }[] }>(real.t, 'GET', '/sandbox/state');
  if (captures.find((c) => c.id === captureId)?.status === 'PENDING')
    await paypalControl(real.t, 'POST', `/sandbox/captures/${captureId}/complete`);
}

/** Everything that can still happen happens, until no order is open: then each must have ended as its number says. */
async function finish(model: Model, real: Real) {
  for (let pass = 0; pass < 8 && model.orders.some((o) => o.seen === 'open'); pass++) {
    for (const order of paypalOrders(model, 'PENDING')) {
      const capture = await captureOf(real, order.id);
      if (capture) await completeCapture(real, capture);
    }
    await paypalQuiet(real);
    await real.t.app.jobs.reconcileFundings(new Date(Date.now() + 4 * 60 * 60_000));
    await real.t.control('POST', '/sandbox/transactions/resolve-all', {});
    await timePasses(real);
    await real.t.work();
    await paypalQuiet(real);
    await checkEverything(model, real);
  }
  for (const order of model.orders) {
    const ending = order.approval === 'never' ? 'cancelled' : delivers(order.kind) ? 'delivered' : 'refunded';
    expect(
      order.seen,
      `${order.id}: ${order.method} ${order.kind} ${order.approval ?? ''}; now ${JSON.stringify(await topupOf(real.client, order.id))}`,
    ).toBe(ending);
  }
}

describe('the top-up lifecycle against its model', () => {
  it('holds the ledger, the orders and the wallet together after every step of random sequences', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(...steps), STEPS), async (commands) => {
        const { client, user } = await personWith(t, START_CENTS);
        const model: Model = { initialCents: START_CENTS, orders: [] };
        const real: Real = { t, client, userId: user.id };
        await fc.asyncModelRun(() => ({ model, real }), commands);
        await finish(model, real);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });
});
