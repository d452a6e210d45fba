import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../test-app';
import { smsTo } from '../test-app';
import { expectLedgerSound, haitiNumber, personWith, startTopupApp, topupOf, type TopupTestApp } from './topups-kit';

/**
 * The recipient's text says what arrived (issue "as exact as the money", item 1): airtime its local amount,
 * a data plan its name and validity, a PIN the code and how to load it; in Kreyòl for Haiti. The PIN's owner
 * can send it again from the receipt: the same keyed text, once per top-up.
 */
type Operator = { id: number; name: string; fixedAmountsCents: number[]; minCents: number; denominationType: string };

let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t.close());

async function operatorNamed(client: Client, name: string): Promise<Operator> {
  const { operators } = (await client.get('/api/catalogue/countries/HT/operators')).json() as { operators: Operator[] };
  return operators.find((operator) => operator.name === name)!;
}

async function send(client: Client, operatorName: string, amountCents: number | null, textRecipient: boolean) {
  const operator = await operatorNamed(client, operatorName);
  const quote = await client.post('/api/topups/quotes', {
    countryIso: 'HT',
    operatorId: operator.id,
    recipientNumber: haitiNumber('31'),
    amountCents: amountCents ?? (operator.denominationType === 'FIXED' ? operator.fixedAmountsCents[0]! : Math.max(operator.minCents, 500)),
    paymentMethod: 'wallet',
    textRecipient,
  });
  expect(quote.statusCode, quote.body).toBe(200);
  const sent = await client.post('/api/topups', { quoteId: quote.json().id }, { 'idempotency-key': randomUUID() });
  expect(sent.statusCode, sent.body).toBe(200);
  await t.work();
  const id = sent.json().topup.id as string;
  expect(await topupOf(client, id)).toMatchObject({ status: 'completed' });
  return { quote: quote.json(), id };
}

describe('the recipient’s text', () => {
  it('for airtime: the local amount', async () => {
    const { client } = await personWith(t, 3000);
    const { quote } = await send(client, 'Digicel Haiti', null, true);
    const texts = await smsTo(t.smsUrl, quote.recipientNumber);
    // The amount as Kreyòl screens write it ("654,25 HTG"), with a plain space (GSM-7).
    expect(texts.map((text) => text.body)).toEqual([
      `Marie voye ${quote.localAmount.replace('.', ',')} HTG kredi sou telefòn ou ak Kredi. Pwofite!`,
    ]);
  });

  it('for a data plan: the plan’s name and validity, no amount of credit', async () => {
    const { client } = await personWith(t, 3000);
    const { quote } = await send(client, 'Digicel Haiti Data', 500, true);
    const texts = await smsTo(t.smsUrl, quote.recipientNumber);
    expect(texts.map((text) => text.body)).toEqual([
      'Marie voye yon plan entènèt pou ou ak Kredi: 1.5 GB internet, valid 7 days. Pwofite!',
    ]);
    expect(texts[0]!.body).not.toContain(quote.localAmount);
  });

  it('for a PIN: the code and the operator’s dial code with it; the outbox keeps no code', async () => {
    const { client } = await personWith(t, 3000);
    const { quote, id } = await send(client, 'Digicel Haiti PIN', 500, true);
    const { code } = (await client.get(`/api/topups/${id}/pin`)).json() as { code: string };
    const texts = await smsTo(t.smsUrl, quote.recipientNumber);
    expect(texts.map((text) => text.body)).toEqual([
      `Marie voye yon kòd PIN pou ou ak Kredi: ${code}. Pou mete l sou liy ou, konpoze *120*${code}#`,
    ]);
    const outbox = await t.database.pool.query(`select payload::text, last_error from notification_outbox where id like $1`, [
      `topup:${id}:%`,
    ]);
    expect(outbox.rows.length).toBeGreaterThan(0);
    for (const row of outbox.rows) expect(JSON.stringify(row)).not.toContain(code);
    // Sent again from the receipt: the same keyed text, not a second one.
    expect((await client.post(`/api/topups/${id}/pin/sms`, {})).statusCode).toBe(202);
    await t.app.jobs.sendNotifications();
    expect(await smsTo(t.smsUrl, quote.recipientNumber)).toHaveLength(1);
  });

  it('for a PIN the sender did not text at first: sent from the receipt once, by its owner only', async () => {
    const { client } = await personWith(t, 3000);
    const { quote, id } = await send(client, 'Digicel Haiti PIN', 500, false);
    await t.app.jobs.sendNotifications();
    expect(await smsTo(t.smsUrl, quote.recipientNumber)).toEqual([]);

    const { client: other } = await personWith(t, 1000);
    expect((await other.post(`/api/topups/${id}/pin/sms`, {})).statusCode).toBe(404);

    expect((await client.post(`/api/topups/${id}/pin/sms`, {})).statusCode).toBe(202);
    expect((await client.post(`/api/topups/${id}/pin/sms`, {})).statusCode).toBe(202);
    await t.app.jobs.sendNotifications();
    const { code } = (await client.get(`/api/topups/${id}/pin`)).json() as { code: string };
    const texts = await smsTo(t.smsUrl, quote.recipientNumber);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toContain(`*120*${code}#`);
  });

  it('is not offered for airtime: there is no PIN to send', async () => {
    const { client } = await personWith(t, 3000);
    const { id } = await send(client, 'Digicel Haiti', null, false);
    expect((await client.post(`/api/topups/${id}/pin/sms`, {})).statusCode).toBe(404);
  });
});
