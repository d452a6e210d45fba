import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as store from '../../../src/server/features/topups/orders/store';
import { digicelHaiti, haitiNumber, personWith, quoteAndSend, startTopupApp, type TopupTestApp } from './topups-kit';

/** The order's states are a closed set (a CHECK) and move only by their named transitions (store.ts); a quote is read back by its owner. */
let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
});
afterAll(() => t.close());

const stateOf = async (id: string) =>
  (await t.database.pool.query<{ state: string }>('select state from topup_orders where id = $1', [id])).rows[0]!.state;

describe('a top-up order’s states', () => {
  it('refuse a move their state does not allow, and change nothing', async () => {
    const { client } = await personWith(t, 200);
    const { sent } = await quoteAndSend(client, haitiNumber('31'), { method: 'paypal' });
    const id = sent.json().topup.id as string;
    expect(await stateOf(id)).toBe('awaiting_payment');

    for (const illegal of [
      () => store.deliver(t.database.pool, id, { transactionId: 'T1', operatorReference: null }),
      () => store.fail(t.database.pool, id, { errorCode: 'X' }),
    ]) {
      await expect(illegal()).rejects.toBeInstanceOf(store.IllegalTransitionError);
    }
    expect(await store.resend(t.database.pool, id)).toBe(false);
    expect(await stateOf(id)).toBe('awaiting_payment');

    await store.cancel(t.database.pool, id, 'PAYMENT_CANCELLED');
    await expect(store.pay(t.database.pool, id)).rejects.toThrow(/pay is not allowed from cancelled/);
    expect(await stateOf(id)).toBe('cancelled');
  });

  it('a wallet order is inserted already paid (reserved, due now); a PayPal one waits for its payment', async () => {
    const { client, user } = await personWith(t, 200);
    const operator = await digicelHaiti(client);
    for (const [paymentMethod, expected] of [
      ['wallet', { state: 'reserved', paid: true, due: true }],
      ['paypal', { state: 'awaiting_payment', paid: false, due: null }],
    ] as const) {
      const quote = (
        await client.post('/api/topups/quotes', {
          countryIso: 'HT',
          operatorId: operator.id,
          recipientNumber: haitiNumber('34'),
          amountCents: operator.fixedAmountsCents[0] ?? operator.minCents,
          paymentMethod,
        })
      ).json() as { id: string };
      const id = randomUUID();
      const order = { id, userId: user.id, quoteId: quote.id, idempotencyKey: null, requestDigest: 'd' };
      expect((await store.insertOrderFromQuote(t.database.pool, order))?.order.state).toBe(expected.state);
      const { rows } = await t.database.pool.query<{ state: string; paid: boolean; due: boolean | null }>(
        `select state, paid_at is not null as paid, next_attempt_at <= now() as due from topup_orders where id = $1`,
        [id],
      );
      expect(rows[0]).toEqual(expected);
    }
  });

  it('are one of the known states: the database refuses any other', async () => {
    const { client } = await personWith(t, 200);
    const { sent } = await quoteAndSend(client, haitiNumber('32'), { method: 'paypal' });
    await expect(
      t.database.pool.query(`update topup_orders set state = 'delivered' where id = $1`, [sent.json().topup.id]),
    ).rejects.toThrow(/topup_orders_state_check/);
    expect(store.TOPUP_STATES).toEqual(['awaiting_payment', 'reserved', 'unknown', 'succeeded', 'failed', 'cancelled']);
  });
});

describe('a price quote', () => {
  it('is read back by its owner as it was quoted, stores its wallet charge, and is 404 to anyone else', async () => {
    const { client } = await personWith(t, 200);
    const { quote } = await quoteAndSend(client, haitiNumber('33'), { method: 'paypal' });
    const read = await client.get(`/api/quotes/${quote.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(quote);
    const { rows } = await t.database.pool.query<{ wallet_charge_cents: number }>(
      'select wallet_charge_cents from topup_quotes where id = $1',
      [quote.id],
    );
    expect(rows[0]!.wallet_charge_cents).toBe(quote.totalCents - quote.paypalFeeCents);

    const stranger = (await personWith(t, 200)).client;
    expect((await stranger.get(`/api/quotes/${quote.id}`)).statusCode).toBe(404);
    expect((await client.get('/api/quotes/not-a-quote')).statusCode).toBe(400);
  });
});
