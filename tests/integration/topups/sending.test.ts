import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatPhone } from '../../../src/shared/phone';
import { eventually, mailTo } from '../test-app';
import {
  availableOf,
  digicelHaiti,
  expectLedgerSound,
  haitiNumber,
  personWith,
  quoteAndSend,
  startTopupApp,
  topupOf,
  type TopupTestApp,
} from './topups-kit';

type SandboxTransactions = { transactions: { customIdentifier: string | null; status: string }[] };

let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t.close());

describe('a Haiti Digicel top-up paid from the wallet', () => {
  it('is held, sent, delivered: the wallet pays the total once and the timeline shows each step', async () => {
    const { client } = await personWith(t, 3000);
    const { quote, sent } = await quoteAndSend(client, haitiNumber('05'));
    expect(sent.statusCode).toBe(200);
    const { topup } = sent.json();
    expect(topup).toMatchObject({
      status: 'pending',
      stage: 'queued',
      operatorName: 'Digicel Haiti',
      recipientNumber: expect.stringMatching(/^\+509/),
    });
    expect((await client.get('/api/wallet')).json()).toMatchObject({
      availableCents: 3000 - quote.totalCents,
      heldCents: quote.totalCents,
    });

    expect(await t.work()).toBe(1);
    const done = await topupOf(client, topup.id);
    expect(done).toMatchObject({ status: 'completed', stage: 'delivered', refunded: false, operatorReference: expect.any(String) });
    expect(done.timeline.map((s: { step: string }) => s.step)).toEqual(['paid', 'sent', 'delivered']);
    expect(await availableOf(client)).toBe(3000 - quote.totalCents);
    expect((await client.get('/api/wallet')).json()).toMatchObject({ heldCents: 0, topupsSent: 1, thisMonthCents: quote.totalCents });

    const me = (await client.get('/api/user/me')).json().user;
    const mail = await eventually(
      () => mailTo(t.mailboxUrl, me.email),
      (m) => m.length > 0 && m.some((x) => x.subject.startsWith('Receipt')),
    );
    const receipt = mail.find((m) => m.subject.startsWith('Receipt'))!;
    // The number as every screen writes it: "+509 34 12 3405", not as stored.
    expect(receipt.subject).toBe(`Receipt: top-up delivered to ${formatPhone(done.recipientNumber)}`);
    expect(receipt.subject).toMatch(/ to \+509 \d{2} \d{2} \d{4}$/);
    expect(receipt.text).toContain('Operator: Digicel Haiti');
    expect(receipt.text).toContain(`Operator reference: ${done.operatorReference}`);
  });

  it('quotes what the recipient receives in gourdes and every fee', async () => {
    const { client } = await personWith(t, 3000);
    const operator = await digicelHaiti(client);
    const amountCents = operator.denominationType === 'FIXED' ? operator.fixedAmountsCents[0]! : 1000;
    const quote = (
      await client.post('/api/topups/quotes', {
        countryIso: 'HT',
        operatorId: operator.id,
        recipientNumber: '3412 3456',
        amountCents,
        paymentMethod: 'wallet',
      })
    ).json();
    expect(quote).toMatchObject({ localCurrency: 'HTG', recipientNumber: '+50934123456', walletFeeCents: 0, paypalFeeCents: 0 });
    expect(quote.totalCents).toBe(quote.amountCents + quote.topupFeeCents);
    expect(Number(quote.localAmount)).toBeGreaterThan(amountCents / 100);
    expect(new Date(quote.expiresAt).getTime()).toBeGreaterThan(Date.now() + 5 * 60_000);
  });
});

describe('outcomes the aggregator gives (sandbox outcome table)', () => {
  it('a failing number: refunded automatically, balance restored, and it says so', async () => {
    const { client } = await personWith(t, 3000);
    const { sent } = await quoteAndSend(client, haitiNumber('88'));
    await t.work();
    const done = await topupOf(client, sent.json().topup.id);
    expect(done).toMatchObject({ status: 'failed', stage: 'refunded', refunded: true, failureCode: 'TRY_LATER', retryAfterMinutes: null });
    expect(done.timeline.map((s: { step: string }) => s.step)).toEqual(['paid', 'sent', 'failed', 'refunded']);
    expect(await availableOf(client)).toBe(3000);
  });

  it('pending, then delivered: never refunded while unknown', async () => {
    const { client } = await personWith(t, 3000);
    const { quote, sent } = await quoteAndSend(client, haitiNumber('81'));
    const id = sent.json().topup.id;
    await t.work();
    expect(await topupOf(client, id)).toMatchObject({ status: 'pending', stage: 'confirming' });
    expect(await availableOf(client)).toBe(3000 - quote.totalCents);
    await t.control('POST', '/sandbox/transactions/resolve-all', {});
    await t.database.pool.query(`update topup_orders set next_attempt_at = now() where id = $1`, [id]);
    await t.work();
    expect(await topupOf(client, id)).toMatchObject({ status: 'completed', stage: 'delivered' });
    expect(await availableOf(client)).toBe(3000 - quote.totalCents);
  });

  it('pending, then failed: refunded once the aggregator says so', async () => {
    const { client } = await personWith(t, 3000);
    const { sent } = await quoteAndSend(client, haitiNumber('86'));
    const id = sent.json().topup.id;
    await t.work();
    await t.control('POST', '/sandbox/transactions/resolve-all', {});
    await t.database.pool.query(`update topup_orders set next_attempt_at = now() where id = $1`, [id]);
    await t.work();
    expect(await topupOf(client, id)).toMatchObject({ status: 'failed', refunded: true });
    expect(await availableOf(client)).toBe(3000);
  });

  it.each([
    ['timeout (recorded at the aggregator)', '95'],
    ['duplicate identifier', '97'],
  ])('%s: unknown, looked up by our identifier, delivered', async (_name, digits) => {
    const { client } = await personWith(t, 3000);
    const { sent } = await quoteAndSend(client, haitiNumber(digits));
    const id = sent.json().topup.id;
    await t.work();
    expect((await topupOf(client, id)).status).not.toBe('failed');
    // Our client gave up after its timeout; the lookup can only find the top-up once the aggregator has recorded it.
    await eventually(
      () => t.control<SandboxTransactions>('GET', '/sandbox/transactions'),
      ({ transactions }) => transactions.some((x) => x.customIdentifier === id),
    );
    await t.database.pool.query(`update topup_orders set next_attempt_at = now() where id = $1`, [id]);
    await t.work();
    expect(await topupOf(client, id)).toMatchObject({ status: 'completed' });
  });

  it.each([
    ['invalid number', '91', 'NUMBER_NOT_ACCEPTED'],
    ['operator unavailable', '93', 'OPERATOR_UNAVAILABLE'],
    ['aggregator balance (ours, never the person’s)', '98', 'SERVICE_PROBLEM'],
  ])('%s: a definite failure, refunded, with a stable reason', async (_name, digits, code) => {
    const { client } = await personWith(t, 3000);
    const { sent } = await quoteAndSend(client, haitiNumber(digits));
    await t.work();
    expect(await topupOf(client, sent.json().topup.id)).toMatchObject({ status: 'failed', failureCode: code, refunded: true });
    expect(await availableOf(client)).toBe(3000);
  });
});

describe('the same number again within minutes', () => {
  afterEach(() => t.control('POST', '/sandbox/settings', { recentRechargeRule: false }));

  it("fails as 'recently topped up' with the minutes to wait, not as the person's mistake", async () => {
    await t.control('POST', '/sandbox/settings', { recentRechargeRule: true, recentRechargeWindowMs: 120_000 });
    const { client } = await personWith(t, 3000);
    const number = haitiNumber('07');
    const first = await quoteAndSend(client, number);
    await t.work();
    expect(await topupOf(client, first.sent.json().topup.id)).toMatchObject({
      status: 'completed',
      failureCode: null,
      retryAfterMinutes: null,
    });

    const again = await quoteAndSend(client, number);
    await t.work();
    expect(await topupOf(client, again.sent.json().topup.id)).toMatchObject({
      status: 'failed',
      refunded: true,
      failureCode: 'RECENTLY_TOPPED_UP',
      retryAfterMinutes: 2,
    });
    const [row] = (await t.database.pool.query(`select failure_code from topup_orders where id = $1`, [again.sent.json().topup.id])).rows;
    expect(row.failure_code).toBe('PHONE_RECENTLY_RECHARGED'); // the aggregator's own code stays for operators
  });
});

describe('bad input changes nothing', () => {
  it("refuses what docs/product-rules.md#topup-validation and the operator refuse, with each field's rule", async () => {
    const { client } = await personWith(t, 3000);
    const operator = await digicelHaiti(client);
    const base = {
      countryIso: 'HT',
      operatorId: operator.id,
      recipientNumber: '3412 3456',
      amountCents: operator.denominationType === 'FIXED' ? operator.fixedAmountsCents[0] : 1000,
      paymentMethod: 'wallet',
    };
    const fieldOf = async (body: Record<string, unknown>) => (await client.post('/api/topups/quotes', body)).json().error.fields;
    expect(await fieldOf({ ...base, recipientNumber: '' })).toEqual({ recipientNumber: 'validation.enterPhone' });
    expect(await fieldOf({ ...base, recipientNumber: '1234567' })).toEqual({ recipientNumber: 'validation.phoneDigits' });
    expect(await fieldOf({ ...base, recipientNumber: '+1 305 555 0123' })).toEqual({
      recipientNumber: 'validation.phoneInvalidForCountry',
    });
    expect(await fieldOf({ ...base, amountCents: undefined })).toEqual({ amountCents: 'validation.enterAmount' });
    expect(await fieldOf({ ...base, amountCents: 0 })).toEqual({ amountCents: 'validation.amountPositive' });
    expect(await fieldOf({ ...base, amountCents: -500 })).toEqual({ amountCents: 'validation.amountPositive' });
    expect(await fieldOf({ ...base, amountCents: 10.5 })).toEqual({ amountCents: 'validation.wholeCents' });
    expect(Object.keys(await fieldOf({ ...base, amountCents: 9_999_999 }))).toEqual(['amountCents']);
    expect(await fieldOf({ ...base, countryIso: 'JM' })).toEqual({ operatorId: 'validation.operator' });
    expect(await availableOf(client)).toBe(3000);
  });

  it("'Insufficient wallet balance' before anything is sent", async () => {
    const { client } = await personWith(t, 200);
    const { sent } = await quoteAndSend(client, haitiNumber('07'));
    expect(sent.statusCode).toBe(402);
    expect(sent.json().error).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: 'Insufficient wallet balance. Please add funds or use PayPal.',
    });
    expect(await availableOf(client)).toBe(200);
    expect((await client.get('/api/transactions')).json().transactions).toEqual([]);
  });

  it('another person’s top-up answers 404', async () => {
    const { client } = await personWith(t, 3000);
    const { sent } = await quoteAndSend(client, haitiNumber('08'));
    const stranger = (await personWith(t, 200)).client;
    expect((await stranger.get(`/api/topups/${sent.json().topup.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/transactions (docs/product-rules.md#history)', () => {
  it('returns {transactions: [{id, recipientNumber, operatorName, amount, status, createdAt}]}, newest first', async () => {
    const { client } = await personWith(t, 5000);
    await quoteAndSend(client, haitiNumber('09'));
    await quoteAndSend(client, haitiNumber('88'));
    await t.work();
    const { transactions } = (await client.get('/api/transactions')).json();
    expect(transactions).toHaveLength(2);
    expect(transactions[0]).toMatchObject({
      id: expect.any(String),
      recipientNumber: expect.stringMatching(/88$/),
      operatorName: 'Digicel Haiti',
      amount: expect.any(Number),
      status: 'failed',
      createdAt: expect.any(String),
    });
    expect(transactions[1].status).toBe('completed');
    expect(transactions[1].amount * 100).toBe(transactions[1].amountCents);
  });
});

describe('the top-up worker', () => {
  it('works off a backlog larger than one batch in one call, each order delivered once (ADR 0043)', async () => {
    // 25 orders due at once: more than a pass's batch of 20. Five people, each number its own.
    const people = await Promise.all(Array.from({ length: 5 }, () => personWith(t, 5000)));
    const ids: string[] = [];
    for (const { client } of people) {
      for (let i = 0; i < 5; i++) {
        const { sent } = await quoteAndSend(client, haitiNumber('05'));
        expect(sent.statusCode, sent.body).toBe(200);
        ids.push(sent.json().topup.id as string);
      }
    }
    expect(await t.app.jobs.runTopupWorker()).toBe(25);
    const states = await t.database.pool.query<{ state: string }>(`select state from topup_orders where id = any($1::text[])`, [ids]);
    expect(states.rows.map((row) => row.state)).toEqual(Array(25).fill('succeeded'));
    expect(await t.app.jobs.runTopupWorker()).toBe(0);
  });
});
