import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haitiNumber, personWith, quoteAndSend, startTopupApp, type TopupTestApp } from '../topups/topups-kit';
import { fundThroughPayPal } from '../wallet/wallet-kit';
import { adminClient, auditCount } from './transactions-kit';

let t: TopupTestApp;
let admin: Awaited<ReturnType<typeof adminClient>>;
const today = () => new Date().toISOString().slice(0, 10);
beforeAll(async () => {
  t = await startTopupApp();
  admin = await adminClient(t);
});
afterAll(() => t?.close());

async function delivered() {
  const person = await personWith(t, 3000);
  const { sent } = await quoteAndSend(person.client, haitiNumber('00'));
  await t.work();
  return { ...person, id: sent.json().topup.id as string };
}

async function completedFunding() {
  const person = await personWith(t, 200);
  const id = await fundThroughPayPal(t, person.client, 2000);
  expect((await person.client.post(`/api/wallet/funding/${id}/capture`)).json().status).toBe('completed');
  return id;
}

const run = async () => {
  const response = await admin.client.post('/api/admin/reconciliation/runs', { date: today() });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const openItems = async () => (await admin.client.get('/api/admin/reconciliation/items')).json().items as Record<string, unknown>[];

describe('reconciliation with the aggregator and PayPal', () => {
  it('finds nothing on a clean day', async () => {
    await delivered();
    await delivered();
    await completedFunding();
    const clean = await run();
    expect(clean).toMatchObject({ status: 'done', trigger: 'manual', mismatches: 0, error: null });
    expect(clean.checkedTopups).toBeGreaterThanOrEqual(2);
    expect(clean.checkedFundings).toBeGreaterThanOrEqual(1);
    expect(await openItems()).toEqual([]);
    expect(await auditCount(t, 'reconciliation.run', clean.id)).toBe(1);
  });

  it('finds a planted mismatch in each direction and of amounts, keeps each once, and lets an admin resolve it', async () => {
    // Ours only: delivered here (an admin marked it), while the aggregator still has it PROCESSING.
    const person = await personWith(t, 3000);
    const { sent } = await quoteAndSend(person.client, haitiNumber('81'));
    const oursOnly = sent.json().topup.id as string;
    await t.work();
    const marked = await admin.client.post(`/api/admin/topups/${oursOnly}/resolve`, {
      outcome: 'delivered',
      operatorReference: 'OP-1',
      reason: 'Operator said so',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    // Theirs only: a top-up made at the aggregator with an identifier that is no order of ours.
    const stranger = `stranger-${randomUUID()}`;
    const theirs = await t.provider.sendTopup({
      operatorId: (await t.database.pool.query(`select id from topup_operators where name = 'Digicel Haiti'`)).rows[0].id,
      amountCents: 500,
      customIdentifier: stranger,
      recipientPhone: { countryCode: 'HT', number: haitiNumber('00').replace(/\D/g, '') },
    });
    expect(theirs.outcome).toBe('succeeded');
    // Amounts differ: our record of a delivered top-up says another amount than the aggregator charged.
    const differs = await delivered();
    await t.database.pool.query(
      `update topup_quotes set amount_cents = amount_cents + 1 where id = (select quote_id from topup_orders where id = $1)`,
      [differs.id],
    );
    // PayPal: a completed funding PayPal never captured, and one captured for another amount.
    const unknownCapture = randomUUID();
    await t.database.pool.query(
      `insert into funding_orders (id, user_id, amount_cents, fee_cents, total_cents, status, paypal_order_id, paypal_capture_id)
       values ($1, $2, 1000, 59, 1059, 'completed', $3, $4)`,
      [unknownCapture, person.user.id, `ORDER-${unknownCapture}`, `CAPTURE-${unknownCapture}`],
    );
    const otherAmount = await completedFunding();
    await t.database.pool.query(`update funding_orders set amount_cents = amount_cents + 5, total_cents = total_cents + 5 where id = $1`, [
      otherAmount,
    ]);

    const found = await run();
    expect(found).toMatchObject({ status: 'done', mismatches: 5, error: null });
    const items = await openItems();
    const summary = items.map((item) => [item.source, item.kind, item.ourRef]);
    expect(summary).toEqual(
      expect.arrayContaining([
        ['aggregator', 'ours_only', oursOnly],
        ['aggregator', 'theirs_only', null],
        ['aggregator', 'amounts_differ', differs.id],
        ['paypal', 'ours_only', unknownCapture],
        ['paypal', 'amounts_differ', otherAmount],
      ]),
    );
    expect(items).toHaveLength(5);
    expect(items.find((item) => item.kind === 'theirs_only')).toMatchObject({
      theirAmountCents: 500,
      detail: expect.stringContaining(stranger),
    });
    expect(items.find((item) => item.ourRef === differs.id)).toMatchObject({ theirAmountCents: expect.any(Number) });

    // Found again by the next run (the daily job's, over the same day): the same items, not new ones.
    const again = await t.app.jobs.reconcileDaily(new Date(Date.now() + 24 * 60 * 60_000));
    expect(again).toMatchObject({ status: 'done', mismatches: 5 });
    expect(await openItems()).toHaveLength(5);

    const item = items[0]!;
    const resolves = await Promise.all(
      [1, 2, 3].map(() => admin.client.post(`/api/admin/reconciliation/items/${item.id}/resolve`, { note: 'Checked with the aggregator' })),
    );
    expect(resolves.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await auditCount(t, 'reconciliation.resolve', item.id as string)).toBe(1);
    expect(await openItems()).toHaveLength(4);
    const resolved = (await admin.client.get('/api/admin/reconciliation/items?state=resolved')).json().items;
    expect(resolved).toMatchObject([{ id: item.id, resolutionNote: 'Checked with the aggregator', resolvedBy: admin.user.id }]);
    const runs = (await admin.client.get('/api/admin/reconciliation/runs')).json().runs;
    expect(runs[0]).toMatchObject({ trigger: 'daily' });
  });
});
