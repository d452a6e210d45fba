import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { refundToPayPal } from '../../../src/server/features/wallet/refund-to-paypal';
import { createLedgerFor } from '../../../src/server/ledger/index';
import { eventually, mailTo } from '../test-app';
import { approveOnPayPal, paypalControl, waitFor } from '../wallet/wallet-kit';
import {
  availableOf,
  expectLedgerSound,
  recountSendingTotals,
  haitiNumber,
  personWith,
  quoteAndSend,
  startTopupApp,
  topupOf,
  type TopupTestApp,
} from './topups-kit';

/**
 * A top-up paid with PayPal is sent whatever path its money arrives by (docs/product-rules.md#paypal-paid-topups): the return page,
 * a webhook, or the reconciler, and whatever the person's browser does after approving.
 */
let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t.close());

/** The reconciler as it runs a little later: every payment's first look is due a minute after it began. */
const reconcileLater = (minutes = 2) => t.app.jobs.reconcileFundings(new Date(Date.now() + minutes * 60_000));
/** The PayPal payment of a top-up order, as stored. */
const fundingOfOrder = async (id: string) =>
  (
    await t.database.pool.query<{ id: string; status: string; paypal_order_id: string; paypal_capture_id: string }>(
      `select f.id, f.status, f.paypal_order_id, f.paypal_capture_id from topup_orders o join funding_orders f on f.id = o.funding_id where o.id = $1`,
      [id],
    )
  ).rows[0]!;

/** PayPal completes a capture it held for review; its webhook queues the top-up. */
async function paypalCompletesHeldCapture(client: Parameters<typeof topupOf>[0], id: string) {
  await paypalControl(t, 'POST', `/sandbox/captures/${(await fundingOfOrder(id)).paypal_capture_id}/complete`);
  await waitFor(
    () => topupOf(client, id),
    (topup) => topup.stage === 'queued',
  );
}

async function paypalTopup(lastTwo: string) {
  const { client, user } = await personWith(t, 200);
  const { quote, sent } = await quoteAndSend(client, haitiNumber(lastTwo), { method: 'paypal' });
  expect(sent.statusCode, sent.body).toBe(200);
  return { client, user, quote, id: sent.json().topup.id as string, approveUrl: sent.json().approveUrl as string };
}

describe('a top-up paid with PayPal is sent without the browser', () => {
  it('the tab was closed after approving: the reconciler takes the payment and the top-up is delivered, once', async () => {
    const { client, id, approveUrl } = await paypalTopup('40');
    await approveOnPayPal(t, approveUrl); // … and the person never comes back to the return page
    expect(await topupOf(client, id)).toMatchObject({ status: 'pending', stage: 'paying' });

    await reconcileLater();
    expect(await topupOf(client, id)).toMatchObject({ stage: 'queued' });
    await t.work();
    expect(await topupOf(client, id)).toMatchObject({ status: 'completed' });
    expect(await availableOf(client)).toBe(200);

    // The person comes back after all; the reconciler runs again: nothing happens twice.
    await client.post(`/api/topups/${id}/paypal-return`, { cancelled: false });
    await reconcileLater(20);
    expect(await availableOf(client)).toBe(200);
  });

  it('PENDING at return, completed later by PayPal: the webhook moves the order on', async () => {
    const { client, id, approveUrl } = await paypalTopup('41');
    await approveOnPayPal(t, approveUrl, 'PENDING');
    expect((await client.post(`/api/topups/${id}/paypal-return`, { cancelled: false })).json()).toMatchObject({ stage: 'paying' });

    await paypalCompletesHeldCapture(client, id);
    await t.work();
    expect(await topupOf(client, id)).toMatchObject({ status: 'completed' });
    expect(await availableOf(client)).toBe(200);
  });

  it('the server died between capture and hold, and no webhook came: the reconciler credits and sends it', async () => {
    await paypalControl(t, 'POST', '/sandbox/webhook-url', { url: null });
    try {
      const { client, id, approveUrl } = await paypalTopup('42');
      await approveOnPayPal(t, approveUrl);
      const funding = await fundingOfOrder(id);
      // PayPal captured; our process stopped before writing anything down.
      expect((await t.appPayPal().captureOrder(funding.paypal_order_id, { requestId: funding.id })).capture?.status).toBe('COMPLETED');

      expect(await reconcileLater()).toMatchObject({ settled: 1 });
      expect(await topupOf(client, id)).toMatchObject({ stage: 'queued' });
      await t.work();
      expect(await topupOf(client, id)).toMatchObject({ status: 'completed' });
      expect(await availableOf(client)).toBe(200);
    } finally {
      await paypalControl(t, 'POST', '/sandbox/webhook-url', { url: `${t.baseUrl}/api/webhooks/paypal` });
    }
  });

  it('a checkout never approved is closed by the reconciler after 3 hours, and its top-up cancelled', async () => {
    const { client, id } = await paypalTopup('43');
    await reconcileLater(4 * 60);
    expect(await topupOf(client, id)).toMatchObject({ status: 'failed', stage: 'cancelled', failureCode: 'PAYMENT_CANCELLED' });
    expect(await availableOf(client)).toBe(200);
  });

  it('every PayPal top-up has its payment from the moment it exists (one commit, no orphans)', async () => {
    await paypalTopup('44');
    const { rows } = await t.database.pool.query(
      `select o.id from topup_orders o join topup_quotes q on q.id = o.quote_id where q.payment_method = 'paypal' and o.funding_id is null`,
    );
    expect(rows).toEqual([]);
  });

  it('a retried send (the answer was lost) gets the same PayPal approval page back', async () => {
    const { client } = await personWith(t, 200);
    const key = 'retry-after-a-lost-answer';
    const { quote, sent } = await quoteAndSend(client, haitiNumber('45'), { method: 'paypal', key });
    const again = await client.post('/api/topups', { quoteId: quote.id }, { 'idempotency-key': key });
    expect(again.json().topup.id).toBe(sent.json().topup.id);
    expect(again.json().approveUrl).toBe(sent.json().approveUrl);
  });

  it('approved, the tab closed, then the send retried: the payment is taken, not failed, and the top-up goes out', async () => {
    const { client } = await personWith(t, 200);
    const key = 'retry-after-approving';
    const { quote, sent } = await quoteAndSend(client, haitiNumber('47'), { method: 'paypal', key });
    await approveOnPayPal(t, sent.json().approveUrl);
    const again = await client.post('/api/topups', { quoteId: quote.id }, { 'idempotency-key': key });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ approveUrl: null, topup: { id: sent.json().topup.id, stage: 'queued' } });
    await t.work();
    expect(await topupOf(client, sent.json().topup.id)).toMatchObject({ status: 'completed' });
    expect(await availableOf(client)).toBe(200);
  });
});

describe('paid later than the price is held (24 hours)', () => {
  it('is not sent at a stale price: refunded in full, the person told', async () => {
    const { client, user, quote, id, approveUrl } = await paypalTopup('46');
    await approveOnPayPal(t, approveUrl, 'PENDING');
    await client.post(`/api/topups/${id}/paypal-return`, { cancelled: false });
    await t.database.pool.query(`update topup_orders set created_at = now() - interval '25 hours' where id = $1`, [id]);
    await recountSendingTotals(t, user.id);
    await paypalCompletesHeldCapture(client, id);
    await t.work();
    expect(await topupOf(client, id)).toMatchObject({
      status: 'failed',
      failureCode: 'PAID_TOO_LATE',
      refund: { toWalletCents: quote.totalCents, paypalFeeCents: quote.paypalFeeCents, paypal: 'available' },
    });
    expect(await availableOf(client)).toBe(200 + quote.totalCents);
    const { transactions } = await t.control<{ transactions: { customIdentifier: string }[] }>('GET', '/sandbox/transactions');
    expect(transactions.filter((x) => x.customIdentifier === id)).toEqual([]);
    const mail = await eventually(
      () => mailTo(t.mailboxUrl, user.email),
      (m) => m.some((x) => x.subject.includes('failed')),
    );
    expect(mail.find((x) => x.subject.includes('failed'))!.text).toContain('more than 24 hours after you ordered');
  });
});

/** A failed top-up paid with PayPal: everything paid comes back, and the person chooses where (item 3). */
describe('a failed top-up paid with PayPal', () => {
  async function failedPayPalTopup() {
    const topup = await paypalTopup('90'); // the sandbox fails numbers ending 88–94
    await approveOnPayPal(t, topup.approveUrl);
    await topup.client.post(`/api/topups/${topup.id}/paypal-return`, { cancelled: false });
    await t.work();
    return topup;
  }

  it('gives back everything paid, the PayPal fee too, to the wallet, and says where it went', async () => {
    const { client, quote, id } = await failedPayPalTopup();
    expect(quote.paypalFeeCents).toBeGreaterThan(0);
    expect(await topupOf(client, id)).toMatchObject({
      status: 'failed',
      refunded: true,
      refund: { toWalletCents: quote.totalCents, paypalFeeCents: quote.paypalFeeCents, paypal: 'available' },
    });
    expect(await availableOf(client)).toBe(200 + quote.totalCents);
  });

  it('sends it all back to PayPal when the person chooses, once, and PayPal’s webhook takes nothing twice', async () => {
    const { client, quote, id } = await failedPayPalTopup();
    const answers = await Promise.all([1, 2, 3].map(() => client.post(`/api/topups/${id}/refund-to-paypal`)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect((await topupOf(client, id)).refund).toMatchObject({ paypal: 'completed' });
    expect(await availableOf(client)).toBe(200);

    const captureId = (await fundingOfOrder(id)).paypal_capture_id;
    const { captures } = await paypalControl<{ captures: { id: string; status: string; seller_receivable_breakdown?: unknown }[] }>(
      t,
      'GET',
      '/sandbox/state',
    );
    expect(captures.find((c) => c.id === captureId)?.status).toBe('REFUNDED');
    const events = await waitFor(
      () =>
        paypalControl<{ events: { eventType: string; resourceId: string; transmissions: { status: number }[] }[] }>(
          t,
          'GET',
          '/sandbox/events',
        ),
      ({ events }) => events.some((e) => e.eventType === 'PAYMENT.CAPTURE.REFUNDED' && e.transmissions.some((x) => x.status === 200)),
    );
    expect(events.events.some((e) => e.eventType === 'PAYMENT.CAPTURE.REFUNDED')).toBe(true);
    expect(await availableOf(client)).toBe(200);
    expect(quote.totalCents).toBeGreaterThan(0);
  });

  it('PayPal unreachable when asked: the money is held, and the reconciler finishes the refund once', async () => {
    const { client, id } = await failedPayPalTopup();
    const unreachable = t.appPayPal({
      exchange: async () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' })),
    });
    expect(
      await refundToPayPal({ ledger: createLedgerFor(t.database), paypal: unreachable, log: t.app.log }, (await fundingOfOrder(id)).id),
    ).toBe('requested');
    expect((await topupOf(client, id)).refund).toMatchObject({ paypal: 'requested' });
    expect(await availableOf(client)).toBe(200);

    await reconcileLater(15);
    expect((await topupOf(client, id)).refund).toMatchObject({ paypal: 'completed' });
    expect(await availableOf(client)).toBe(200);
  });

  it('cannot send back what was already spent, nor a top-up paid from the wallet or delivered, nor another person’s', async () => {
    const { client, quote, id } = await failedPayPalTopup();
    const spend = await quoteAndSend(client, haitiNumber('10'), { amountCents: quote.amountCents });
    expect(spend.sent.statusCode).toBe(200);
    const refused = await client.post(`/api/topups/${id}/refund-to-paypal`);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.message).toContain('already been spent');
    expect((await topupOf(client, id)).refund).toMatchObject({ paypal: 'available' });

    const notEligible = await client.post(`/api/topups/${spend.sent.json().topup.id}/refund-to-paypal`);
    expect(notEligible.statusCode).toBe(409);
    expect(notEligible.json().error.reason).toBe('paypalRefundNotEligible');
    const stranger = (await personWith(t, 200)).client;
    expect((await stranger.post(`/api/topups/${id}/refund-to-paypal`)).statusCode).toBe(404);
  });
});
