import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../test-app';
import { smsTo } from '../test-app';
import { approveOnPayPal } from '../wallet/wallet-kit';
import {
  availableOf,
  digicelHaiti,
  expectLedgerSound,
  haitiNumber,
  personWith,
  startTopupApp,
  type TopupTestApp,
} from '../topups/topups-kit';

/**
 * One PayPal payment is one PayPal fee (docs/product-rules.md#baskets): a basket paid with PayPal pays PayPal's fee once,
 * on its total, each item's quote carrying its share to the cent, so a failed item's refund is exactly what
 * it was charged. And each person of a basket is texted, or not, as they asked (item 9).
 */
let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t?.close());

type Quote = {
  id: string;
  recipientNumber: string;
  totalCents: number;
  paypalFeeCents: number;
  walletFeeCents: number;
  textRecipient: boolean;
};
type Basket = {
  id: string;
  totalCents: number;
  paypalFeeCents: number;
  otherMethodTotalCents: number;
  approveUrl?: string | null;
  items: { quote: Quote; topup: { id: string; status: string; totalCents: number; refund: { toWalletCents: number } | null } | null }[];
};

async function quoteBasket(client: Client, endings: string[], paymentMethod: 'wallet' | 'paypal', textRecipient?: boolean[]) {
  const operator = await digicelHaiti(client);
  const items = endings.map((ending, index) => ({
    countryIso: 'HT',
    operatorId: operator.id,
    recipientNumber: haitiNumber(ending),
    amountCents: 500,
    ...(textRecipient ? { textRecipient: textRecipient[index] } : {}),
  }));
  const response = await client.post('/api/baskets/quotes', { paymentMethod, items });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Basket;
}

const TEN = ['01', '02', '03', '04', '05', '88', '06', '07', '08', '09'];

describe('ten people at $5 paid with one PayPal payment', () => {
  it('pay PayPal’s fee once ($2.45, not 10 × $0.69), shared to the cent; a failed one gets back exactly its price', async () => {
    const { client } = await personWith(t, 200);
    // One $5 top-up alone pays $0.69 of PayPal fee ($5.60 charged: 3.49 % + $0.49).
    const single = await client.post('/api/topups/quotes', {
      countryIso: 'HT',
      operatorId: (await digicelHaiti(client)).id,
      recipientNumber: haitiNumber('01'),
      amountCents: 500,
      paymentMethod: 'paypal',
    });
    expect(single.json()).toMatchObject({ totalCents: 629, paypalFeeCents: 69 });

    const quoted = await quoteBasket(client, TEN, 'paypal');
    expect(quoted.paypalFeeCents).toBe(245);
    const shares = quoted.items.map((item) => item.quote.paypalFeeCents);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(245);
    expect(shares).toEqual([25, 25, 25, 25, 25, 24, 24, 24, 24, 24]);
    expect(quoted.totalCents).toBe(10 * 560 + 245);
    expect(quoted.items.every((item) => item.quote.totalCents === 560 + item.quote.paypalFeeCents)).toBe(true);
    // From the wallet (no wallet fee by default) the same basket costs $2.45 less.
    expect(quoted.otherMethodTotalCents).toBe(5600);

    // A share of the basket's fee is not sent alone: it would pay less than PayPal charges one payment.
    const alone = await client.post('/api/topups', { quoteId: quoted.items[0]!.quote.id }, { 'idempotency-key': randomUUID() });
    expect(alone.statusCode).toBeGreaterThanOrEqual(400);
    expect(alone.statusCode).toBeLessThan(500);

    const sent = await client.post(`/api/baskets/${quoted.id}/send`, {}, { 'idempotency-key': randomUUID() });
    expect(sent.statusCode, sent.body).toBe(200);
    const basket = sent.json() as Basket;
    const payments = await t.database.pool.query<{ amount_cents: number; fee_cents: number; total_cents: number }>(
      `select distinct f.amount_cents, f.fee_cents, f.total_cents
         from basket_items i join topup_orders o on o.id = i.order_id join funding_orders f on f.id = o.funding_id
        where i.basket_id = $1`,
      [basket.id],
    );
    expect(payments.rows.map((row) => [row.amount_cents, row.fee_cents, row.total_cents])).toEqual([[5600, 245, 5845]]);

    await approveOnPayPal(t, basket.approveUrl!);
    expect((await client.post(`/api/baskets/${basket.id}/paypal-return`, { cancelled: false })).statusCode).toBe(200);
    await t.work();
    const settled = (await client.get(`/api/baskets/${basket.id}`)).json() as Basket;
    expect(settled.items.map((item) => item.topup?.status)).toEqual([...TEN.map((e) => (e === '88' ? 'failed' : 'completed'))]);

    // The failed one: back to the wallet exactly what its order was charged, its share of the fee included.
    const failed = settled.items[5]!;
    expect(failed.topup!.totalCents).toBe(560 + 24);
    expect(failed.topup!.refund!.toWalletCents).toBe(failed.quote.totalCents);
    expect(await availableOf(client)).toBe(200 + failed.quote.totalCents);
    const feeRefund = await t.database.pool.query<{ amount_cents: number }>(`select amount_cents from ledger_transfers where id = $1`, [
      `topup:${failed.topup!.id}:paypal-fee-refund`,
    ]);
    expect(feeRefund.rows.map((row) => row.amount_cents)).toEqual([24]);

    // Sent again: the same basket, nothing charged twice.
    const again = await client.post(`/api/baskets/${basket.id}/send`, {}, { 'idempotency-key': randomUUID() });
    expect(again.statusCode).toBe(200);
    expect(await availableOf(client)).toBe(200 + failed.quote.totalCents);
  });

  it('from the wallet: no PayPal fee, and PayPal would cost one fee more', async () => {
    const { client } = await personWith(t, 10_000);
    const quoted = await quoteBasket(client, ['01', '02'], 'wallet');
    expect(quoted.paypalFeeCents).toBe(0);
    expect(quoted.totalCents).toBe(1120);
    expect(quoted.otherMethodTotalCents).toBe(1120 + 40 + 49);
  });
});

describe('the recipient’s text, per person of a basket', () => {
  it('texts those who asked for it when their top-up arrives, and only them', async () => {
    const { client } = await personWith(t, 10_000);
    const quoted = await quoteBasket(client, ['11', '12'], 'wallet', [true, false]);
    expect(quoted.items.map((item) => item.quote.textRecipient)).toEqual([true, false]);
    const sent = await client.post(`/api/baskets/${quoted.id}/send`, {}, { 'idempotency-key': randomUUID() });
    expect(sent.statusCode, sent.body).toBe(200);
    await t.work();
    const settled = (await client.get(`/api/baskets/${quoted.id}`)).json() as Basket;
    expect(settled.items.map((item) => item.topup?.status)).toEqual(['completed', 'completed']);
    await t.app.jobs.sendNotifications();
    expect(await smsTo(t.smsUrl, quoted.items[0]!.quote.recipientNumber)).toHaveLength(1);
    expect(await smsTo(t.smsUrl, quoted.items[1]!.quote.recipientNumber)).toHaveLength(0);
  });
});
