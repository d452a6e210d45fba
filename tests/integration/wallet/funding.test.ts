import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLedgerFor } from '../../../src/server/ledger/index';
import { Client, startTestApp, type TestApp } from '../test-app';
import { approveOnPayPal, available, expectLedgerSound, fundThroughPayPal, paypalControl, waitFor } from './wallet-kit';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ listen: true });
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t.close());

let people = 0;
async function person() {
  const client = new Client(t.app);
  const user = await client.register({ email: `payer${people++}@example.com` });
  return { client, user };
}
const fundingOf = async (client: Client, id: string) => (await client.get(`/api/wallet/funding/${id}`)).json();
const deposits = async (client: Client) =>
  (await client.get('/api/wallet/transactions')).json().transactions.filter((x: { type: string }) => x.type === 'add_funds');

describe('adding funds with PayPal', () => {
  it('credits the original amount once the capture is COMPLETED; the fee is not spendable money', async () => {
    const { client } = await person();
    const id = await fundThroughPayPal(t, client, 2000);
    const captured = await client.post(`/api/wallet/funding/${id}/capture`);
    expect(captured.json()).toMatchObject({ status: 'completed', amountCents: 2000, feeCents: 119, totalCents: 2119 });
    expect(await available(client)).toBe(2200);
    // The COMPLETED webhook arrives too and converges on the same entry.
    const captureId = await captureIdOf(id);
    await waitFor(sandboxEvents, (events) =>
      events.some(
        (e) => e.eventType === 'PAYMENT.CAPTURE.COMPLETED' && e.resourceId === captureId && e.transmissions.some((x) => x.status === 200),
      ),
    );
    expect(await available(client)).toBe(2200);
    expect(await deposits(client)).toHaveLength(1);
  });

  it('cancelled on PayPal: nothing is charged and nothing credited', async () => {
    const { client } = await person();
    const started = (await client.post('/api/wallet/funding', { amountCents: 2000 })).json();
    const { returnedTo } = await approveOnPayPal(t, started.approveUrl, 'COMPLETED', 'cancel');
    expect(returnedTo.searchParams.get('cancelled')).toBe('1');
    expect((await client.post(`/api/wallet/funding/${started.funding.id}/cancel`)).json().status).toBe('cancelled');
    expect((await client.post(`/api/wallet/funding/${started.funding.id}/capture`)).json().status).toBe('cancelled');
    expect(await available(client)).toBe(200);
  });

  it('a declined payment credits nothing', async () => {
    const { client } = await person();
    const id = await fundThroughPayPal(t, client, 2000, 'DECLINED');
    expect((await client.post(`/api/wallet/funding/${id}/capture`)).json().status).toBe('declined');
    expect(await available(client)).toBe(200);
    expect(await deposits(client)).toHaveLength(0);
  });

  it('a pending capture is incoming, not spendable, until PayPal completes it (by webhook)', async () => {
    const { client } = await person();
    const id = await fundThroughPayPal(t, client, 5000, 'PENDING');
    expect((await client.post(`/api/wallet/funding/${id}/capture`)).json().status).toBe('pending');
    expect((await client.get('/api/wallet')).json()).toMatchObject({ availableCents: 200, incomingCents: 5000 });
    expect((await deposits(client))[0]).toMatchObject({ status: 'pending', amountCents: 5000 });

    const { captures } = await paypalControl<{ captures: { id: string; customId?: string; custom_id?: string }[] }>(
      t,
      'GET',
      '/sandbox/state',
    );
    const capture = captures.find((c) => (c.customId ?? c.custom_id) === id)!;
    await paypalControl(t, 'POST', `/sandbox/captures/${capture.id}/complete`);
    await waitFor(
      () => fundingOf(client, id),
      (f) => f.status === 'completed',
    );
    expect((await client.get('/api/wallet')).json()).toMatchObject({ availableCents: 5200, incomingCents: 0 });
  });

  it('a pending capture that PayPal denies releases the hold', async () => {
    const { client } = await person();
    const id = await fundThroughPayPal(t, client, 3000, 'PENDING');
    await client.post(`/api/wallet/funding/${id}/capture`);
    const { captures } = await paypalControl<{ captures: { id: string; customId?: string; custom_id?: string }[] }>(
      t,
      'GET',
      '/sandbox/state',
    );
    await paypalControl(t, 'POST', `/sandbox/captures/${captures.find((c) => (c.customId ?? c.custom_id) === id)!.id}/deny`);
    await waitFor(
      () => fundingOf(client, id),
      (f) => f.status === 'declined',
    );
    expect((await client.get('/api/wallet')).json()).toMatchObject({ availableCents: 200, incomingCents: 0 });
  });
});

describe('faults: the wallet is credited exactly once', () => {
  it('capture retried many times at once (a double tap, a flaky network)', async () => {
    const { client } = await person();
    const id = await fundThroughPayPal(t, client, 2000);
    const results = await Promise.all(Array.from({ length: 6 }, () => client.post(`/api/wallet/funding/${id}/capture`)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await available(client)).toBe(2200);
  });

  it('two browser tabs paying at once: each payment credited once', async () => {
    const { client } = await person();
    const [a, b] = await Promise.all([fundThroughPayPal(t, client, 1000), fundThroughPayPal(t, client, 2500)]);
    await Promise.all([
      client.post(`/api/wallet/funding/${a}/capture`),
      client.post(`/api/wallet/funding/${b}/capture`),
      client.post(`/api/wallet/funding/${a}/capture`),
    ]);
    expect(await available(client)).toBe(3700);
  });

  it('duplicate, replayed and forged webhooks change nothing', async () => {
    const { client } = await person();
    const id = await fundThroughPayPal(t, client, 2000);
    await client.post(`/api/wallet/funding/${id}/capture`);
    const captureId = await captureIdOf(id);
    const events = await waitFor(sandboxEvents, (all) =>
      all.some(
        (e) => e.eventType === 'PAYMENT.CAPTURE.COMPLETED' && e.resourceId === captureId && e.transmissions.some((x) => x.status === 200),
      ),
    );
    const completed = events.find((e) => e.eventType === 'PAYMENT.CAPTURE.COMPLETED' && e.resourceId === captureId)!;
    for (let i = 0; i < 3; i++) await paypalControl(t, 'POST', `/sandbox/events/${completed.id}/resend`);
    const forgedId = (await paypalControl<{ event: SandboxEvent }>(t, 'POST', '/sandbox/events/forged', {})).event.id;
    // Every re-sent copy answered 200 (accepted, changing nothing) and the forged one answered: nothing is still on its way.
    await waitFor(sandboxEvents, (all) => {
      const resent = all.find((e) => e.id === completed.id)!.transmissions.filter((x) => x.trigger === 'resend');
      const forgery = all.find((e) => e.id === forgedId)!;
      return resent.length === 3 && resent.every((x) => x.status === 200) && forgery.transmissions.some((x) => x.status !== undefined);
    });
    expect((await sandboxEvents()).find((e) => e.id === forgedId)!.transmissions[0]!.status).toBe(400);
    expect(await available(client)).toBe(2200);

    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/paypal',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'WH-FAKE', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'X' } }),
    });
    expect(forged.statusCode).toBe(400);
    expect(await available(client)).toBe(2200);
  });

  it('the server stops between capture and credit: the reconciler finds the capture and credits it once', async () => {
    await paypalControl(t, 'POST', '/sandbox/webhook-url', { url: null }); // no webhook to the rescue
    try {
      const { client } = await person();
      const id = await fundThroughPayPal(t, client, 4000);
      const { rows } = await t.database.pool.query('select paypal_order_id from funding_orders where id = $1', [id]);
      // The capture happens at PayPal, but our process dies before writing anything.
      const paypal = t.appPayPal();
      expect((await paypal.captureOrder(rows[0].paypal_order_id, { requestId: id })).capture?.status).toBe('COMPLETED');
      expect(await available(client)).toBe(200);

      const inTwoMinutes = new Date(Date.now() + 2 * 60_000);
      expect(await t.app.jobs.reconcileFundings(inTwoMinutes)).toMatchObject({ settled: 1 });
      await t.app.jobs.reconcileFundings(inTwoMinutes);
      expect(await available(client)).toBe(4200);
      expect((await fundingOf(client, id)).status).toBe('completed');
      // The person comes back to the return page afterwards: still once.
      await client.post(`/api/wallet/funding/${id}/capture`);
      expect(await available(client)).toBe(4200);
    } finally {
      await paypalControl(t, 'POST', '/sandbox/webhook-url', { url: `${t.baseUrl}/api/webhooks/paypal` });
    }
  });

  it('another person’s payment answers 404', async () => {
    const { client } = await person();
    const id = await fundThroughPayPal(t, client, 2000);
    const stranger = (await person()).client;
    expect((await stranger.get(`/api/wallet/funding/${id}`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/wallet/funding/${id}/capture`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/wallet/funding/${id}/cancel`)).statusCode).toBe(404);
    expect((await stranger.get('/api/wallet/funding/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('refunds and chargebacks (ADR 0006)', () => {
  it('a reversal takes back what is left and writes off what was spent, once', async () => {
    const { client, user } = await person();
    const id = await fundThroughPayPal(t, client, 2000);
    await client.post(`/api/wallet/funding/${id}/capture`);
    // Spend $15 of the $22 (as a top-up would).
    const ledger = createLedgerFor(t.database);
    await ledger.transfer({
      id: `test-spend:${id}`,
      debitAccountId: await ledger.walletOf(user.id),
      creditAccountId: await ledger.systemAccount('topup_clearing'),
      amountCents: 1500,
      code: 'topup_debit',
      userId: user.id,
    });
    expect(await available(client)).toBe(700);

    const { captures } = await paypalControl<{ captures: { id: string; customId?: string; custom_id?: string }[] }>(
      t,
      'GET',
      '/sandbox/state',
    );
    const captureId = captures.find((c) => (c.customId ?? c.custom_id) === id)!.id;
    const reversal = (await paypalControl<{ refund: { id: string } }>(t, 'POST', `/sandbox/captures/${captureId}/reverse`)).refund;
    await waitFor(
      () => fundingOf(client, id),
      (f) => f.status === 'reversed',
    );
    expect(await available(client)).toBe(0);
    const row = (await t.database.pool.query('select shortfall_cents from funding_orders where id = $1', [id])).rows[0];
    expect(Number(row.shortfall_cents)).toBe(1300);
    // A refund of the same capture afterwards is refused by PayPal (nothing left to refund), so no event follows;
    // and the chargeback's webhook delivered again takes nothing more.
    const lateRefund = await fetch(`${t.paypalUrl}/sandbox/captures/${captureId}/refund`, { method: 'POST' });
    expect(lateRefund.status).toBe(409);
    const reversed = (await sandboxEvents()).find((e) => e.eventType === 'PAYMENT.CAPTURE.REVERSED' && e.resourceId === reversal.id)!;
    await paypalControl(t, 'POST', `/sandbox/events/${reversed.id}/resend`);
    await waitFor(sandboxEvents, (all) =>
      all.find((e) => e.id === reversed.id)!.transmissions.some((x) => x.trigger === 'resend' && x.status === 200),
    );
    expect(await available(client)).toBe(0);
    expect(
      Number((await t.database.pool.query('select shortfall_cents from funding_orders where id = $1', [id])).rows[0].shortfall_cents),
    ).toBe(1300);
  });
});

interface SandboxEvent {
  id: string;
  eventType: string;
  resourceId: string;
  transmissions: { status?: number; trigger: 'initial' | 'retry' | 'resend' }[];
}
const sandboxEvents = async () => (await paypalControl<{ events: SandboxEvent[] }>(t, 'GET', '/sandbox/events')).events;
async function captureIdOf(fundingId: string): Promise<string> {
  const { rows } = await t.database.pool.query('select paypal_capture_id from funding_orders where id = $1', [fundingId]);
  return rows[0].paypal_capture_id;
}
