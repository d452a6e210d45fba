import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventually, mailTo, type Client } from '../test-app';
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
import { addPromotion, clearingNetOf, countersOf, redemptionsOf, transferOf } from './promotions-kit';

let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t.close());

/** Digicel Haiti's amount closest to `wanted` it takes. */
async function amountNear(client: Client, wanted: number) {
  const operator = await digicelHaiti(client);
  if (operator.denominationType !== 'FIXED') return { operator, amountCents: wanted };
  const amounts = [...operator.fixedAmountsCents].sort((a, b) => Math.abs(a - wanted) - Math.abs(b - wanted));
  return { operator, amountCents: amounts[0]! };
}

async function quoteWith(
  client: Client,
  promoCode: string | undefined,
  options: { amountCents?: number; number?: string; method?: 'wallet' | 'paypal' } = {},
) {
  const { operator, amountCents } = await amountNear(client, options.amountCents ?? 2000);
  return client.post('/api/topups/quotes', {
    countryIso: 'HT',
    operatorId: operator.id,
    recipientNumber: options.number ?? haitiNumber('05'),
    amountCents,
    paymentMethod: options.method ?? 'wallet',
    ...(promoCode === undefined ? {} : { promoCode }),
  });
}

const send = (client: Client, quoteId: string) => client.post('/api/topups', { quoteId }, { 'idempotency-key': randomUUID() });

describe('POST /api/promotions/check', () => {
  it('says what a valid code gives, whatever case it is typed in', async () => {
    const { client } = await personWith(t, 1000);
    const promo = await addPromotion(t);
    const response = await client.post('/api/promotions/check', { code: ` ${promo.code.toLowerCase()} `, amountCents: 2000 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      valid: true,
      code: promo.code,
      promotionId: promo.id,
      type: 'percentage',
      value: 1000,
      minAmountCents: 1000,
      maxDiscountCents: 300,
      discountCents: 200,
      firstTopupOnly: false,
    });
  });

  it("asks for a code when none is given ('Enter Code')", async () => {
    const { client } = await personWith(t, 1000);
    const response = await client.post('/api/promotions/check', { code: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ code: 'validation.enterCode' });
  });

  it('refuses each way a code cannot be used, with its reason, and changes nothing', async () => {
    const { client } = await personWith(t, 5000);
    const hour = 3_600_000;
    const reasonOf = async (body: Record<string, unknown>) => {
      const response = await client.post('/api/promotions/check', body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      return response.json().error.fields.code as string;
    };
    expect(await reasonOf({ code: 'NO-SUCH-CODE' })).toBe('validation.promoUnknown');
    const ended = await addPromotion(t, { validUntil: new Date(Date.now() - 1000) });
    expect(await reasonOf({ code: ended.code })).toBe('validation.promoExpired');
    const off = await addPromotion(t, { active: false });
    expect(await reasonOf({ code: off.code })).toBe('validation.promoExpired');
    const later = await addPromotion(t, { startsAt: new Date(Date.now() + hour) });
    expect(await reasonOf({ code: later.code })).toBe('validation.promoNotStarted');
    const spent = await addPromotion(t, { totalUsesLimit: 3, usesCount: 3 });
    expect(await reasonOf({ code: spent.code })).toBe('validation.promoUsedUp');
    const budget = await addPromotion(t, { budgetCents: 1000, spentCents: 900 });
    expect(await reasonOf({ code: budget.code, amountCents: 2000 })).toBe('validation.promoUsedUp');
    const promo = await addPromotion(t, { countryIsos: ['JM'], operatorIds: [999_999] });
    expect(await reasonOf({ code: promo.code, amountCents: 999 })).toBe('validation.promoBelowMinimum');
    expect(await reasonOf({ code: promo.code, amountCents: 1000, countryIso: 'HT' })).toBe('validation.promoNotForCountry');
    expect(await reasonOf({ code: promo.code, countryIso: 'JM', operatorId: 173 })).toBe('validation.promoNotForOperator');

    // Used once already (a delivered top-up), on a once-per-person code; and a first-top-up code after a top-up.
    const once = await addPromotion(t, { usesPerUser: 1 });
    const quote = (await quoteWith(client, once.code)).json();
    expect((await send(client, quote.id)).statusCode).toBe(200);
    await t.work();
    expect(await reasonOf({ code: once.code })).toBe('validation.promoUsedByYou');
    const welcome = await addPromotion(t, { firstTopupOnly: true, type: 'fixed', value: 500, maxDiscountCents: null });
    expect(await reasonOf({ code: welcome.code })).toBe('validation.promoFirstTopupOnly');
    expect((await redemptionsOf(t, welcome.id!)).length).toBe(0);
  });
});

describe('a promo code on the quote', () => {
  it('takes its discount off the total, capped at its maximum, and says which code', async () => {
    const { client } = await personWith(t, 5000);
    const promo = await addPromotion(t, { value: 5000, maxDiscountCents: 300 });
    const plain = (await quoteWith(client, undefined, { amountCents: 2000 })).json();
    const response = await quoteWith(client, promo.code.toLowerCase(), { amountCents: 2000 });
    expect(response.statusCode, response.body).toBe(200);
    const quote = response.json();
    expect(quote).toMatchObject({ promoCode: promo.code, promoDiscountCents: 300, totalCents: plain.totalCents - 300 });
    expect(plain).toMatchObject({ promoCode: null, promoDiscountCents: 0 });
    // Read back, it is the same.
    expect((await client.get(`/api/quotes/${quote.id}`)).json()).toMatchObject({ promoCode: promo.code, promoDiscountCents: 300 });
  });

  it('a fixed discount takes at most the amount sent: the fees are still paid', async () => {
    const { client } = await personWith(t, 5000);
    const promo = await addPromotion(t, { type: 'fixed', value: 100_000, maxDiscountCents: null, minAmountCents: 0 });
    const quote = (await quoteWith(client, promo.code, { amountCents: 500 })).json();
    expect(quote.promoDiscountCents).toBe(quote.amountCents);
    expect(quote.totalCents).toBe(quote.topupFeeCents + quote.walletFeeCents);
    expect(quote.totalCents).toBeGreaterThan(0);
  });

  it('refuses a code that cannot be used with its reason on the promoCode field, and makes no quote', async () => {
    const { client } = await personWith(t, 5000);
    const promo = await addPromotion(t, { minAmountCents: 5000 });
    const response = await quoteWith(client, promo.code, { amountCents: 2000 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ promoCode: 'validation.promoBelowMinimum' });
    const unknown = await quoteWith(client, 'NOPE');
    expect(unknown.json().error.fields).toEqual({ promoCode: 'validation.promoUnknown' });
    // An empty code is no code.
    expect((await quoteWith(client, '')).json()).toMatchObject({ promoCode: null, promoDiscountCents: 0 });
  });

  it('delivered: the wallet paid the discounted total, promo_expense pays the discount, clearing nets to zero', async () => {
    const { client } = await personWith(t, 5000);
    const promo = await addPromotion(t);
    const quote = (await quoteWith(client, promo.code, { amountCents: 2000 })).json();
    const sent = await send(client, quote.id);
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json().topup.id;
    expect(sent.json().topup).toMatchObject({ promoCode: promo.code, promoDiscountCents: quote.promoDiscountCents });
    expect(await redemptionsOf(t, promo.id!)).toEqual([{ state: 'held', discount_cents: quote.promoDiscountCents, topup_order_id: id }]);

    await t.work();
    expect(await topupOf(client, id)).toMatchObject({ status: 'completed', promoDiscountCents: quote.promoDiscountCents });
    expect(await availableOf(client)).toBe(5000 - quote.totalCents);
    expect(await transferOf(t, `topup:${id}:promo`)).toEqual({
      debit_account_id: 'system:promo_expense',
      credit_account_id: 'system:topup_clearing',
      amount_cents: quote.promoDiscountCents,
      code: 'promo_discount',
    });
    expect((await transferOf(t, `topup:${id}:fee`))!.amount_cents).toBe(quote.topupFeeCents + quote.walletFeeCents);
    expect(await clearingNetOf(t, id)).toBe(0);
    expect((await redemptionsOf(t, promo.id!))[0]!.state).toBe('used');
    expect(await countersOf(t, promo.id!)).toEqual({ uses_count: 1, spent_cents: quote.promoDiscountCents });

    // The receipt email shows the code and what it took off.
    const me = (await client.get('/api/user/me')).json().user;
    const mail = await eventually(
      () => mailTo(t.mailboxUrl, me.email),
      (m) => m.some((x) => x.subject.startsWith('Receipt')),
    );
    expect(mail.find((m) => m.subject.startsWith('Receipt'))!.text).toContain(`Promo code ${promo.code}: −$2.00`);
  });

  it('failed: the person gets back what they paid, the use is given back, and the code works again', async () => {
    const { client } = await personWith(t, 5000);
    const promo = await addPromotion(t, { totalUsesLimit: 1, usesPerUser: 1 });
    const quote = (await quoteWith(client, promo.code, { number: haitiNumber('88') })).json();
    const id = (await send(client, quote.id)).json().topup.id;
    expect(await countersOf(t, promo.id!)).toEqual({ uses_count: 1, spent_cents: quote.promoDiscountCents });
    await t.work();
    expect(await topupOf(client, id)).toMatchObject({ status: 'failed', refunded: true, refund: { toWalletCents: quote.totalCents } });
    expect(await availableOf(client)).toBe(5000);
    expect(await transferOf(t, `topup:${id}:promo`)).toBeNull();
    expect(await clearingNetOf(t, id)).toBe(0);
    expect((await redemptionsOf(t, promo.id!))[0]!.state).toBe('released');
    expect(await countersOf(t, promo.id!)).toEqual({ uses_count: 0, spent_cents: 0 });
    // A replayed settlement changes nothing.
    await t.work();
    expect(await countersOf(t, promo.id!)).toEqual({ uses_count: 0, spent_cents: 0 });
    const again = (await quoteWith(client, promo.code)).json();
    expect((await send(client, again.id)).statusCode).toBe(200);
  });

  it('paid with PayPal and the payment cancelled: nothing was taken and the use is given back', async () => {
    const { client } = await personWith(t, 200);
    const promo = await addPromotion(t, { totalUsesLimit: 1 });
    const quote = (await quoteWith(client, promo.code, { method: 'paypal' })).json();
    expect(quote.promoDiscountCents).toBeGreaterThan(0);
    const sent = await send(client, quote.id);
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json().topup.id;
    expect((await redemptionsOf(t, promo.id!))[0]!.state).toBe('held');
    expect((await client.post(`/api/topups/${id}/paypal-return`, { cancelled: true })).json()).toMatchObject({ stage: 'cancelled' });
    expect((await redemptionsOf(t, promo.id!))[0]!.state).toBe('released');
    expect(await countersOf(t, promo.id!)).toEqual({ uses_count: 0, spent_cents: 0 });
    expect(await availableOf(client)).toBe(200);
  });

  it('a single-use code sent 20 times at once is accepted exactly once', async () => {
    const promo = await addPromotion(t, { totalUsesLimit: 1 });
    const people = await Promise.all(Array.from({ length: 4 }, () => personWith(t, 50_000)));
    const quotes = [];
    for (let i = 0; i < 20; i++) {
      const { client } = people[i % people.length]!;
      const quote = await quoteWith(client, promo.code, { number: haitiNumber('05', 10 + i) });
      expect(quote.statusCode, quote.body).toBe(200);
      quotes.push({ client, id: quote.json().id as string });
    }
    const answers = await Promise.all(quotes.map(({ client, id }) => send(client, id)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().error.fields).toEqual({ promoCode: 'validation.promoUsedUp' });
    expect((await redemptionsOf(t, promo.id!)).length).toBe(1);
    expect(await countersOf(t, promo.id!)).toMatchObject({ uses_count: 1 });
    const orders = await t.database.pool.query(`select count(*)::int as n from topup_orders where quote_id = any($1)`, [
      quotes.map((q) => q.id),
    ]);
    expect(orders.rows[0].n).toBe(1);
  });

  it('once per person: the same person sending it 20 times at once gets it once', async () => {
    const promo = await addPromotion(t, { usesPerUser: 1 });
    const { client } = await personWith(t, 100_000);
    const quotes = [];
    for (let i = 0; i < 20; i++)
      quotes.push((await quoteWith(client, promo.code, { number: haitiNumber('05', 10 + i) })).json().id as string);
    const answers = await Promise.all(quotes.map((id) => send(client, id)));
    expect(answers.filter((a) => a.statusCode === 200).length).toBe(1);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().error.fields.promoCode === 'validation.promoUsedByYou')).toBe(
      true,
    );
    expect(await countersOf(t, promo.id!)).toMatchObject({ uses_count: 1 });
  });
});
