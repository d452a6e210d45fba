import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxes, stopSandboxes, type RunningSandbox } from '../../../src/sandbox/framework';
import { pushSandbox, type ReceivedPush } from '../../../src/sandbox/push/index';
import { dueNow, notificationsOf, outboxOf } from '../notifications/notifications-kit';
import { smsTo, type Client } from '../test-app';
import { digicelHaiti, expectLedgerSound, haitiNumber, personWith, startTopupApp, type TopupTestApp } from './topups-kit';

/**
 * ADR 0068: once the recipient's text carrying the sender's line has gone (the SMS provider took it), the
 * sender hears that the person received it, by the bell and push, naming them by the name the sender saved; once per order,
 * committed with the text's "sent", whatever the outbox sends again.
 */
let t: TopupTestApp;
let sandboxes: RunningSandbox[];
let pushUrl: string;
beforeAll(async () => {
  t = await startTopupApp();
  sandboxes = await startSandboxes([pushSandbox]);
  pushUrl = sandboxes[0]!.env.PUSH_SANDBOX_URL!;
});
afterEach(() => expectLedgerSound(t));
afterAll(async () => {
  await stopSandboxes(sandboxes);
  await t.close();
});

const smsGateway = async (failWith: number | null) => {
  const response = await fetch(`${t.smsUrl}/sandbox/settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ failWith }),
  });
  expect(response.ok).toBe(true);
};

/** A browser of the sender's, subscribed to push (the push service's stand-in plays it). */
async function subscribedBrowser(client: Client) {
  const response = await fetch(`${pushUrl}/sandbox/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const browser = (await response.json()) as { id: string; endpoint: string; keys: { p256dh: string; auth: string } };
  expect((await client.post('/api/push/subscriptions', { endpoint: browser.endpoint, keys: browser.keys })).statusCode).toBe(200);
  return {
    pushes: async () =>
      ((await (await fetch(`${pushUrl}/api/messages?subscription=${browser.id}`)).json()) as { messages: ReceivedPush[] }).messages.map(
        (push) => push.payload as { title: string; body: string; tag: string },
      ),
  };
}

async function send(client: Client, options: { textRecipient: boolean; recipientMessage?: string; savedAs?: string }) {
  const operator = await digicelHaiti(client);
  const recipientNumber = haitiNumber('05');
  if (options.savedAs) {
    const saved = await client.post('/api/recipients', {
      name: options.savedAs,
      countryIso: 'HT',
      recipientNumber,
      operatorId: operator.id,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const quote = await client.post('/api/topups/quotes', {
    countryIso: 'HT',
    operatorId: operator.id,
    recipientNumber,
    amountCents: 500,
    paymentMethod: 'wallet',
    textRecipient: options.textRecipient,
    ...(options.recipientMessage ? { recipientMessage: options.recipientMessage } : {}),
  });
  expect(quote.statusCode, quote.body).toBe(200);
  const sent = await client.post('/api/topups', { quoteId: quote.json().id }, { 'idempotency-key': randomUUID() });
  expect(sent.statusCode, sent.body).toBe(200);
  return { quote: quote.json() as { recipientNumber: string }, orderId: sent.json().topup.id as string };
}

const receivedNotices = async (client: Client, lang = 'en') =>
  (await notificationsOf(client, lang)).notifications.filter((notice) => notice.id.endsWith(':received'));

describe('the sender hears the recipient received it', () => {
  it('once their text has gone: by the bell and push only, by the saved name, in the reader’s language', async () => {
    const { client } = await personWith(t, 3000);
    const browser = await subscribedBrowser(client);
    await smsGateway(503);
    let orderId: string;
    let recipientNumber: string;
    try {
      ({
        orderId,
        quote: { recipientNumber },
      } = await send(client, { textRecipient: true, recipientMessage: 'Bòn fèt Manman ❤', savedAs: 'Manman' }));
      await t.work();
      // Delivered, but the text has not gone: nobody is told it was received.
      expect((await notificationsOf(client)).notifications.map((notice) => notice.id)).toEqual([`topup:${orderId}:delivered`]);
      expect(await smsTo(t.smsUrl, recipientNumber)).toEqual([]);
    } finally {
      await smsGateway(null);
    }

    await dueNow(t, `topup:${orderId}`);
    await t.app.jobs.sendNotifications();
    const texts = await smsTo(t.smsUrl, recipientNumber);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toContain('\nBòn fèt Manman ❤');

    expect(await receivedNotices(client)).toEqual([
      expect.objectContaining({ id: `topup:${orderId}:received`, type: 'info', title: 'Top-up received', message: 'Manman received it.' }),
    ]);
    expect(await receivedNotices(client, 'ht')).toEqual([
      expect.objectContaining({ title: 'Li resevwa rechaj la', message: 'Manman resevwa l.' }),
    ]);
    expect(await receivedNotices(client, 'fr')).toEqual([expect.objectContaining({ message: 'Manman l’a bien reçue.' })]);
    // Email is on (the default) and carried the receipt; this news goes by push alone: one row, for the one browser.
    expect((await outboxOf(t, `topup:${orderId}:received`)).map((row) => [row.channel, row.state])).toEqual([['push', 'sent']]);
    expect(await browser.pushes()).toEqual(
      expect.arrayContaining([
        { title: 'Top-up received', body: 'Manman received it.', tag: `topup:${orderId}:received`, url: expect.any(String) },
      ]),
    );
  });

  it('names the number, written as screens write it, when the sender saved no name', async () => {
    const { client } = await personWith(t, 3000);
    const { orderId } = await send(client, { textRecipient: true, recipientMessage: 'Bòn fèt' });
    await t.work();
    const [notice] = await receivedNotices(client);
    expect(notice).toMatchObject({ id: `topup:${orderId}:received` });
    expect(notice!.message).toMatch(/^\+509 \d{2} \d{2} \d{4} received it\.$/);
  });

  it('is not sent when no line of the sender travelled: the delivered notice already says the credit arrived', async () => {
    const { client } = await personWith(t, 3000);
    const { orderId, quote } = await send(client, { textRecipient: true, savedAs: 'Tonton' });
    await t.work();
    expect(await smsTo(t.smsUrl, quote.recipientNumber)).toHaveLength(1);
    expect((await notificationsOf(client)).notifications.map((notice) => notice.id)).toEqual([`topup:${orderId}:delivered`]);
    expect(await outboxOf(t, `topup:${orderId}:received`)).toEqual([]);
  });

  it('is not sent when the recipient is not texted', async () => {
    const { client } = await personWith(t, 3000);
    const { orderId, quote } = await send(client, { textRecipient: false, savedAs: 'Tonton' });
    await t.work();
    expect(await smsTo(t.smsUrl, quote.recipientNumber)).toEqual([]);
    expect((await notificationsOf(client)).notifications.map((notice) => notice.id)).toEqual([`topup:${orderId}:delivered`]);
    expect(await outboxOf(t, `topup:${orderId}:received`)).toEqual([]);
  });

  it('is sent once, however often the text is: a send retried after a crash notifies no one twice', async () => {
    const { client } = await personWith(t, 3000);
    const browser = await subscribedBrowser(client);
    const { orderId, quote } = await send(client, { textRecipient: true, recipientMessage: 'Bòn fèt Manman', savedAs: 'Manman' });
    await t.work();
    // The worker died after the provider took the text and before it was marked sent: its lease runs out, it is sent again.
    await t.database.pool.query(`update notification_outbox set state = 'pending', sent_at = null, next_attempt_at = now() where id = $1`, [
      `topup:${orderId}:recipient-sms`,
    ]);
    await t.app.jobs.sendNotifications();
    expect(await smsTo(t.smsUrl, quote.recipientNumber)).toHaveLength(2);
    const state = await t.database.pool.query(`select state from notification_outbox where id = $1`, [`topup:${orderId}:recipient-sms`]);
    expect(state.rows[0].state).toBe('sent');

    expect(await receivedNotices(client)).toHaveLength(1);
    expect(await outboxOf(t, `topup:${orderId}:received`)).toEqual([
      expect.objectContaining({ channel: 'push', state: 'sent', attempts: 1 }),
    ]);
    expect((await browser.pushes()).filter((push) => push.tag === `topup:${orderId}:received`)).toHaveLength(1);
  });
});
