import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerInvariants } from '../../../src/server/ledger/index';
import { sendingTotalsDrift } from '../topups/topups-kit';
import { startCrashWorld, waitUntil, type CrashWorld } from './crash-world';
import { HttpPerson } from './server-process';

/**
 * kill -9 under load, for the PayPal paths (docs/product-rules.md#no-money-stranded): people pay top-ups and baskets of top-ups with PayPal
 * (completed or pending, coming back to the return page or closing the tab) and add funds, while the server process is killed
 * three times and restarted. Afterwards, within the reconciler's stated bound (a first look after a
 * minute, then at most every 10 minutes), every paid top-up is sent or refunded in full, every completed
 * capture is credited once, and the ledger's invariants hold.
 */
let world: CrashWorld;

beforeAll(async () => {
  world = await startCrashWorld('paypal-crash');
  await world.control(world.env.PAYPAL_API_URL!, '/sandbox/webhook-url', { url: `${world.server.baseUrl}/api/webhooks/paypal` });
}, 120_000);

afterAll(async () => world?.stop());

/** The PayPal approval page, as the payer presses its buttons. */
async function approve(approveUrl: string, outcome: 'COMPLETED' | 'PENDING') {
  const token = new URL(approveUrl).searchParams.get('token')!;
  await fetch(`${world.env.PAYPAL_API_URL}/checkoutnow`, {
    method: 'POST',
    body: new URLSearchParams({ token, outcome, action: 'pay' }),
    redirect: 'manual',
  });
}

interface Plan {
  kind: 'topup' | 'funding' | 'basket';
  outcome: 'COMPLETED' | 'PENDING';
  comesBack: boolean;
  /** The recipient's last two digits: delivered (00–79) or failed (88–94) at the aggregator. */
  ending: string;
}

const plans = fc.sample(
  fc.record({
    kind: fc.constantFrom<Plan['kind']>('topup', 'topup', 'funding', 'basket'),
    outcome: fc.constantFrom<Plan['outcome']>('COMPLETED', 'COMPLETED', 'PENDING'),
    comesBack: fc.boolean(),
    ending: fc.constantFrom('07', '23', '55', '90', '91'),
  }),
  { numRuns: 32, seed: 9 },
);

/** One person's purchase, retried through crashes as the person would (the same Idempotency-Key). */
async function carryOut(person: HttpPerson, plan: Plan, i: number) {
  if (plan.kind === 'funding') {
    const started = await person.persist('POST', '/api/wallet/funding', { amountCents: 1000 + i });
    if (started.status !== 200) return;
    const { funding, approveUrl } = started.json() as { funding: { id: string }; approveUrl: string };
    await approve(approveUrl, plan.outcome);
    if (plan.comesBack) await person.persist('POST', `/api/wallet/funding/${funding.id}/capture`, {});
    return;
  }
  const operators = (await person.persist('GET', '/api/catalogue/countries/HT/operators')).json() as {
    operators: { id: number; name: string; fixedAmountsCents: number[]; minCents: number; denominationType: string }[];
  };
  const digicel = operators.operators.find((o) => o.name === 'Digicel Haiti')!;
  const amountCents = digicel.denominationType === 'FIXED' ? digicel.fixedAmountsCents[0]! : Math.max(digicel.minCents, 500);
  const number = `+509 34${10 + (i % 80)} 12${plan.ending}`;
  if (plan.kind === 'basket') {
    // Two people in one PayPal payment (ADR 0036): the planned number and one that is delivered.
    const items = [number, `+509 35${10 + (i % 80)} 1207`].map((recipientNumber) => ({
      countryIso: 'HT',
      operatorId: digicel.id,
      recipientNumber,
      amountCents,
    }));
    const quoted = await person.persist('POST', '/api/baskets/quotes', { items, paymentMethod: 'paypal' });
    if (quoted.status !== 200) return;
    const basketId = (quoted.json() as { id: string }).id;
    const sentBasket = await person.persist('POST', `/api/baskets/${basketId}/send`, {}, { 'idempotency-key': `crash-basket-${i}` });
    if (sentBasket.status !== 200) return;
    const { approveUrl } = sentBasket.json() as { approveUrl: string | null };
    if (!approveUrl) return;
    await approve(approveUrl, plan.outcome);
    if (plan.comesBack) await person.persist('POST', `/api/baskets/${basketId}/paypal-return`, { cancelled: false });
    return;
  }
  const quote = await person.persist('POST', '/api/topups/quotes', {
    countryIso: 'HT',
    operatorId: digicel.id,
    recipientNumber: number,
    amountCents,
    paymentMethod: 'paypal',
  });
  if (quote.status !== 200) return;
  const sent = await person.persist(
    'POST',
    '/api/topups',
    { quoteId: (quote.json() as { id: string }).id },
    { 'idempotency-key': `crash-${i}` },
  );
  if (sent.status !== 200) return;
  const { topup, approveUrl } = sent.json() as { topup: { id: string }; approveUrl: string | null };
  if (!approveUrl) return;
  await approve(approveUrl, plan.outcome);
  if (plan.comesBack) await person.persist('POST', `/api/topups/${topup.id}/paypal-return`, { cancelled: false });
}

describe('kill -9 during PayPal-paid top-ups and pending payments', () => {
  it('after three crashes and restarts, every paid top-up is sent or refunded in full and every completed capture credited once', async () => {
    const { env, server, database, control } = world;
    const people = Array.from({ length: 8 }, (_, i) => new HttpPerson(server, `198.51.100.${i + 1}`));
    for (const [i, person] of people.entries()) await person.register(`crash${i}@example.com`);
    await waitUntil(
      async () =>
        ((await people[0]!.call('GET', '/api/catalogue/countries/HT/operators')).json() as { operators: unknown[] }).operators.length > 0,
    );

    // The load: each person works through their plans while the server is killed three times.
    let done = 0;
    let finished = false;
    const load = Promise.all(
      people.map(async (person, p) => {
        for (let k = p; k < plans.length; k += people.length) {
          await carryOut(person, plans[k]!, k);
          done++;
        }
      }),
    );
    void load.finally(() => (finished = true));
    for (const after of [6, 14, 22]) {
      await waitUntil(async () => done >= after || finished);
      await server.kill();
      await server.start();
    }
    await load;

    // PayPal completes what it held for review; its webhooks reach the restarted server.
    const state = (await (await fetch(`${env.PAYPAL_API_URL}/sandbox/state`)).json()) as { captures: { id: string; status: string }[] };
    for (const capture of state.captures.filter((c) => c.status === 'PENDING'))
      await control(env.PAYPAL_API_URL!, `/sandbox/captures/${capture.id}/complete`);

    // Within the bound: the reconciler as it runs 11 minutes on, and the worker (the killed server's
    // 60-second leases on the orders it held have run out by then). A send the kill cut off between its
    // claim and the aggregator is found there by nobody; the worker sends it again 5 minutes after, so its
    // clock is moved on by as much: otherwise the run fails whenever a kill lands in that window.
    const app = await world.inProcessApp();
    try {
      await app.jobs.reconcileFundings(new Date(Date.now() + 11 * 60_000));
      await database.pool.query(
        `update topup_orders set next_attempt_at = now(), sent_at = sent_at - interval '6 minutes' where state in ('reserved', 'unknown')`,
      );
      while ((await app.jobs.runTopupWorker()) > 0);
    } finally {
      await app.close();
    }

    expect(await checkLedgerInvariants(database.pool)).toEqual([]);
    expect(await sendingTotalsDrift(database.pool), 'sending totals agree with the orders').toEqual([]);
    const { rows: captures } = await database.pool.query<{ id: string; credited: number }>(
      `select f.paypal_capture_id as id, (select count(*) from ledger_transfers t where t.id = 'capture:' || f.paypal_capture_id || ':funds')::int as credited
         from funding_orders f where f.paypal_capture_id is not null`,
    );
    const completedAtPayPal = (await (await fetch(`${env.PAYPAL_API_URL}/sandbox/state`)).json()) as {
      captures: { id: string; status: string }[];
    };
    for (const capture of completedAtPayPal.captures.filter((c) => c.status === 'COMPLETED')) {
      expect(captures.find((c) => c.id === capture.id)?.credited, `capture ${capture.id} credited once`).toBe(1);
    }
    const { rows: orders } = await database.pool.query<{ id: string; state: string; funding_status: string; fee_refunds: number }>(
      `select o.id, o.state, f.status as funding_status,
              (select count(*) from ledger_transfers t where t.id = 'topup:' || o.id || ':paypal-fee-refund')::int as fee_refunds
         from topup_orders o join funding_orders f on f.id = o.funding_id`,
    );
    expect(orders.length).toBeGreaterThan(10);
    for (const order of orders) {
      if (order.funding_status === 'completed') expect(['succeeded', 'failed'], `order ${order.id}`).toContain(order.state);
      else
        expect(order.state, `order ${order.id} (payment ${order.funding_status})`).toBe(
          order.funding_status === 'pending' || order.funding_status === 'created' ? 'awaiting_payment' : 'cancelled',
        );
      if (order.state === 'failed') expect(order.fee_refunds, `order ${order.id}: the PayPal fee given back`).toBe(1);
    }
    expect(orders.filter((o) => o.state === 'succeeded').length).toBeGreaterThan(0);
    // Baskets' items were among them: their one payment moved every item on like a single top-up's.
    const { rows: basketOrders } = await database.pool.query<{ n: number }>(
      `select count(*)::int as n from basket_items where order_id is not null`,
    );
    expect(basketOrders[0]!.n).toBeGreaterThan(0);
    expect(orders.filter((o) => o.state === 'failed').length).toBeGreaterThan(0);
    const { rows: doubles } = await database.pool.query(
      `select custom_identifier from (select unnest($1::text[]) as custom_identifier) x group by 1 having count(*) > 1`,
      [
        (
          (await (await fetch(`${env.TOPUP_API_URL}/sandbox/transactions`)).json()) as {
            transactions: { customIdentifier: string; status: string }[];
          }
        ).transactions
          .filter((x) => x.status === 'SUCCESSFUL')
          .map((x) => x.customIdentifier),
      ],
    );
    expect(doubles, 'no top-up delivered twice').toEqual([]);
  }, 240_000);
});
