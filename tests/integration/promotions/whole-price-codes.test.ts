import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminOf } from '../settings/settings-kit';
import type { Client } from '../test-app';
import { approveOnPayPal } from '../wallet/wallet-kit';
import {
  availableOf,
  digicelHaiti,
  expectLedgerSound,
  haitiNumber,
  personWith,
  startTopupApp,
  topupOf,
  type TopupTestApp,
} from '../topups/topups-kit';
import { addPromotion, clearingNetOf, countersOf, redemptionsOf } from './promotions-kit';

/**
 * A promo code that covers the whole price, which takes every fee set to zero by staff (ADR 0079): the quote
 * leaves one cent to pay, so the top-up has a real payment; a quote with nothing to pay (a row priced by any
 * other rule) is refused at send before any money moves, and the screen prices again.
 */
let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
  const admin = await adminOf(t);
  const fees = { topupFeeBasisPoints: 0, topupFeeFixedCents: 0, walletFeeCents: 0, paypalFeeBasisPoints: 0, paypalFeeFixedCents: 0 };
  const changed = await admin.put('/api/admin/settings/fees', { value: fees });
  expect(changed.statusCode, changed.body).toBe(200);
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t?.close());

type Method = 'wallet' | 'paypal';
const AMOUNT = 500;

/** A code taking $100 off whatever is sent: more than any price here. */
const wholePriceCode = () => addPromotion(t, { type: 'fixed', value: 10_000, maxDiscountCents: null, minAmountCents: 0 });

async function quote(client: Client, method: Method, promoCode?: string) {
  const operator = await digicelHaiti(client);
  const amountCents = operator.denominationType === 'FIXED' ? operator.fixedAmountsCents[0]! : Math.max(operator.minCents, AMOUNT);
  const response = await client.post('/api/topups/quotes', {
    countryIso: 'HT',
    operatorId: operator.id,
    recipientNumber: haitiNumber('05'),
    amountCents,
    paymentMethod: method,
    ...(promoCode ? { promoCode } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: string; amountCents: number; promoDiscountCents: number; paypalFeeCents: number; totalCents: number };
}

const send = (client: Client, quoteId: string) => client.post('/api/topups', { quoteId }, { 'idempotency-key': randomUUID() });

/** A quote priced at nothing, as no quote of Kredi's is: what the send must refuse whatever wrote it. */
const priceAtNothing = (quoteIds: readonly string[]) =>
  t.database.pool.query(
    `update topup_quotes set promo_discount_cents = amount_cents, wallet_charge_cents = 0, paypal_fee_cents = 0, total_cents = 0
      where id = any($1)`,
    [quoteIds],
  );

/** Everything a send could have written for this person: orders, payments, transfers, code uses, totals, the wallet. */
async function footprintOf(client: Client, userId: string) {
  const { rows } = await t.database.pool.query(
    `select (select count(*)::int from topup_orders where user_id = $1) as orders,
            (select count(*)::int from funding_orders where user_id = $1) as payments,
            (select count(*)::int from ledger_transfers where user_id = $1) as transfers,
            (select count(*)::int from promotion_redemptions where user_id = $1) as code_uses,
            (select coalesce(sum(month_cents), 0)::int from topup_sending_totals where user_id = $1) as sent_this_month`,
    [userId],
  );
  const wallet = (await client.get('/api/wallet')).json() as { availableCents: number; heldCents: number };
  return { ...rows[0], available: wallet.availableCents, held: wallet.heldCents };
}

describe('a code covering the whole price, every fee set to zero', () => {
  it('from the wallet: one cent is left to pay, held, and the top-up delivered with the promotion paying the rest', async () => {
    const { client } = await personWith(t, 1000);
    const promo = await wholePriceCode();
    const quoted = await quote(client, 'wallet', promo.code);
    expect(quoted).toMatchObject({ promoDiscountCents: quoted.amountCents - 1, paypalFeeCents: 0, totalCents: 1 });

    const sent = await send(client, quoted.id);
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json().topup.id as string;
    expect(await availableOf(client)).toBe(1000 - 1);
    await t.work();
    expect(await topupOf(client, id)).toMatchObject({ status: 'completed', totalCents: 1 });
    expect(await redemptionsOf(t, promo.id!)).toEqual([{ state: 'used', discount_cents: quoted.amountCents - 1, topup_order_id: id }]);
    expect(await countersOf(t, promo.id!)).toEqual({ uses_count: 1, spent_cents: quoted.amountCents - 1 });
    expect(await clearingNetOf(t, id)).toBe(0);
  });

  it('with PayPal: one payment of one cent, taken, and the top-up delivered', async () => {
    const { client } = await personWith(t, 200);
    const promo = await wholePriceCode();
    const quoted = await quote(client, 'paypal', promo.code);
    expect(quoted).toMatchObject({ promoDiscountCents: quoted.amountCents - 1, paypalFeeCents: 0, totalCents: 1 });

    const sent = await send(client, quoted.id);
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json().topup.id as string;
    const { rows } = await t.database.pool.query(
      `select f.amount_cents, f.fee_cents, f.total_cents from topup_orders o join funding_orders f on f.id = o.funding_id where o.id = $1`,
      [id],
    );
    expect(rows).toEqual([{ amount_cents: 1, fee_cents: 0, total_cents: 1 }]);
    await approveOnPayPal(t, sent.json().approveUrl as string);
    expect((await client.post(`/api/topups/${id}/paypal-return`, { cancelled: false })).statusCode).toBe(200);
    await t.work();
    expect(await topupOf(client, id)).toMatchObject({ status: 'completed', paymentMethod: 'paypal' });
    expect(await availableOf(client)).toBe(200);
    expect(await countersOf(t, promo.id!)).toEqual({ uses_count: 1, spent_cents: quoted.amountCents - 1 });
  });
});

describe('a quote with nothing to pay is refused at send, and nothing changes', () => {
  it.each(['wallet', 'paypal'] as const)(
    '%s: 409 QUOTE_EXPIRED, no order, payment, hold or code use; a new price sends',
    async (method) => {
      const { client, user } = await personWith(t, 1000);
      const promo = await wholePriceCode();
      const quoted = await quote(client, method, promo.code);
      await priceAtNothing([quoted.id]);
      const before = await footprintOf(client, user.id);

      const refused = await send(client, quoted.id);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error.code).toBe('QUOTE_EXPIRED');
      expect(await footprintOf(client, user.id)).toEqual(before);
      expect(before).toMatchObject({ orders: 0, payments: 0, code_uses: 0, held: 0 });
      expect(await countersOf(t, promo.id!)).toEqual({ uses_count: 0, spent_cents: 0 });

      // What the screen does on QUOTE_EXPIRED: it prices again, and the new price has a cent to pay.
      const again = await quote(client, method, promo.code);
      expect(again.totalCents).toBe(1);
      const sent = await send(client, again.id);
      expect(sent.statusCode, sent.body).toBe(200);
    },
  );

  it.each(['wallet', 'paypal'] as const)(
    '%s basket: 409 QUOTE_EXPIRED, no order, payment or hold, and the basket still quoted',
    async (method) => {
      const { client, user } = await personWith(t, 5000);
      const operator = await digicelHaiti(client);
      const amountCents = operator.denominationType === 'FIXED' ? operator.fixedAmountsCents[0]! : Math.max(operator.minCents, AMOUNT);
      const items = ['06', '07'].map((ending) => ({
        countryIso: 'HT',
        operatorId: operator.id,
        recipientNumber: haitiNumber(ending),
        amountCents,
      }));
      const quoted = await client.post('/api/baskets/quotes', { paymentMethod: method, items });
      expect(quoted.statusCode, quoted.body).toBe(200);
      const basketId = quoted.json().id as string;
      const { rows } = await t.database.pool.query<{ quote_id: string }>(
        `select quote_id from basket_items where basket_id = $1 order by position`,
        [basketId],
      );
      await priceAtNothing([rows[1]!.quote_id]);
      const before = await footprintOf(client, user.id);

      const refused = await client.post(`/api/baskets/${basketId}/send`, {}, { 'idempotency-key': randomUUID() });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error.code).toBe('QUOTE_EXPIRED');
      expect(await footprintOf(client, user.id)).toEqual(before);
      expect(before).toMatchObject({ orders: 0, payments: 0, held: 0 });
      expect((await client.get(`/api/baskets/${basketId}`)).json()).toMatchObject({ state: 'quoted' });
    },
  );
});
