import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../test-app';
import { approveOnPayPal, available, expectLedgerSound, paypalControl } from './wallet-kit';

/**
 * The reconciler cannot be starved (docs/product-rules.md#paypal-reconciler): abandoned checkouts and payments whose look-up at
 * PayPal fails sit ahead of a completed payment whose webhooks were lost; it is still credited in the first
 * pass, and every unsettled payment is looked at again within 10 minutes, whatever the others do.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ listen: true });
  await paypalControl(t, 'POST', '/sandbox/webhook-url', { url: null }); // no webhook to the rescue
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t.close());

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('the PayPal reconciler', () => {
  it('credits a completed payment behind 55 abandoned checkouts and 55 failing look-ups, and looks at every row within 10 minutes', async () => {
    const crowd = new Client(t.app);
    await crowd.register({ email: 'crowd@example.com' });
    const abandoned = [];
    for (let i = 0; i < 55; i++)
      abandoned.push((await crowd.post('/api/wallet/funding', { amountCents: 500 })).json().funding.id as string);
    const failing = [];
    for (let i = 0; i < 55; i++) failing.push((await crowd.post('/api/wallet/funding', { amountCents: 500 })).json().funding.id as string);
    // PayPal answers 404 for these orders: every look-up fails.
    await t.database.pool.query(`update funding_orders set paypal_order_id = 'UNKNOWN' || id where id = any($1)`, [failing]);
    // All of them are older than the one that matters.
    await t.database.pool.query(
      `update funding_orders set created_at = created_at - interval '1 hour', updated_at = updated_at - interval '1 hour', next_check_at = next_check_at - interval '1 hour' where id = any($1)`,
      [[...abandoned, ...failing]],
    );

    const payer = new Client(t.app);
    await payer.register({ email: 'payer@example.com' });
    const started = (await payer.post('/api/wallet/funding', { amountCents: 4000 })).json();
    await approveOnPayPal(t, started.approveUrl);
    const { rows } = await t.database.pool.query<{ paypal_order_id: string }>('select paypal_order_id from funding_orders where id = $1', [
      started.funding.id,
    ]);
    // Captured at PayPal; our process stopped before writing it down, and the person never came back.
    await t.appPayPal().captureOrder(rows[0]!.paypal_order_id, { requestId: started.funding.id });
    expect(await available(payer)).toBe(200);

    const first = await t.app.jobs.reconcileFundings(minutesFromNow(2));
    expect(first.looked).toBe(111);
    expect(await available(payer)).toBe(4200);

    // Every row still unsettled is looked at again within the 10-minute bound, whatever its neighbours do.
    for (const minutes of [12, 22, 32, 42]) {
      expect((await t.app.jobs.reconcileFundings(minutesFromNow(minutes))).looked).toBe(110);
    }
    const { rows: gaps } = await t.database.pool.query<{ gap: number }>(
      `select max(extract(epoch from next_check_at) - $2::double precision) as gap from funding_orders where id = any($1)`,
      [[...abandoned, ...failing], minutesFromNow(42).getTime() / 1000],
    );
    expect(gaps[0]!.gap).toBeLessThanOrEqual(600);

    // Checkouts never approved are closed after 3 hours; the failing ones keep being looked at.
    await t.app.jobs.reconcileFundings(minutesFromNow(3 * 60));
    const { rows: statuses } = await t.database.pool.query<{ status: string; n: number }>(
      `select status, count(*) as n from funding_orders where id = any($1) group by status`,
      [abandoned],
    );
    expect(statuses).toEqual([{ status: 'cancelled', n: 55 }]);
    expect(await available(payer)).toBe(4200);
  });
});
