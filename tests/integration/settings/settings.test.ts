import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  digicelHaiti,
  expectLedgerSound,
  haitiNumber,
  personWith,
  quoteAndSend,
  startTopupApp,
  type TopupTestApp,
} from '../topups/topups-kit';
import { adminOf, countOf } from './settings-kit';

let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
});
afterAll(() => t?.close());

describe('runtime settings (docs/product-rules.md#admin-settings)', () => {
  it('a changed fee prices the next quote without a restart; the previous value and who changed it are kept, and audited', async () => {
    const admin = await adminOf(t);
    const { client } = await personWith(t, 5000);
    const operator = await digicelHaiti(client);
    const before = await quoteAndSend(client, haitiNumber('05'), { amountCents: 1000 });
    expect(before.quote.topupFeeCents).toBe(20 + 50); // the environment's defaults: 2 % + $0.50
    expect((await client.get('/api/topups/fees')).json()).toMatchObject({ topupFeeBasisPoints: 200, topupFeeFixedCents: 50 });

    const fees = {
      topupFeeBasisPoints: 500,
      topupFeeFixedCents: 100,
      walletFeeCents: 0,
      paypalFeeBasisPoints: 349,
      paypalFeeFixedCents: 49,
    };
    const changed = await admin.put('/api/admin/settings/fees', { value: fees });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      key: 'fees',
      value: fees,
      source: 'database',
      changedByEmail: admin.email,
      previousValue: { topupFeeBasisPoints: 200, topupFeeFixedCents: 50 },
    });

    const quote = await client.post('/api/topups/quotes', {
      countryIso: 'HT',
      operatorId: operator.id,
      recipientNumber: haitiNumber('05'),
      amountCents: 1000,
      paymentMethod: 'wallet',
    });
    expect(quote.json().topupFeeCents).toBe(50 + 100);
    expect((await client.get('/api/topups/fees')).json()).toMatchObject({ topupFeeBasisPoints: 500, topupFeeFixedCents: 100 });

    // A second change keeps the first as its previous value.
    await admin.put('/api/admin/settings/fees', { value: { ...fees, topupFeeBasisPoints: 300 } });
    const listed = (await admin.client.get('/api/admin/settings')).json().settings.find((s: { key: string }) => s.key === 'fees');
    expect(listed).toMatchObject({
      value: { topupFeeBasisPoints: 300 },
      previousValue: { topupFeeBasisPoints: 500 },
      defaultValue: { topupFeeBasisPoints: 200 },
    });
    const audit = (await admin.client.get('/api/admin/audit?action=settings.update&targetId=fees')).json().entries;
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      actorUserId: admin.user.id,
      before: { topupFeeBasisPoints: 500 },
      after: { topupFeeBasisPoints: 300 },
    });

    await admin.put('/api/admin/settings/fees', { value: { ...fees, topupFeeBasisPoints: 200, topupFeeFixedCents: 50 } });
    await expectLedgerSound(t);
  });

  it('a PayPal top-up quoted before a fee change is charged exactly its quoted total', async () => {
    const admin = await adminOf(t);
    const { client } = await personWith(t, 200);
    const operator = await digicelHaiti(client);
    const quoted = await client.post('/api/topups/quotes', {
      countryIso: 'HT',
      operatorId: operator.id,
      recipientNumber: haitiNumber('05'),
      amountCents: 1000,
      paymentMethod: 'paypal',
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = quoted.json() as { id: string; totalCents: number; paypalFeeCents: number };
    const defaults = {
      topupFeeBasisPoints: 200,
      topupFeeFixedCents: 50,
      walletFeeCents: 0,
      paypalFeeBasisPoints: 349,
      paypalFeeFixedCents: 49,
    };
    const raised = await admin.put('/api/admin/settings/fees', {
      value: { ...defaults, paypalFeeBasisPoints: 900, paypalFeeFixedCents: 99 },
    });
    expect(raised.statusCode, raised.body).toBe(200);
    try {
      // The price is held: the payment PayPal is asked for is the total the person was shown.
      const sent = await client.post('/api/topups', { quoteId: quote.id }, { 'idempotency-key': `fee-change-${quote.id}` });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().topup.totalCents).toBe(quote.totalCents);
      const { rows } = await t.database.pool.query<{ amount_cents: number; fee_cents: number; total_cents: number }>(
        `select f.amount_cents, f.fee_cents, f.total_cents from topup_orders o join funding_orders f on f.id = o.funding_id where o.id = $1`,
        [sent.json().topup.id],
      );
      expect(rows.map((row) => [row.amount_cents, row.fee_cents, row.total_cents])).toEqual([
        [quote.totalCents - quote.paypalFeeCents, quote.paypalFeeCents, quote.totalCents],
      ]);
    } finally {
      await admin.put('/api/admin/settings/fees', { value: defaults });
    }
    await expectLedgerSound(t);
  });

  it('an invalid value is refused with the field named, and changes nothing', async () => {
    const admin = await adminOf(t);
    const changes = await countOf(t, 'setting_changes');
    const entries = await countOf(t, 'audit_log');
    const refusals = [
      ['fees', { topupFeeBasisPoints: -1, topupFeeFixedCents: 50, walletFeeCents: 0, paypalFeeBasisPoints: 349, paypalFeeFixedCents: 49 }],
      ['addFundsLimits', { minCents: 5000, maxCents: 1000 }],
      [
        'sendingLimits',
        { unverified: { dailyCents: 50_000, monthlyCents: 60_000 }, verified: { dailyCents: 10_000, monthlyCents: 60_000 } },
      ],
      ['quoteValidity', { minutes: 0 }],
      ['quoteValidity', '10'],
    ] as const;
    for (const [key, value] of refusals) {
      const answer = await admin.put(`/api/admin/settings/${key}`, { value });
      expect(answer.statusCode, `${key} ${answer.body}`).toBe(400);
      expect(answer.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(Object.keys((await admin.put('/api/admin/settings/fees', { value: refusals[0][1] })).json().error.fields)).toEqual([
      'value.topupFeeBasisPoints',
    ]);
    expect((await admin.put('/api/admin/settings/noSuchKey', { value: 1 })).statusCode).toBe(400);
    expect(await countOf(t, 'setting_changes')).toBe(changes);
    expect(await countOf(t, 'audit_log')).toBe(entries);
  });

  it('add-funds limits in force are enforced on the server', async () => {
    const admin = await adminOf(t);
    const { client } = await personWith(t, 200);
    expect((await client.get('/api/wallet/funding/quote?amountCents=600')).statusCode).toBe(200);
    expect((await admin.put('/api/admin/settings/addFundsLimits', { value: { minCents: 1000, maxCents: 2000 } })).statusCode).toBe(200);
    const low = await client.get('/api/wallet/funding/quote?amountCents=600');
    expect(low.statusCode).toBe(400);
    expect(low.json().error).toMatchObject({ fields: { amountCents: 'validation.addFundsMin' } });
    expect(low.json().error.message).toContain('$10.00');
    expect((await client.get('/api/wallet/funding/quote?amountCents=2500')).json().error.fields).toEqual({
      amountCents: 'validation.addFundsMax',
    });
    expect((await client.get('/api/wallet/funding/quote?amountCents=1500')).statusCode).toBe(200);
    expect((await client.get('/api/wallet/paypal')).json()).toMatchObject({ addFundsMinCents: 1000, addFundsMaxCents: 2000 });
    await admin.put('/api/admin/settings/addFundsLimits', { value: { minCents: 500, maxCents: 50_000 } });
  });

  it('quote validity in force sets how long the next quote holds', async () => {
    const admin = await adminOf(t);
    const { client } = await personWith(t, 2000);
    await admin.put('/api/admin/settings/quoteValidity', { value: { minutes: 3 } });
    const { quote } = await quoteAndSend(client, haitiNumber('05'), { amountCents: 500 });
    const heldMs = Date.parse(quote.expiresAt) - Date.now();
    expect(heldMs).toBeGreaterThan(60_000);
    expect(heldMs).toBeLessThanOrEqual(3 * 60_000);
    expect((await client.get('/api/topups/fees')).json().quoteValidMinutes).toBe(3);
    await admin.put('/api/admin/settings/quoteValidity', { value: { minutes: 10 } });
  });
});
