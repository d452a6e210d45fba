import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../test-app';
import { eventually, mailTo } from '../test-app';
import { availableOf, expectLedgerSound, haitiNumber, personWith, startTopupApp, topupOf, type TopupTestApp } from './topups-kit';

/**
 * Data bundles and PIN products (docs/product-rules.md#data-and-pins, ADR 0035) on the same path as airtime: quote (a plan is one of
 * the operator's fixed amounts), hold, send, deliver or refund, the same ledger. A PIN is kept once, with
 * the delivery, and only its owner can read it.
 */
type Operator = { id: number; name: string; productKind: string; fixedAmountsCents: number[]; fixedAmountDescriptions: string[] };
type SandboxTransactions = { transactions: { customIdentifier: string | null; status: string }[] };

let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t.close());

async function haitiOperator(client: Client, name: string): Promise<Operator> {
  const { operators } = (await client.get('/api/catalogue/countries/HT/operators')).json() as { operators: Operator[] };
  return operators.find((operator) => operator.name === name)!;
}

async function buy(client: Client, operator: Operator, amountCents: number, number: string) {
  const quote = await client.post('/api/topups/quotes', {
    countryIso: 'HT',
    operatorId: operator.id,
    recipientNumber: number,
    amountCents,
    paymentMethod: 'wallet',
  });
  expect(quote.statusCode, quote.body).toBe(200);
  const sent = await client.post('/api/topups', { quoteId: quote.json().id }, { 'idempotency-key': randomUUID() });
  expect(sent.statusCode, sent.body).toBe(200);
  return { quote: quote.json(), id: sent.json().topup.id as string };
}

describe('the catalogue copy', () => {
  it('keeps what each operator sells and the words for each plan', async () => {
    const { client } = await personWith(t, 1000);
    expect(await haitiOperator(client, 'Digicel Haiti')).toMatchObject({ productKind: 'airtime', fixedAmountDescriptions: [] });
    expect(await haitiOperator(client, 'Digicel Haiti Data')).toMatchObject({
      productKind: 'data',
      fixedAmountsCents: [500, 1000, 1500, 2500],
      fixedAmountDescriptions: [
        '1.5 GB internet, valid 7 days',
        '4 GB internet, valid 15 days',
        '7 GB internet + unlimited WhatsApp, valid 30 days',
        '15 GB internet + unlimited WhatsApp, valid 30 days',
      ],
    });
    expect(await haitiOperator(client, 'Digicel Haiti PIN')).toMatchObject({ productKind: 'pin', fixedAmountsCents: [500, 1000, 2000] });
  });
});

describe('a data bundle', () => {
  it('is quoted, held, sent and delivered like airtime; the plan stays on the receipt; it has no PIN', async () => {
    const { client } = await personWith(t, 3000);
    const data = await haitiOperator(client, 'Digicel Haiti Data');
    const { quote, id } = await buy(client, data, 1000, haitiNumber('07'));
    expect(quote).toMatchObject({
      productKind: 'data',
      planDescription: '4 GB internet, valid 15 days',
      operatorName: 'Digicel Haiti Data',
    });
    expect(await availableOf(client)).toBe(3000 - quote.totalCents);
    expect(await t.work()).toBe(1);
    expect(await topupOf(client, id)).toMatchObject({
      status: 'completed',
      productKind: 'data',
      planDescription: '4 GB internet, valid 15 days',
    });
    expect(await availableOf(client)).toBe(3000 - quote.totalCents);
    expect((await client.get(`/api/topups/${id}/pin`)).statusCode).toBe(404);
  });

  it('refuses an amount that is not one of its plans, clearly, and changes nothing', async () => {
    const { client } = await personWith(t, 3000);
    const data = await haitiOperator(client, 'Digicel Haiti Data');
    const before = (await t.database.pool.query(`select count(*)::int as n from topup_quotes`)).rows[0].n;
    const refused = await client.post('/api/topups/quotes', {
      countryIso: 'HT',
      operatorId: data.id,
      recipientNumber: haitiNumber('07'),
      amountCents: 700,
      paymentMethod: 'wallet',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { amountCents: 'validation.amountNotOffered' },
      details: [{ field: 'amountCents', message: 'This operator does not offer this amount. Choose one of the amounts it offers.' }],
    });
    expect((await t.database.pool.query(`select count(*)::int as n from topup_quotes`)).rows[0].n).toBe(before);
    expect(await availableOf(client)).toBe(3000);
  });
});

describe('a PIN', () => {
  it('is delivered once, kept with the order, and shown only to its owner', async () => {
    const { client, user } = await personWith(t, 3000);
    const pinProduct = await haitiOperator(client, 'Digicel Haiti PIN');
    const { quote, id } = await buy(client, pinProduct, 500, haitiNumber('09'));
    expect(quote).toMatchObject({ productKind: 'pin', planDescription: 'PIN for HTG 650 of credit' });
    expect((await client.get(`/api/topups/${id}/pin`)).statusCode).toBe(404); // not delivered yet

    await t.work();
    expect(await topupOf(client, id)).toMatchObject({ status: 'completed', productKind: 'pin' });
    const answer = await client.get(`/api/topups/${id}/pin`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const pin = answer.json();
    expect(pin).toMatchObject({
      topupId: id,
      code: expect.stringMatching(/^\d{14}$/),
      serial: expect.stringMatching(/^\d{10}$/),
      instructions: [
        'Dial *120*PIN# and press call to load the credit',
        'Or call 120 and follow the voice prompts',
        'Customer care: dial 611',
      ],
      ivr: '120',
      validity: '90 days',
    });

    // Sent to the aggregator once; a later pass of the worker neither sends again nor changes the PIN.
    const sandbox = await t.control<SandboxTransactions>('GET', '/sandbox/transactions');
    expect(sandbox.transactions.filter((transaction) => transaction.customIdentifier === id)).toHaveLength(1);
    await t.work();
    expect((await client.get(`/api/topups/${id}/pin`)).json()).toEqual(pin);
    const kept = await t.database.pool.query(`select user_id from topup_pins where topup_id = $1`, [id]);
    expect(kept.rows).toEqual([{ user_id: user.id }]);

    // Someone else: the PIN and the top-up are not theirs, and answer as if they did not exist.
    const { client: other } = await personWith(t, 1000);
    expect((await other.get(`/api/topups/${id}/pin`)).statusCode).toBe(404);
    expect((await other.get(`/api/topups/${id}`)).statusCode).toBe(404);
    expect((await other.get(`/api/topups/${randomUUID()}/pin`)).statusCode).toBe(404);

    // The receipt email names the plan but never carries the code.
    const mail = await eventually(
      () => mailTo(t.mailboxUrl, user.email),
      (messages) => messages.some((message) => message.subject.startsWith('Receipt')),
    );
    for (const message of mail) expect(message.text).not.toContain(pin.code);
  });

  it('found later when its first answer was unknown, still arrives with its PIN', async () => {
    const { client } = await personWith(t, 3000);
    const pinProduct = await haitiOperator(client, 'Digicel Haiti PIN');
    const { id } = await buy(client, pinProduct, 1000, haitiNumber('81'));
    await t.work();
    expect(await topupOf(client, id)).toMatchObject({ status: 'pending', stage: 'confirming' });
    expect((await client.get(`/api/topups/${id}/pin`)).statusCode).toBe(404);
    await t.control('POST', '/sandbox/transactions/resolve-all', {});
    await t.database.pool.query(`update topup_orders set next_attempt_at = now() where id = $1`, [id]);
    await t.work();
    expect(await topupOf(client, id)).toMatchObject({ status: 'completed' });
    expect((await client.get(`/api/topups/${id}/pin`)).json()).toMatchObject({ code: expect.stringMatching(/^\d{14}$/) });
  });
});
