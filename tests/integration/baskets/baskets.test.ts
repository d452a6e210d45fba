import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../test-app';
import { adminOf } from '../settings/settings-kit';
import {
  availableOf,
  digicelHaiti,
  expectLedgerSound,
  haitiNumber,
  personWith,
  startTopupApp,
  type TopupTestApp,
} from '../topups/topups-kit';
import { keyReused } from '../../../src/server/features/idempotency';

let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t?.close());

type Basket = {
  id: string;
  state: string;
  totalCents: number;
  items: { position: number; quote: { totalCents: number; recipientNumber: string }; topup: { id: string; status: string } | null }[];
};

type Operator = Awaited<ReturnType<typeof digicelHaiti>>;
const amountOf = (operator: Operator, cents: number) =>
  operator.denominationType === 'FIXED' ? operator.fixedAmountsCents[0]! : Math.max(operator.minCents, cents);

/** A Jamaican operator of the catalogue and a number of it ending in `lastTwo`. */
async function jamaicaItem(client: Client, lastTwo: string) {
  const { operators } = (await client.get('/api/catalogue/countries/JM/operators')).json() as { operators: Operator[] };
  const operator = operators.find((o) => o.name.startsWith('Digicel')) ?? operators[0]!;
  return { countryIso: 'JM', operatorId: operator.id, recipientNumber: `+1 876 210 12${lastTwo}`, amountCents: amountOf(operator, 500) };
}

/**
 * A quoted basket of Digicel Haiti top-ups, one per ending (the sandbox's outcome), each `amountCents` if
 * the operator takes it; an ending `JM:<nn>` is a Jamaican number instead.
 */
async function quoteBasket(client: Client, endings: string[], amountCents = 500) {
  const operator = await digicelHaiti(client);
  const items = await Promise.all(
    endings.map((ending) =>
      ending.startsWith('JM:')
        ? jamaicaItem(client, ending.slice(3))
        : { countryIso: 'HT', operatorId: operator.id, recipientNumber: haitiNumber(ending), amountCents: amountOf(operator, amountCents) },
    ),
  );
  const response = await client.post('/api/baskets/quotes', { paymentMethod: 'wallet', items });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Basket;
}

const send = (client: Client, id: string, key: string = randomUUID()) =>
  client.post(`/api/baskets/${id}/send`, {}, { 'idempotency-key': key });
const heldOf = async (client: Client) => (await client.get('/api/wallet')).json().heldCents as number;
const ordersOf = async (userId: string) =>
  Number((await t.database.pool.query(`select count(*) from topup_orders where user_id = $1`, [userId])).rows[0].count);

describe('a basket of five in two countries paid from the wallet, one of which fails', () => {
  it('holds the total once, delivers four, and refunds exactly the one that failed', async () => {
    const { client } = await personWith(t, 10_000);
    const quoted = await quoteBasket(client, ['01', 'JM:02', '88', '03', '04']);
    expect(quoted.items[1]!.quote.recipientNumber).toMatch(/^\+1876/);
    expect(quoted.state).toBe('quoted');
    expect(quoted.items.map((item) => item.position)).toEqual([1, 2, 3, 4, 5]);
    expect(quoted.totalCents).toBe(quoted.items.reduce((sum, item) => sum + item.quote.totalCents, 0));
    expect(quoted.items.every((item) => item.topup === null)).toBe(true);

    const sent = await send(client, quoted.id);
    expect(sent.statusCode, sent.body).toBe(200);
    const basket = sent.json() as Basket;
    expect(basket.state).toBe('sent');
    expect(basket.items.map((item) => item.topup?.status)).toEqual(['pending', 'pending', 'pending', 'pending', 'pending']);
    expect(await availableOf(client)).toBe(10_000 - quoted.totalCents);
    expect(await heldOf(client)).toBe(quoted.totalCents);

    await t.work();
    const done = (await client.get(`/api/baskets/${quoted.id}`)).json() as Basket;
    expect(done.items.map((item) => item.topup?.status)).toEqual(['completed', 'completed', 'failed', 'completed', 'completed']);
    const failed = done.items[2]!;
    expect((await client.get(`/api/topups/${failed.topup!.id}`)).json()).toMatchObject({ status: 'failed', refunded: true });
    // Exactly the failed item's charge came back; the four delivered were charged.
    expect(await availableOf(client)).toBe(10_000 - quoted.totalCents + failed.quote.totalCents);
    expect(await heldOf(client)).toBe(0);
  });
});

describe('one payment, once', () => {
  it('sending the basket again (same key, another key) answers it as it is and charges nothing twice', async () => {
    const { client, user } = await personWith(t, 5000);
    const quoted = await quoteBasket(client, ['05', '06']);
    const key = randomUUID();
    const first = await send(client, quoted.id, key);
    expect(first.statusCode).toBe(200);
    const again = await send(client, quoted.id, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().items.map((i: Basket['items'][number]) => i.topup!.id)).toEqual(
      first.json().items.map((i: Basket['items'][number]) => i.topup!.id),
    );
    expect((await send(client, quoted.id)).statusCode).toBe(200);
    expect(await ordersOf(user.id)).toBe(2);
    expect(await availableOf(client)).toBe(5000 - quoted.totalCents);

    // The same key for another basket is refused and sends nothing.
    const other = await quoteBasket(client, ['07']);
    const reused = await send(client, other.id, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error).toMatchObject({ code: 'CONFLICT', message: keyReused().message });
    expect(await ordersOf(user.id)).toBe(2);
    await t.work();
  });

  it('two sends at once charge once', async () => {
    const { client, user } = await personWith(t, 5000);
    const quoted = await quoteBasket(client, ['08', '09', '10']);
    const [a, b] = await Promise.all([send(client, quoted.id), send(client, quoted.id)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await ordersOf(user.id)).toBe(3);
    expect(await availableOf(client)).toBe(5000 - quoted.totalCents);
    expect(await heldOf(client)).toBe(quoted.totalCents);
    await t.work();
  });

  it('a wallet that does not cover the total refuses the whole basket, holding nothing', async () => {
    const { client, user } = await personWith(t, 1200);
    const quoted = await quoteBasket(client, ['11', '12', '13'], 500);
    expect(quoted.totalCents).toBeGreaterThan(1200);
    const refused = await send(client, quoted.id);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toMatchObject({ code: 'INSUFFICIENT_FUNDS', message: expect.stringMatching(/Nothing was charged/) });
    expect(await ordersOf(user.id)).toBe(0);
    expect(await availableOf(client)).toBe(1200);
    expect(await heldOf(client)).toBe(0);
    expect((await client.get(`/api/baskets/${quoted.id}`)).json().state).toBe('quoted');
  });

  it('expired prices refuse the whole basket', async () => {
    const { client, user } = await personWith(t, 5000);
    const quoted = await quoteBasket(client, ['14', '15']);
    await t.database.pool.query(
      `update topup_quotes set expires_at = now() - interval '1 second' where id in (select quote_id from basket_items where basket_id = $1 and position = 2)`,
      [quoted.id],
    );
    const refused = await send(client, quoted.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('QUOTE_EXPIRED');
    expect(await ordersOf(user.id)).toBe(0);
    expect(await availableOf(client)).toBe(5000);
  });
});

describe('bad input and other people', () => {
  it('names the item whose number is wrong, refuses more than ten and an empty basket, keeps nothing', async () => {
    const { client, user } = await personWith(t, 5000);
    const operator = await digicelHaiti(client);
    const item = (recipientNumber: string) => ({ countryIso: 'HT', operatorId: operator.id, recipientNumber, amountCents: 500 });
    const bad = await client.post('/api/baskets/quotes', {
      paymentMethod: 'wallet',
      items: [item(haitiNumber('01')), item('+1 212 555 0100')],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ 'items.1.recipientNumber': 'validation.phoneInvalidForCountry' });
    const tooMany = await client.post('/api/baskets/quotes', {
      paymentMethod: 'wallet',
      items: Array.from({ length: 11 }, () => item(haitiNumber('01'))),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields).toEqual({ items: 'validation.basketTooMany' });
    const empty = await client.post('/api/baskets/quotes', { paymentMethod: 'wallet', items: [] });
    expect(empty.json().error.fields).toEqual({ items: 'validation.basketEmpty' });
    const card = await client.post('/api/baskets/quotes', { paymentMethod: 'card', items: [item(haitiNumber('01'))] });
    expect(card.statusCode).toBe(400);
    expect(card.json().error.fields).toEqual({ paymentMethod: 'validation.basketWalletOnly' });
    const { rows } = await t.database.pool.query(`select count(*)::int as n from baskets where user_id = $1`, [user.id]);
    expect(rows[0].n).toBe(0);
  });

  it("another person's basket is 404 to read and to send", async () => {
    const owner = await personWith(t, 5000);
    const stranger = await personWith(t, 5000);
    const quoted = await quoteBasket(owner.client, ['16']);
    expect((await stranger.client.get(`/api/baskets/${quoted.id}`)).statusCode).toBe(404);
    expect((await send(stranger.client, quoted.id)).statusCode).toBe(404);
    expect(await ordersOf(owner.user.id)).toBe(0);
    expect(await availableOf(stranger.client)).toBe(5000);
  });
});

describe('sending limits', () => {
  it('apply to the basket total: items that each fit but together pass the daily limit are refused', async () => {
    const admin = await adminOf(t);
    const limits = { unverified: { dailyCents: 1000, monthlyCents: 5000 }, verified: { dailyCents: 3000, monthlyCents: 10_000 } };
    expect((await admin.put('/api/admin/settings/sendingLimits', { value: limits })).statusCode).toBe(200);
    const { client, user } = await personWith(t, 5000);
    const quoted = await quoteBasket(client, ['17', '18', '19'], 500);
    const refused = await send(client, quoted.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'TOPUP_REJECTED',
      message: expect.stringMatching(/^This basket would take you over your daily sending limit of \$10\.00\./),
      fields: { amountCents: 'validation.dailyLimitUnverified' },
    });
    expect(await ordersOf(user.id)).toBe(0);
    expect(await availableOf(client)).toBe(5000);
  });
});
