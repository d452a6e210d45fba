import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../test-app';
import { approveOnPayPal, paypalControl, waitFor } from '../wallet/wallet-kit';
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

/**
 * A basket paid with ONE PayPal payment (docs/product-rules.md#baskets, ADR 0036): its items move on together when the payment
 * is decided, by whichever path (return page, webhook, reconciler: the same settlement), then each lives its
 * own life; a failed one is refunded alone, as a single PayPal-paid top-up is.
 */
let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t?.close());

type Basket = {
  id: string;
  state: string;
  paymentMethod: string;
  totalCents: number;
  approveUrl?: string | null;
  items: {
    quote: { totalCents: number; walletChargeCents: number; paypalFeeCents: number };
    topup: { id: string; status: string; stage: string; refund: { toWalletCents: number; paypal: string | null } | null } | null;
  }[];
};
type SandboxEvent = { id: string; eventType: string; resourceId: string; transmissions: { status?: number; trigger: string }[] };

async function quotePayPalBasket(client: Client, endings: string[]) {
  const operator = await digicelHaiti(client);
  const amountCents = operator.denominationType === 'FIXED' ? operator.fixedAmountsCents[0]! : Math.max(operator.minCents, 500);
  const items = endings.map((ending) => ({ countryIso: 'HT', operatorId: operator.id, recipientNumber: haitiNumber(ending), amountCents }));
  const response = await client.post('/api/baskets/quotes', { paymentMethod: 'paypal', items });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Basket;
}

async function sendPayPalBasket(client: Client, endings: string[]) {
  const quoted = await quotePayPalBasket(client, endings);
  const sent = await client.post(`/api/baskets/${quoted.id}/send`, {}, { 'idempotency-key': randomUUID() });
  expect(sent.statusCode, sent.body).toBe(200);
  const basket = sent.json() as Basket;
  expect(basket.approveUrl).toMatch(/^http/);
  return { quoted, basket, approveUrl: basket.approveUrl! };
}

const basketOf = async (client: Client, id: string) => (await client.get(`/api/baskets/${id}`)).json() as Basket;
const paymentOf = async (basketId: string) =>
  (
    await t.database.pool.query<{ id: string; status: string; paypal_capture_id: string; total_cents: number; fee_cents: number }>(
      `select distinct f.id, f.status, f.paypal_capture_id, f.total_cents, f.fee_cents
         from basket_items i join topup_orders o on o.id = i.order_id join funding_orders f on f.id = o.funding_id
        where i.basket_id = $1`,
      [basketId],
    )
  ).rows;
const sandboxEvents = async () => (await paypalControl<{ events: SandboxEvent[] }>(t, 'GET', '/sandbox/events')).events;

describe('a basket of three paid with PayPal, one of which fails', () => {
  it('takes one payment of the total, delivers two, refunds the failed one alone, and a replayed webhook changes nothing', async () => {
    const { client } = await personWith(t, 200);
    const { quoted, basket, approveUrl } = await sendPayPalBasket(client, ['05', '88', '05']);
    expect(basket.paymentMethod).toBe('paypal');
    expect(basket.items.map((item) => item.topup?.stage)).toEqual(['paying', 'paying', 'paying']);
    const [payment] = await paymentOf(basket.id);
    expect(Number(payment!.total_cents)).toBe(quoted.totalCents); // ONE payment, exactly the itemised total
    expect(Number(payment!.fee_cents)).toBe(quoted.items.reduce((sum, item) => sum + item.quote.paypalFeeCents, 0));

    // Sent again before paying: the same approval page, still one payment.
    const again = await client.post(`/api/baskets/${basket.id}/send`, {}, { 'idempotency-key': randomUUID() });
    expect(again.json().approveUrl).toBe(approveUrl);

    const { returnedTo } = await approveOnPayPal(t, approveUrl);
    expect(returnedTo.pathname).toBe('/basket');
    expect(returnedTo.searchParams.get('id')).toBe(basket.id);
    const returned = await client.post(`/api/baskets/${basket.id}/paypal-return`, { cancelled: false });
    expect(returned.statusCode, returned.body).toBe(200);
    expect((returned.json() as Basket).items.map((item) => item.topup?.stage)).toEqual(['queued', 'queued', 'queued']);
    await t.work();

    const settled = await basketOf(client, basket.id);
    expect(settled.items.map((item) => item.topup?.status)).toEqual(['completed', 'failed', 'completed']);
    const failed = quoted.items[1]!.quote;
    // The failed item alone comes back to the wallet, its own PayPal fee too, as a single PayPal top-up's does;
    // it cannot go back to PayPal whole (the payment paid for the others too).
    expect(settled.items[1]!.topup!.refund).toEqual({
      toWalletCents: failed.totalCents,
      paypalFeeCents: failed.paypalFeeCents,
      paypal: 'basket',
    });
    expect(await availableOf(client)).toBe(200 + failed.totalCents);
    const refused = await client.post(`/api/topups/${settled.items[1]!.topup!.id}/refund-to-paypal`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.reason).toBe('paypalRefundBasket');
    expect(await topupOf(client, settled.items[0]!.topup!.id)).toMatchObject({ status: 'completed' });

    // PayPal's webhook for the capture, delivered and then sent again three times: nothing moves twice.
    const captureId = (await paymentOf(basket.id))[0]!.paypal_capture_id;
    const completed = (
      await waitFor(sandboxEvents, (all) =>
        all.some(
          (e) => e.eventType === 'PAYMENT.CAPTURE.COMPLETED' && e.resourceId === captureId && e.transmissions.some((x) => x.status === 200),
        ),
      )
    ).find((e) => e.eventType === 'PAYMENT.CAPTURE.COMPLETED' && e.resourceId === captureId)!;
    for (let i = 0; i < 3; i++) await paypalControl(t, 'POST', `/sandbox/events/${completed.id}/resend`);
    await waitFor(sandboxEvents, (all) => {
      const resent = all.find((e) => e.id === completed.id)!.transmissions.filter((x) => x.trigger === 'resend');
      return resent.length === 3 && resent.every((x) => x.status === 200);
    });
    // The return page pressed again, and the reconciler's pass: nothing either.
    expect((await client.post(`/api/baskets/${basket.id}/paypal-return`, { cancelled: false })).statusCode).toBe(200);
    await t.app.jobs.reconcileFundings(new Date(Date.now() + 15 * 60_000));
    await t.work();
    expect(await basketOf(client, basket.id)).toEqual(settled);
    expect(await availableOf(client)).toBe(200 + failed.totalCents);
  });
});

describe('a basket whose PayPal payment does not go through', () => {
  it('declined: every item is cancelled and nothing is charged', async () => {
    const { client } = await personWith(t, 200);
    const { basket, approveUrl } = await sendPayPalBasket(client, ['05', '06', '07']);
    await approveOnPayPal(t, approveUrl, 'DECLINED');
    await client.post(`/api/baskets/${basket.id}/paypal-return`, { cancelled: false });
    await t.work();
    const after = await basketOf(client, basket.id);
    expect(after.items.map((item) => [item.topup?.status, item.topup?.stage])).toEqual([
      ['failed', 'cancelled'],
      ['failed', 'cancelled'],
      ['failed', 'cancelled'],
    ]);
    expect((await paymentOf(basket.id))[0]!.status).toBe('declined');
    expect(await availableOf(client)).toBe(200);
    expect((await client.get('/api/wallet')).json().heldCents).toBe(0);
  });

  it('cancelled on PayPal: every item is cancelled, nothing charged, and another person cannot touch it', async () => {
    const { client } = await personWith(t, 200);
    const { basket, approveUrl } = await sendPayPalBasket(client, ['05', '06']);
    const stranger = (await personWith(t, 200)).client;
    expect((await stranger.post(`/api/baskets/${basket.id}/paypal-return`, { cancelled: true })).statusCode).toBe(404);
    await approveOnPayPal(t, approveUrl, 'COMPLETED', 'cancel');
    const cancelled = await client.post(`/api/baskets/${basket.id}/paypal-return`, { cancelled: true });
    expect((cancelled.json() as Basket).items.map((item) => item.topup?.stage)).toEqual(['cancelled', 'cancelled']);
    expect((await paymentOf(basket.id))[0]!.status).toBe('cancelled');
    expect(await availableOf(client)).toBe(200);
  });
});
