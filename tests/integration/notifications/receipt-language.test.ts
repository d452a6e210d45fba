import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, mailTo } from '../test-app';
import { expectLedgerSound, fundWallet, haitiNumber, quoteAndSend, startTopupApp, type TopupTestApp } from '../topups/topups-kit';

/**
 * ADR 0040: a mailed receipt writes its date and amounts in the reader's language. Node has no Kreyòl
 * calendar, so a Kreyòl reader's receipt once said "21 novembre 2026 à 14:05"; and Spanish money follows
 * the Americas ("$10.00"), not Spain ("10,00 US$").
 */
let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
});
afterAll(() => t.close());

const FRENCH_MONTH =
  /(?<!\p{L})(janvier|janv\.|février|févr\.|mars|avr\.|mai|juin|juillet|juil\.|août|septembre|sept\.|octobre|oct\.|novembre|nov\.|décembre|déc\.)(?!\p{L})/u;

async function receiptFor(language: 'ht' | 'es') {
  const client = new Client(t.app);
  const user = await client.register({ email: `receipt-${language}-${Date.now().toString(36)}@example.com`, language });
  await fundWallet(t.database, user.id, 3000 - 200);
  await quoteAndSend(client, haitiNumber('05'), { amountCents: 1000 });
  expect(await t.app.jobs.runTopupWorker()).toBe(1);
  await t.app.jobs.sendNotifications();
  // The receipt is the mail naming the operator (sign-up may have mailed a welcome too).
  const mails = (await mailTo(t.mailboxUrl, user.email)).filter((mail) => mail.text.includes('Digicel Haiti'));
  expect(mails).toHaveLength(1);
  await expectLedgerSound(t);
  return mails[0]!.text;
}

describe('a mailed receipt', () => {
  it('dates a Kreyòl reader’s top-up with Kreyòl month names and "a" before the time', async () => {
    const text = await receiptFor('ht');
    expect(text).toMatch(/\d{1,2} (janvye|fevriye|mas|avril|me|jen|jiyè|out|septanm|oktòb|novanm|desanm) \d{4} a \d{2}:\d{2} UTC/);
    expect(text).not.toMatch(FRENCH_MONTH);
  });

  it('writes a Spanish reader’s amounts the Americas’ way', async () => {
    const text = await receiptFor('es');
    expect(text).toContain('$10.00');
    expect(text).not.toMatch(/US\$/);
  });
});
