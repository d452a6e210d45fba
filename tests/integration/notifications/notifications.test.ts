import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDue } from '../../../src/server/features/notifications/store';
import { notifySettled } from '../../../src/server/features/topups/delivery/notices';
import { settleDelivered, type OnSettled } from '../../../src/server/features/topups/delivery/settlement';
import { createLedgerFor } from '../../../src/server/ledger/index';
import { Client, mailTo, smsTo } from '../test-app';
import { expectLedgerSound, personWith, startTopupApp, type TopupTestApp } from '../topups/topups-kit';
import { chooseChannels, dueNow, notificationsOf, outboxOf, personWithPhone, sendTopup } from './notifications-kit';

/** ADR 0028: one notify() per event, in its transaction; a row per channel; the list in the reader's language. */
let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
});
afterAll(() => t.close());

const receiptsTo = async (email: string) => (await mailTo(t.mailboxUrl, email)).filter((mail) => mail.subject.startsWith('Receipt'));
const smsGateway = (failWith: number | null) =>
  fetch(`${t.smsUrl}/sandbox/settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ failWith }),
  });

describe('an event and its notification', () => {
  it('commit together: a delivered top-up has its notification and a row per channel switched on', async () => {
    const { client } = await personWith(t, 3000);
    const { orderId } = await sendTopup(client, '05');
    await t.app.jobs.runTopupWorker();
    const { notifications, unreadCount } = await notificationsOf(client);
    expect(notifications).toEqual([
      expect.objectContaining({ id: `topup:${orderId}:delivered`, type: 'info', title: 'Top-up delivered', read: false }),
    ]);
    expect(unreadCount).toBe(1);
    // Defaults: email and push on, SMS off. The email is the receipt; push is a row per subscribed browser (none here).
    expect(await outboxOf(t, `topup:${orderId}:delivered`)).toEqual([
      expect.objectContaining({ id: `topup:${orderId}:delivered:email`, kind: 'topup_receipt', channel: 'email', state: 'pending' }),
    ]);
  });

  it('or not at all: a settlement rolled back after notifying leaves no notification and nothing to send', async () => {
    const { client } = await personWith(t, 3000);
    const { orderId } = await sendTopup(client, '05');
    const crashAfterNotifying: OnSettled = async (tx, settled) => {
      await notifySettled(tx, settled);
      throw new Error('crash before commit');
    };
    await expect(
      settleDelivered(createLedgerFor(t.database), orderId, { transactionId: 'x', operatorReference: null }, crashAfterNotifying),
    ).rejects.toThrow('crash before commit');
    expect((await notificationsOf(client)).notifications).toEqual([]);
    expect(await outboxOf(t, `topup:${orderId}:delivered`)).toEqual([]);
    await expectLedgerSound(t);
  });
});

describe('delivery', () => {
  it('survives a crash between commit and sending: the claimed rows are sent once, after their lease', async () => {
    const { client, user } = await personWith(t, 3000);
    const { orderId } = await sendTopup(client, '05');
    await t.app.jobs.runTopupWorker();
    // An instance claims the batch and dies before sending anything.
    const claimed = await claimDue(t.database.pool, 50, 120);
    expect(claimed.map((row) => row.id)).toContain(`topup:${orderId}:delivered:email`);
    await t.app.jobs.sendNotifications();
    expect(await receiptsTo(user.email)).toEqual([]); // still leased to the dead instance
    await dueNow(t, `topup:${orderId}:delivered`); // the lease runs out
    await t.app.jobs.sendNotifications();
    await dueNow(t, `topup:${orderId}:delivered`);
    await t.app.jobs.sendNotifications();
    expect(await receiptsTo(user.email)).toHaveLength(1);
    expect(await outboxOf(t, `topup:${orderId}:delivered`)).toEqual(
      expect.arrayContaining([expect.objectContaining({ channel: 'email', state: 'sent' })]),
    );
  });

  it('retries a failing SMS channel on its own, without sending the email again', async () => {
    const { client, user, phone } = await personWithPhone(t);
    await chooseChannels(client, { notifyEmail: true, notifySms: true, notifyPush: false });
    const { orderId } = await sendTopup(client, '05');
    await smsGateway(503);
    try {
      await t.work();
      const rows = await outboxOf(t, `topup:${orderId}:delivered`);
      expect(rows.map((row) => [row.channel, row.state, row.attempts])).toEqual([
        ['email', 'sent', 1],
        ['sms', 'pending', 1],
      ]);
    } finally {
      await smsGateway(null);
    }
    await dueNow(t, `topup:${orderId}:delivered`); // its backoff passed
    await t.app.jobs.sendNotifications();
    await t.app.jobs.sendNotifications();
    expect((await outboxOf(t, `topup:${orderId}:delivered`)).map((row) => [row.channel, row.state, row.attempts])).toEqual([
      ['email', 'sent', 1],
      ['sms', 'sent', 2],
    ]);
    expect(await receiptsTo(user.email)).toHaveLength(1);
    const texts = await smsTo(t.smsUrl, phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toMatch(/^Kredi: .+ reached \+509/);
  });

  it('respects each person’s channel switches: all off leaves the in-app notification only', async () => {
    const { client } = await personWithPhone(t);
    await chooseChannels(client, { notifyEmail: false, notifySms: false, notifyPush: false });
    const { orderId } = await sendTopup(client, '05');
    await t.work();
    expect(await outboxOf(t, `topup:${orderId}:delivered`)).toEqual([]);
    expect((await notificationsOf(client)).notifications.map((n) => n.id)).toEqual([`topup:${orderId}:delivered`]);
  });

  it('tells the sender once when a top-up takes longer than usual', async () => {
    const { client } = await personWith(t, 3000);
    const { orderId } = await sendTopup(client, '81'); // the aggregator answers "pending"
    await t.work();
    await t.database.pool.query(`update topup_orders set next_attempt_at = now() where id = $1`, [orderId]);
    await t.work();
    const { notifications } = await notificationsOf(client);
    expect(notifications.map((n) => [n.id, n.type, n.title])).toEqual([[`topup:${orderId}:delayed`, 'info', 'Taking longer than usual']]);
  });
});

describe('GET and DELETE /api/notifications', () => {
  it('writes the list in the language asked for, marks all read, and deletes only one’s own', async () => {
    const { client } = await personWith(t, 3000);
    const { orderId } = await sendTopup(client, '05');
    await t.app.jobs.runTopupWorker();
    const id = `topup:${orderId}:delivered`;
    expect((await notificationsOf(client, 'ht')).notifications[0]).toMatchObject({ id, title: 'Rechaj la rive' });
    expect((await notificationsOf(client, 'fr')).notifications[0]).toMatchObject({ id, title: 'Recharge livrée' });
    expect((await notificationsOf(client, 'en')).notifications[0]!.message).toMatch(
      /^HTG\s[\d,]+\.\d{2} reached \+509 \d{2} \d{2} \d{4}\.$/,
    );
    expect((await client.get('/api/notifications?lang=xx')).statusCode).toBe(400);

    expect((await client.post('/api/notifications/read')).statusCode).toBe(200);
    expect(await notificationsOf(client)).toMatchObject({ unreadCount: 0, notifications: [{ id, read: true }] });

    const stranger = new Client(t.app);
    await stranger.register({ email: `stranger-${orderId.slice(0, 8)}@example.com` });
    expect((await stranger.get('/api/notifications')).json()).toEqual({ notifications: [], unreadCount: 0 });
    const theirs = await stranger.call('DELETE', `/api/notifications/${encodeURIComponent(id)}`);
    expect(theirs.statusCode).toBe(404);
    expect((await notificationsOf(client)).notifications).toHaveLength(1);

    expect((await client.call('DELETE', `/api/notifications/${encodeURIComponent(id)}`)).statusCode).toBe(200);
    expect((await client.call('DELETE', `/api/notifications/${encodeURIComponent(id)}`)).statusCode).toBe(404);
    expect((await notificationsOf(client)).notifications).toEqual([]);
    expect((await new Client(t.app).get('/api/notifications')).statusCode).toBe(401);
  });
});

describe('deleting the account', () => {
  it('erases the list and the push subscriptions with it, and what was waiting is never sent', async () => {
    const { client, user } = await personWith(t, 3000);
    await client.post('/api/push/subscriptions', {
      endpoint: 'https://push.example/gone',
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
    });
    const { orderId } = await sendTopup(client, '05');
    await t.app.jobs.runTopupWorker();
    expect((await client.post('/api/account/delete', { password: 'secret12' })).statusCode).toBe(200);
    const count = async (table: string) =>
      (await t.database.pool.query(`select count(*)::int as n from ${table} where user_id = $1`, [user.id])).rows[0].n;
    expect([await count('notifications'), await count('push_subscriptions')]).toEqual([0, 0]);
    expect(await outboxOf(t, `topup:${orderId}:delivered`)).toEqual([]);
  });
});

describe('the recipient’s SMS', () => {
  it('is sent once per delivered top-up, in Kreyòl for Haiti, with the sender’s first name only', async () => {
    const { client } = await personWith(t, 3000);
    const { quote, orderId } = await sendTopup(client, '05', { textRecipient: true });
    expect(quote.textRecipient).toBe(true);
    await t.work();
    // A replayed settlement and more passes of the job change nothing.
    await settleDelivered(createLedgerFor(t.database), orderId, { transactionId: 'again', operatorReference: null }, notifySettled);
    await t.app.jobs.sendNotifications();
    const texts = await smsTo(t.smsUrl, quote.recipientNumber);
    expect(texts).toHaveLength(1);
    // The amount as Kreyòl screens write it ("654,25 HTG"), with a plain space (GSM-7).
    const local = `${quote.localAmount.replace('.', ',')} ${quote.localCurrency}`;
    expect(texts[0]!.body).toBe(`Marie voye ${local} kredi sou telefòn ou ak Kredi. Pwofite!`);
    expect(texts[0]!.body).not.toContain('Joseph');
  });

  it('is not sent when the sender did not ask, nor for a failed top-up', async () => {
    const { client } = await personWith(t, 6000);
    const quiet = await sendTopup(client, '05', { textRecipient: false });
    const failed = await sendTopup(client, '88', { textRecipient: true });
    await t.work();
    expect(await smsTo(t.smsUrl, quiet.quote.recipientNumber)).toEqual([]);
    expect(await smsTo(t.smsUrl, failed.quote.recipientNumber)).toEqual([]);
  });
});
