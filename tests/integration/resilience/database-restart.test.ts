import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../../src/server/db/unavailable';
import { checkLedgerInvariants } from '../../../src/server/ledger/index';
import { fundWallet } from '../topups/topups-kit';
import { Client } from '../test-app';
import { Load, addFunds, sendTopups, waitUntil, type Answer, type Sent } from './outage-load';
import { startOutageApp, type OutageApp } from './outage-app';

/**
 * docs/product-rules.md#database-outage: PostgreSQL goes away under load and comes back. Meanwhile Kredi answers 503 with a clear
 * message (never 500, never "signed out"), health says not ready; it reconnects by itself, and
 * afterwards nothing is lost, doubled or stranded.
 */
const SENDERS = 3;
const SENDS_EACH = 5;
const PAYERS = 2;
const FUNDINGS_EACH = [1500, 2500, 4000];
const SENDER_FUNDS = 20_000;

let t: OutageApp;
beforeAll(async () => {
  t = await startOutageApp();
});
afterAll(() => t?.close());

let people = 0;
async function person(cents = 200) {
  const client = new Client(t.app);
  const email = `outage${people++}-${randomUUID().slice(0, 6)}@example.com`;
  const user = await client.register({ email });
  await fundWallet(t.direct, user.id, cents - 200);
  return { client, user, email };
}

const health = async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode;

async function approve(approveUrl: string) {
  const token = new URL(approveUrl).searchParams.get('token')!;
  const response = await fetch(`${t.paypalUrl}/checkoutnow`, {
    method: 'POST',
    body: new URLSearchParams({ token, outcome: 'COMPLETED', action: 'pay' }),
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
}

describe('the database restarts while people send top-ups and add funds', () => {
  it('answers 503 meanwhile, is ready again by itself, and loses, doubles or strands nothing', async () => {
    const senders = await Promise.all(Array.from({ length: SENDERS }, () => person(SENDER_FUNDS)));
    const payers = await Promise.all(Array.from({ length: PAYERS }, () => person()));
    const { operators } = (await senders[0]!.client.get('/api/catalogue/countries/HT/operators')).json();
    const digicel = operators.find((o: { name: string }) => o.name === 'Digicel Haiti');
    const amountCents = digicel.denominationType === 'FIXED' ? digicel.fixedAmountsCents[0] : Math.max(digicel.minCents, 500);
    // Numbers ending in 05 are delivered, in 88 refused by the operator (refunded): both outcomes under load.
    const numbers = (i: number) => Array.from({ length: SENDS_EACH }, (_, j) => `+509 34${10 + i} 12${j % 3 === 2 ? '88' : '05'}`);

    const load = new Load();
    const sending = senders.map((s, i) =>
      load.person(sendTopups(load, s.client, { operatorId: digicel.id, amountCents, numbers: numbers(i) })),
    );
    const funding = payers.map((p) => load.person(addFunds(load, p.client, FUNDINGS_EACH, approve)));
    const all = Promise.all([Promise.all(sending), Promise.all(funding)]);
    all.catch(() => {}); // awaited below; a failure must not surface before the outage checks

    // Some work done, the rest in flight: the database goes away.
    await waitUntil(() => load.done >= 6);
    await t.cut();
    await waitUntil(
      () => load.allWaiting(SENDERS + PAYERS),
      15_000,
      () => `waiting ${load.waiting}, done ${load.finished}, unanswered: ${load.inFlight.join(', ')}`,
    );
    expect(await health()).toBe(503);

    // The pages people have open, the sign-in and the jobs, while the database is away.
    const [someone] = senders;
    const duringOutage = [
      await someone!.client.get('/api/wallet'),
      await someone!.client.get('/api/wallet', someone!.client.bearer()),
      await someone!.client.get('/api/identity/get-session'),
      await someone!.client.get('/api/identity/token'),
      await new Client(t.app).post('/api/identity/sign-in/email', { email: someone!.email, password: 'secret12' }),
      await new Client(t.app).post('/api/identity/sign-up/email', {
        email: `late-${randomUUID()}@example.com`,
        password: 'secret12',
        name: 'Jean Pierre',
        firstName: 'Jean',
        lastName: 'Pierre',
      }),
    ];
    for (const response of duringOutage) {
      expect(response.statusCode, `${response.raw.req.url}: ${response.body}`).toBe(503);
      expect(response.json().error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE });
      expect(response.headers['retry-after']).toMatch(/^\d+$/);
    }
    await expect(t.work()).rejects.toThrow();
    await expect(t.reconcile()).rejects.toThrow();

    // PostgreSQL is back: Kredi notices by itself, and the people press again.
    await t.restore();
    await waitUntil(async () => (await health()) === 200, 15_000);
    load.resume();
    const [sent, fundings] = await all;

    // What everyone saw: a 2xx, or a 503 that says what happened and what to do. Never a 500 or a 401.
    expect(load.answers.filter((a) => a.status >= 300 && (a.status !== 503 || a.code !== 'SERVICE_UNAVAILABLE' || !a.retryAfter))).toEqual(
      [],
    );
    expect(load.answers.filter((a) => a.status === 503).length).toBeGreaterThan(0);
    const clear = (a: Answer) => a.message === DATABASE_UNAVAILABLE_MESSAGE;
    expect(load.answers.filter((a) => a.status === 503 && !clear(a))).toEqual([]);

    // The worker and the reconciler finish what the outage interrupted.
    await finishTopups();
    await t.reconcile(new Date(Date.now() + 4 * 60 * 60_000));

    expect(await checkLedgerInvariants(t.direct.pool)).toEqual([]);
    await expectEachSendOnce(sent.flat());
    await expectEachPaymentCreditedOnce(payers, fundings.flat());
    for (const [i, sender] of senders.entries()) {
      const charged = await chargedOf(sender.user.id);
      const wallet = (await sender.client.get('/api/wallet')).json();
      expect(wallet, `sender ${i}`).toMatchObject({ availableCents: SENDER_FUNDS - charged, heldCents: 0 });
    }
  });
});

describe('a database that stops answering without closing anything', () => {
  it('is reported not ready within the readiness timeout, and ready again once it answers', async () => {
    expect(await health()).toBe(200);
    t.proxy.freeze();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: { ready: false } });
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    t.proxy.thaw();
    await waitUntil(async () => (await health()) === 200);
  });
});

/** Passes of the worker until every order is settled; a lease left by the outage is let go as time would. */
async function finishTopups() {
  await waitUntil(async () => {
    await t.direct.pool.query(`update topup_orders set next_attempt_at = now() where state in ('reserved', 'unknown')`);
    await t.work();
    const { rows } = await t.direct.pool.query<{ n: number }>(
      `select count(*) as n from topup_orders where state not in ('succeeded', 'failed')`,
    );
    return rows[0]!.n === 0;
  }, 15_000);
}

/** Each Idempotency-Key made one order, held once and settled once, and every answer named that order. */
async function expectEachSendOnce(sent: Sent[]) {
  const { rows } = await t.direct.pool.query<{ id: string; key: string; state: string; holds: number; settlements: number }>(
    `select o.id, o.idempotency_key as key, o.state,
            (select count(*) from ledger_transfers t where t.id = 'topup:' || o.id || ':hold') as holds,
            (select count(*) from ledger_transfers t where t.id in ('topup:' || o.id || ':charge', 'topup:' || o.id || ':refund')) as settlements
       from topup_orders o`,
  );
  expect(rows).toHaveLength(sent.length);
  for (const one of sent) {
    const orders = rows.filter((row) => row.key === one.key);
    expect(orders, one.key).toHaveLength(1);
    expect([...one.topupIds]).toEqual([orders[0]!.id]);
    expect(orders[0]).toMatchObject({ holds: 1, settlements: 1, state: one.number.endsWith('88') ? 'failed' : 'succeeded' });
  }
}

/** Every payment PayPal completed is credited exactly once; the rest were never taken. */
async function expectEachPaymentCreditedOnce(payers: { client: Client; user: { id: string } }[], fundingIds: string[]) {
  const payerIds = payers.map((p) => p.user.id);
  const { rows } = await t.direct.pool.query<{
    id: string;
    user_id: string;
    status: string;
    amount_cents: number;
    paypal_capture_id: string | null;
    credits: number;
  }>(
    `select f.id, f.user_id, f.status, f.amount_cents, f.paypal_capture_id,
            (select count(*) from ledger_transfers t where t.id = 'capture:' || f.paypal_capture_id || ':funds') as credits
       from funding_orders f where f.user_id = any($1)`,
    [payerIds],
  );
  for (const id of fundingIds)
    expect(
      rows.find((row) => row.id === id),
      id,
    ).toMatchObject({ status: 'completed', credits: 1 });
  // A start that got a 503 may have left an order nobody approved: closed by the reconciler, nothing taken.
  for (const row of rows.filter((r) => !fundingIds.includes(r.id)))
    expect(row, row.id).toMatchObject({ status: expect.stringMatching(/^(failed|cancelled)$/), credits: 0 });
  for (const { client, user } of payers) {
    const payerId = user.id;
    const credited = rows.filter((r) => r.user_id === payerId && r.status === 'completed').reduce((sum, r) => sum + r.amount_cents, 0);
    expect(credited).toBe(FUNDINGS_EACH.reduce((a, b) => a + b, 0));
    expect((await client.get('/api/wallet')).json()).toMatchObject({ availableCents: 200 + credited, heldCents: 0, incomingCents: 0 });
  }
}

async function chargedOf(userId: string) {
  const { rows } = await t.direct.pool.query<{ charged: string }>(
    `select coalesce(sum(q.total_cents - q.paypal_fee_cents), 0) as charged from topup_orders o join topup_quotes q on q.id = o.quote_id where o.user_id = $1 and o.state = 'succeeded'`,
    [userId],
  );
  return Number(rows[0]!.charged);
}
