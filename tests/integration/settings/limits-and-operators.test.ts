import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availableOf,
  digicelHaiti,
  expectLedgerSound,
  haitiNumber,
  personWith,
  quoteAndSend,
  startTopupApp,
  type TopupTestApp,
} from '../topups/topups-kit';
import { adminOf, verify } from './settings-kit';

let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
});
afterAll(() => t?.close());

const LIMITS = { unverified: { dailyCents: 1000, monthlyCents: 5000 }, verified: { dailyCents: 3000, monthlyCents: 10_000 } };

describe('sending limits by verification state (docs/product-rules.md#sending-limits)', () => {
  it('an unverified person hits the lower daily limit with a clear message; a verified one can send more', async () => {
    const admin = await adminOf(t);
    expect((await admin.put('/api/admin/settings/sendingLimits', { value: LIMITS })).statusCode).toBe(200);

    const unverified = await personWith(t, 5000);
    expect((await quoteAndSend(unverified.client, haitiNumber('05'), { amountCents: 500 })).sent.statusCode).toBe(200);
    expect((await quoteAndSend(unverified.client, haitiNumber('05'), { amountCents: 500 })).sent.statusCode).toBe(200);
    const balance = await availableOf(unverified.client);
    const over = await quoteAndSend(unverified.client, haitiNumber('05'), { amountCents: 500 });
    expect(over.sent.statusCode).toBe(422);
    expect(over.sent.json().error).toMatchObject({ code: 'TOPUP_REJECTED', fields: { amountCents: 'validation.dailyLimitUnverified' } });
    expect(over.sent.json().error.message).toMatch(
      /daily sending limit of \$10\.00.*Verify your email and phone number to raise it to \$30\.00/,
    );
    expect(await availableOf(unverified.client)).toBe(balance);
    const orders = await t.database.pool.query(`select count(*)::int as n from topup_orders where quote_id = $1`, [over.quote.id]);
    expect(orders.rows[0].n).toBe(0);
    expect((await unverified.client.get('/api/topups/limits')).json()).toEqual({
      verified: false,
      limits: LIMITS,
      sentTodayCents: 1000,
      sentThisMonthCents: 1000,
    });

    const person = await personWith(t, 5000);
    const verified = await verify(t, person.user.email, person.user.id);
    for (let i = 0; i < 5; i++)
      expect((await quoteAndSend(verified, haitiNumber('05'), { amountCents: 500 })).sent.statusCode, `send ${i}`).toBe(200);
    const overVerified = await quoteAndSend(verified, haitiNumber('05'), { amountCents: 1000 });
    expect(overVerified.sent.statusCode).toBe(422);
    expect(overVerified.sent.json().error.fields).toEqual({ amountCents: 'validation.dailyLimitVerified' });
    expect((await verified.get('/api/topups/limits')).json()).toMatchObject({ verified: true, sentTodayCents: 2500 });
    await expectLedgerSound(t);
  });

  it('a failed top-up does not count, and concurrent sends cannot pass the limit together', async () => {
    await (await adminOf(t)).put('/api/admin/settings/sendingLimits', { value: LIMITS });
    const { client } = await personWith(t, 5000);
    // The aggregator refuses a number ending 91: the top-up fails and is refunded, and its amount stops counting.
    const failed = await quoteAndSend(client, haitiNumber('91'), { amountCents: 500 });
    await t.work();
    const { rows } = await t.database.pool.query(`select state from topup_orders where id = $1`, [failed.sent.json().topup.id]);
    expect(rows[0].state).toBe('failed');
    expect((await client.get('/api/topups/limits')).json()).toMatchObject({ sentTodayCents: 0, sentThisMonthCents: 0 });
    const operator = await digicelHaiti(client);
    const quotes = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        client
          .post('/api/topups/quotes', {
            countryIso: 'HT',
            operatorId: operator.id,
            recipientNumber: haitiNumber('05', 20 + i),
            amountCents: 500,
            paymentMethod: 'wallet',
          })
          .then((r) => r.json().id as string),
      ),
    );
    const answers = await Promise.all(quotes.map((id) => client.post('/api/topups', { quoteId: id }, { 'idempotency-key': randomUUID() })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 422, 422]);
    expect((await client.get('/api/topups/limits')).json()).toMatchObject({ sentTodayCents: 1000, sentThisMonthCents: 1000 });
    await expectLedgerSound(t);
  });
});

describe('the running totals behind the limits (ADR 0047)', () => {
  it('a day that has passed counts as nothing today; the month goes on', async () => {
    await (await adminOf(t)).put('/api/admin/settings/sendingLimits', { value: LIMITS });
    const { client, user } = await personWith(t, 5000);
    expect((await quoteAndSend(client, haitiNumber('05'), { amountCents: 1000 })).sent.statusCode).toBe(200);
    expect((await quoteAndSend(client, haitiNumber('05'), { amountCents: 500 })).sent.statusCode).toBe(422);
    // The next UTC day, as far as the totals can tell: their day is yesterday.
    await t.database.pool.query(`update topup_sending_totals set day = day - 1 where user_id = $1`, [user.id]);
    expect((await client.get('/api/topups/limits')).json()).toMatchObject({ sentTodayCents: 0, sentThisMonthCents: 1000 });
    expect((await quoteAndSend(client, haitiNumber('05'), { amountCents: 500 })).sent.statusCode).toBe(200);
    expect((await client.get('/api/topups/limits')).json()).toMatchObject({ sentTodayCents: 500, sentThisMonthCents: 1500 });
  });
});

describe('operators switched on or off, and the catalogue sync (docs/product-rules.md#admin-settings)', () => {
  it('a switched-off operator disappears from the catalogue and its quote is refused; switched on, it is back', async () => {
    const admin = await adminOf(t);
    const { client } = await personWith(t, 2000);
    const operator = await digicelHaiti(client);
    const found = (await admin.client.get('/api/admin/operators?search=digicel haiti')).json().operators;
    expect(found).toContainEqual({ id: operator.id, countryIso: 'HT', name: 'Digicel Haiti', active: true, enabled: true });

    const off = await admin.put(`/api/admin/operators/${operator.id}`, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ enabled: false });
    const listed = (await client.get('/api/catalogue/countries/HT/operators')).json().operators as { id: number }[];
    expect(listed.map((o) => o.id)).not.toContain(operator.id);
    const quote = await client.post('/api/topups/quotes', {
      countryIso: 'HT',
      operatorId: operator.id,
      recipientNumber: haitiNumber('05'),
      amountCents: 500,
      paymentMethod: 'wallet',
    });
    expect(quote.statusCode).toBe(400);
    expect(quote.json().error.fields).toEqual({ operatorId: 'validation.operator' });
    const audit = (await admin.client.get(`/api/admin/audit?action=operator.disable&targetId=${operator.id}`)).json().entries;
    expect(audit[0]).toMatchObject({ before: { enabled: true }, after: { enabled: false }, actorUserId: admin.user.id });
    expect((await admin.client.get(`/api/admin/operators/${operator.id}`)).json().enabled).toBe(false);

    expect((await admin.put(`/api/admin/operators/${operator.id}`, { enabled: true })).statusCode).toBe(200);
    expect(((await client.get('/api/catalogue/countries/HT/operators')).json().operators as { id: number }[]).map((o) => o.id)).toContain(
      operator.id,
    );
    expect((await admin.put('/api/admin/operators/987654321', { enabled: false })).statusCode).toBe(404);
  });

  it('a sync on demand copies the catalogue, keeps the staff switch, and is audited', async () => {
    const admin = await adminOf(t);
    const { client } = await personWith(t, 200);
    const operator = await digicelHaiti(client);
    await admin.put(`/api/admin/operators/${operator.id}`, { enabled: false });
    const synced = await admin.client.post('/api/admin/catalogue/sync', {});
    expect(synced.statusCode, synced.body).toBe(200);
    expect(synced.json().synced).toBe(true);
    expect(synced.json().operators).toBeGreaterThan(100);
    expect((await admin.client.get(`/api/admin/operators/${operator.id}`)).json().enabled).toBe(false);
    expect((await admin.client.get('/api/admin/audit?action=catalogue.sync')).json().entries).toHaveLength(1);
    await admin.put(`/api/admin/operators/${operator.id}`, { enabled: true });
  });
});

describe('promotions through the Settings tab (docs/product-rules.md#admin-settings)', () => {
  const texts = (word: string) => ({ en: `${word} en`, fr: `${word} fr`, es: `${word} es`, pt: `${word} pt`, ht: `${word} ht` });
  const input = {
    code: 'STAFF5',
    type: 'fixed',
    value: 500,
    minAmountCents: 1000,
    startsAt: '2026-01-01T00:00:00Z',
    validUntil: '2099-01-01T00:00:00Z',
    usesPerUser: 1,
    titles: texts('Five off'),
    descriptions: texts('Five dollars off a top-up of $10 or more'),
  };

  it('are created, edited and switched off, each audited; the person sees the change', async () => {
    const admin = await adminOf(t);
    const { client } = await personWith(t, 200);
    const created = await admin.client.post('/api/admin/promotions', input);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as string;
    expect(created.json()).toMatchObject({ code: 'STAFF5', active: true, usesCount: 0, titles: { ht: 'Five off ht' } });
    expect((await client.get('/api/promotions')).json().promotions).toContainEqual(expect.objectContaining({ id, title: 'Five off en' }));
    expect((await client.post('/api/promotions/check', { code: 'staff5' })).json()).toMatchObject({ valid: true, value: 500 });

    const edited = await admin.put(`/api/admin/promotions/${id}`, { ...input, value: 300, titles: texts('Three off') });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await client.post('/api/promotions/check', { code: 'STAFF5' })).json().value).toBe(300);

    const off = await admin.put(`/api/admin/promotions/${id}/active`, { active: false });
    expect(off.json().active).toBe(false);
    expect((await client.get('/api/promotions')).json().promotions.map((p: { id: string }) => p.id)).not.toContain(id);

    const actions = (await admin.client.get(`/api/admin/audit?targetType=promotion&targetId=${id}`))
      .json()
      .entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(['promotion.deactivate', 'promotion.update', 'promotion.create']);
    expect((await admin.client.get('/api/admin/promotions')).json().promotions).toContainEqual(
      expect.objectContaining({ id, active: false }),
    );
  });

  it('a bad promotion is refused and nothing is written; a taken code is 409', async () => {
    const admin = await adminOf(t);
    const before = (await admin.client.get('/api/admin/promotions')).json().promotions.length;
    const missingText = await admin.client.post('/api/admin/promotions', { ...input, code: 'NOHT', titles: { ...texts('x'), ht: '' } });
    expect(missingText.statusCode).toBe(400);
    const backwards = await admin.client.post('/api/admin/promotions', { ...input, code: 'BACK', validUntil: '2025-01-01T00:00:00Z' });
    expect(backwards.statusCode).toBe(400);
    const percent = await admin.client.post('/api/admin/promotions', { ...input, code: 'PCT', type: 'percentage', value: 20_000 });
    expect(percent.statusCode).toBe(400);
    await admin.client.post('/api/admin/promotions', { ...input, code: 'TAKEN' });
    const taken = await admin.client.post('/api/admin/promotions', { ...input, code: 'taken' });
    expect(taken.statusCode).toBe(409);
    expect((await admin.client.get('/api/admin/promotions')).json().promotions.length).toBe(before + 1);
  });
});
