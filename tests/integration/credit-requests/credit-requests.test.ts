import { createHash, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { creditRequestSettled } from '../../../src/server/features/credit-requests/index';
import { Client, smsTo } from '../test-app';
import { digicelHaiti, expectLedgerSound, haitiNumber, personWith, startTopupApp, topupOf, type TopupTestApp } from '../topups/topups-kit';

/**
 * "Ask for credit" (ADR 0067; docs/product-rules.md#credit-requests): a request made without an account, a
 * link with an opaque token, answered once by a normal top-up, and the requester told by SMS once delivered.
 */

let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t.close());

const ask = (client: Client, body: Record<string, unknown>) =>
  client.post('/api/credit-requests', {
    countryIso: 'HT',
    name: 'Marie',
    message: 'Mwen bezwen kredi pou m rele doktè a',
    language: 'ht',
    ...body,
  });

async function askFor(number: string, extra: Record<string, unknown> = {}) {
  const answer = await ask(new Client(t.app), { phoneNumber: number, ...extra });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as { token: string; url: string; qrSvg: string; expiresAt: string };
}

/** Quotes a Digicel Haiti top-up to `number` and sends it with the request's token. */
async function answer(client: Client, number: string, token: string, key = randomUUID()) {
  const operator = await digicelHaiti(client);
  const quote = await client.post('/api/topups/quotes', {
    countryIso: 'HT',
    operatorId: operator.id,
    recipientNumber: number,
    amountCents: operator.denominationType === 'FIXED' ? operator.fixedAmountsCents[0]! : Math.max(operator.minCents, 500),
    paymentMethod: 'wallet',
    textRecipient: false,
  });
  expect(quote.statusCode, quote.body).toBe(200);
  const sent = await client.post('/api/topups', { quoteId: quote.json().id, creditRequest: token }, { 'idempotency-key': key });
  return { quote: quote.json(), sent };
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const expireRequest = (token: string) =>
  t.database.pool.query(
    `update credit_requests set expires_at = now() - interval '1 second', created_at = created_at - interval '8 days' where token_hash = $1`,
    [hashOf(token)],
  );

describe('asking for credit', () => {
  it('gives an opaque link and its QR code; the opened link shows the request, no account needed', async () => {
    const number = haitiNumber('11');
    const operator = await digicelHaiti((await personWith(t, 200)).client);
    const amountCents = operator.fixedAmountsCents[0] ?? Math.max(operator.minCents, 500);
    const created = await askFor(number, { amountCents });
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(created.url).toMatch(new RegExp(`^https?://[^/]+/r/${created.token}$`));
    expect(created.url).not.toContain('509');
    expect(created.url).not.toContain('Marie');
    expect(created.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // Only the token's hash is stored.
    const { rows } = await t.database.pool.query(`select token_hash from credit_requests where phone_e164 = $1`, [
      number.replace(/\s/g, ''),
    ]);
    expect(rows).toEqual([{ token_hash: hashOf(created.token) }]);

    const opened = await new Client(t.app).get(`/api/credit-requests/${created.token}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({
      status: 'open',
      name: 'Marie',
      message: 'Mwen bezwen kredi pou m rele doktè a',
      countryIso: 'HT',
      phoneNumber: number.replace(/\s/g, ''),
      operatorId: operator.id,
      operatorName: 'Digicel Haiti',
      amountCents,
      language: 'ht',
    });
  });

  it('names the operator and its amounts for the page without an account', async () => {
    const detected = await new Client(t.app).post('/api/credit-requests/detect', { countryIso: 'HT', phoneNumber: haitiNumber('12') });
    expect(detected.statusCode, detected.body).toBe(200);
    expect(detected.json()).toMatchObject({ valid: true, operator: { name: 'Digicel Haiti' } });
    expect(detected.json().operator.amountsCents.length).toBeGreaterThan(0);
    const countries = await new Client(t.app).get('/api/credit-requests/countries');
    expect(countries.statusCode).toBe(200);
    expect(countries.json().countries).toContainEqual(expect.objectContaining({ iso: 'HT' }));
  });

  it('refuses bad input with a 400 on its field, never a 5xx', async () => {
    const client = new Client(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ phoneNumber: '12' }, 'phoneNumber'],
      [{ phoneNumber: '+1 305 555 0123' }, 'phoneNumber'],
      [{ phoneNumber: haitiNumber('13'), name: '' }, 'name'],
      [{ phoneNumber: haitiNumber('13'), name: 'x'.repeat(41) }, 'name'],
      [{ phoneNumber: haitiNumber('13'), message: 'x'.repeat(141) }, 'message'],
      [{ phoneNumber: haitiNumber('13'), language: 'de' }, 'language'],
      [{ phoneNumber: haitiNumber('13'), amountCents: 1 }, 'amountCents'],
      [{ phoneNumber: haitiNumber('13'), amountCents: 10.5 }, 'amountCents'],
      [{ phoneNumber: haitiNumber('13'), countryIso: 'XYZ' }, 'countryIso'],
    ];
    for (const [body, field] of cases) {
      const refused = await ask(client, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error.fields, JSON.stringify(body)).toHaveProperty(field);
    }
    // Nothing was stored by the refusals.
    const { rows } = await t.database.pool.query(`select count(*)::int as n from credit_requests where phone_e164 = $1`, [
      haitiNumber('13').replace(/\s/g, ''),
    ]);
    expect(rows[0].n).toBe(0);
    expect((await client.get('/api/credit-requests/not-a-token')).statusCode).toBe(400);
  });

  it('answers 404 for an unknown or expired token', async () => {
    const client = new Client(t.app);
    expect((await client.get(`/api/credit-requests/${'A'.repeat(24)}`)).statusCode).toBe(404);
    const created = await askFor(haitiNumber('14'));
    await expireRequest(created.token);
    const expired = await client.get(`/api/credit-requests/${created.token}`);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error.code).toBe('NOT_FOUND');
    // And it can no longer be paid: the send is refused, nothing is charged.
    const { client: sender } = await personWith(t, 3000);
    const { sent } = await answer(sender, haitiNumber('14').replace(/\s/g, ''), created.token);
    expect(sent.statusCode, sent.body).toBe(404);
    expect((await sender.get('/api/wallet')).json().availableCents).toBe(3000);
  });
});

describe('limits', () => {
  it('3 requests per number in 24 hours, then 429; another number goes on', async () => {
    const number = haitiNumber('15');
    for (let i = 0; i < 3; i++) expect((await ask(new Client(t.app), { phoneNumber: number })).statusCode).toBe(201);
    const refused = await ask(new Client(t.app), { phoneNumber: number });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'RATE_LIMITED', reason: 'creditRequestNumberLimit' });
    expect((await ask(new Client(t.app), { phoneNumber: haitiNumber('16') })).statusCode).toBe(201);
    // A day later the number may ask again.
    await t.database.pool.query(`update credit_requests set created_at = created_at - interval '25 hours' where phone_e164 = $1`, [
      number.replace(/\s/g, ''),
    ]);
    expect((await ask(new Client(t.app), { phoneNumber: number })).statusCode).toBe(201);
  });

  it('10 requests per client address in 24 hours, then 429', async () => {
    const client = new Client(t.app);
    for (let i = 0; i < 10; i++) {
      const made = await ask(client, { phoneNumber: `+509 36${String(10 + i)} 55${String(10 + i)}` });
      expect(made.statusCode, made.body).toBe(201);
    }
    const refused = await ask(client, { phoneNumber: '+509 3621 5521' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'RATE_LIMITED', reason: 'creditRequestAddressLimit' });
    // Another address still may.
    expect((await ask(new Client(t.app), { phoneNumber: '+509 3621 5521' })).statusCode).toBe(201);
  });

  it('holds under requests at once: never more than 3 for one number', async () => {
    const number = haitiNumber('17');
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask(new Client(t.app), { phoneNumber: number })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 429, 429, 429]);
  });
});

describe('answering a request', () => {
  it('is paid the normal way, once: a second payer is refused with 409 before anything is charged', async () => {
    const number = haitiNumber('21');
    const created = await askFor(number);
    const { client: first } = await personWith(t, 3000);
    const { sent } = await answer(first, number, created.token);
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await new Client(t.app).get(`/api/credit-requests/${created.token}`)).json().status).toBe('answered');

    const { client: second } = await personWith(t, 3000);
    const again = await answer(second, number, created.token);
    expect(again.sent.statusCode).toBe(409);
    expect(again.sent.json().error).toMatchObject({ code: 'CONFLICT', reason: 'creditRequestAnswered' });
    expect((await second.get('/api/wallet')).json().availableCents).toBe(3000);
    expect((await second.get('/api/topups')).json().topups).toEqual([]);
  });

  it('two payers at once: one order answers it, the other is refused', async () => {
    const number = haitiNumber('22');
    const created = await askFor(number);
    const payers = await Promise.all([personWith(t, 3000), personWith(t, 3000)]);
    const results = await Promise.all(payers.map(({ client }) => answer(client, number, created.token)));
    expect(results.map((r) => r.sent.statusCode).sort()).toEqual([200, 409]);
  });

  it('the same Idempotency-Key replays the first answer, not a 409', async () => {
    const number = haitiNumber('23');
    const created = await askFor(number);
    const { client } = await personWith(t, 3000);
    const key = randomUUID();
    const { quote, sent } = await answer(client, number, created.token, key);
    expect(sent.statusCode).toBe(200);
    const replay = await client.post('/api/topups', { quoteId: quote.id, creditRequest: created.token }, { 'idempotency-key': key });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json().topup.id).toBe(sent.json().topup.id);
  });

  it('must be for the number that asked (400 on creditRequest)', async () => {
    const created = await askFor(haitiNumber('24'));
    const { client } = await personWith(t, 3000);
    const { sent } = await answer(client, haitiNumber('25'), created.token);
    expect(sent.statusCode).toBe(400);
    expect(sent.json().error.fields).toEqual({ creditRequest: 'validation.creditRequestNumber' });
    expect((await client.get('/api/wallet')).json().availableCents).toBe(3000);
  });

  it('a failed top-up gives the request back: someone else may answer it', async () => {
    const number = haitiNumber('90');
    const created = await askFor(number);
    const { client } = await personWith(t, 3000);
    const { sent } = await answer(client, number, created.token);
    expect(sent.statusCode).toBe(200);
    await t.work();
    expect(await topupOf(client, sent.json().topup.id)).toMatchObject({ status: 'failed' });
    expect((await new Client(t.app).get(`/api/credit-requests/${created.token}`)).json().status).toBe('open');
    expect(await smsTo(t.smsUrl, number.replace(/\s/g, ''))).toEqual([]);
  });
});

describe('the requester’s text', () => {
  it('once delivered: one SMS in the request’s language naming the sender, even if the delivery is processed twice', async () => {
    const number = haitiNumber('31');
    const created = await askFor(number);
    const { client, user } = await personWith(t, 3000);
    const { quote, sent } = await answer(client, number, created.token);
    expect(sent.statusCode, sent.body).toBe(200);
    const orderId = sent.json().topup.id as string;
    await t.work();
    expect(await topupOf(client, orderId)).toMatchObject({ status: 'completed' });

    // The settlement's effects run again (a replayed delivery): nothing more is queued or sent.
    await creditRequestSettled(t.database.pool, {
      orderId,
      userId: user.id,
      outcome: 'succeeded',
      answersCreditRequest: true,
      notice: { localAmount: quote.localAmount, localCurrency: 'HTG' },
    });
    await t.work();
    await t.app.jobs.sendNotifications();

    const texts = await smsTo(t.smsUrl, number.replace(/\s/g, ''));
    expect(texts.map((text) => text.body)).toEqual([
      `Marie reponn demann ou te fè sou Kredi a: ${quote.localAmount.replace('.', ',')} HTG kredi rive sou telefòn ou.`,
    ]);
    const { rows } = await t.database.pool.query(
      `select id, state from notification_outbox where kind = 'credit_request_sms' and user_id = $1`,
      [user.id],
    );
    expect(rows).toEqual([{ id: expect.stringMatching(/^credit-request:.+:delivered$/), state: 'sent' }]);
    // Delivered, it stays answered.
    expect((await new Client(t.app).get(`/api/credit-requests/${created.token}`)).json().status).toBe('answered');
  });

  it('in English for a request made in English', async () => {
    const number = haitiNumber('32');
    const created = await askFor(number, { language: 'en' });
    const { client } = await personWith(t, 3000);
    const { quote, sent } = await answer(client, number, created.token);
    expect(sent.statusCode).toBe(200);
    await t.work();
    const texts = await smsTo(t.smsUrl, number.replace(/\s/g, ''));
    expect(texts.map((text) => text.body)).toEqual([
      `Marie answered your request on Kredi: HTG ${quote.localAmount} of credit was delivered to your phone.`,
    ]);
  });
});
