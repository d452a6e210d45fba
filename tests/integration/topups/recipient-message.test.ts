import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsTo, type Client } from '../test-app';
import { digicelHaiti, haitiNumber, personWith, startTopupApp, type TopupTestApp } from './topups-kit';

/** ADR 0068: the sender's short line travels in the recipient's text; too long, a link, or no text to travel in: 400, nothing kept. */
let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
});
afterAll(() => t.close());

async function quoteWith(client: Client, body: Record<string, unknown>) {
  const operator = await digicelHaiti(client);
  return client.post('/api/topups/quotes', {
    countryIso: 'HT',
    operatorId: operator.id,
    recipientNumber: haitiNumber('05'),
    amountCents: 500,
    paymentMethod: 'wallet',
    textRecipient: true,
    ...body,
  });
}

const quoteCount = async () => (await t.database.pool.query<{ n: number }>('select count(*)::int as n from topup_quotes')).rows[0]!.n;

describe('a message that travels with the top-up', () => {
  it('is kept with the top-up, cleaned, and sent on its own line in the recipient’s text', async () => {
    const { client } = await personWith(t, 3000);
    const quoted = await quoteWith(client, { recipientMessage: '  Bòn fèt\u202E Manman\n❤  ' });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = quoted.json() as { id: string; recipientMessage: string | null; recipientNumber: string; localAmount: string };
    // The direction override is stripped, the new line made a space, the ends trimmed.
    expect(quote.recipientMessage).toBe('Bòn fèt Manman ❤');
    const stored = await t.database.pool.query('select recipient_message from topup_quotes where id = $1', [quote.id]);
    expect(stored.rows[0].recipient_message).toBe('Bòn fèt Manman ❤');

    const sent = await client.post('/api/topups', { quoteId: quote.id }, { 'idempotency-key': randomUUID() });
    expect(sent.statusCode, sent.body).toBe(200);
    await t.work();
    const texts = await smsTo(t.smsUrl, quote.recipientNumber);
    expect(texts.map((text) => text.body)).toEqual([
      `Marie voye ${quote.localAmount.replace('.', ',')} HTG kredi sou telefòn ou ak Kredi. Pwofite!\nBòn fèt Manman ❤`,
    ]);
  });

  it('without a message, the text is as before and the quote says none', async () => {
    const { client } = await personWith(t, 3000);
    const quoted = await quoteWith(client, { recipientMessage: '   ' });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json().recipientMessage).toBeNull();
  });

  it.each([
    ['too long for the text', { recipientMessage: 'Bòn fèt Manman ❤ '.repeat(6) }, 'validation.messageTooLong'],
    ['too long with the emoji’s UCS-2', { recipientMessage: `❤ ${'a'.repeat(78)}` }, 'validation.messageTooLong'],
    ['a link', { recipientMessage: 'Gade foto yo: https://example.com/x' }, 'validation.messageLink'],
    ['a bare domain', { recipientMessage: 'Ale sou bit.ly/abc pou kado w' }, 'validation.messageLink'],
    ['www.', { recipientMessage: 'www.kado pou ou' }, 'validation.messageLink'],
    ['no text to travel in', { textRecipient: false, recipientMessage: 'Bòn fèt' }, 'validation.messageNotTexted'],
  ])('%s: 400 on the field, and no quote kept', async (_, body, code) => {
    const { client } = await personWith(t, 3000);
    const before = await quoteCount();
    const refused = await quoteWith(client, body);
    expect(refused.statusCode, refused.body).toBe(400);
    const error = refused.json().error as { code: string; details?: { field: string; code: string }[]; fields?: Record<string, string> };
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(error)).toContain(code);
    expect(await quoteCount()).toBe(before);
  });
});
