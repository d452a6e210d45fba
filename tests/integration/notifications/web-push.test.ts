import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxes, stopSandboxes, type RunningSandbox } from '../../../src/sandbox/framework';
import { pushSandbox, type ReceivedPush } from '../../../src/sandbox/push/index';
import { decryptAes128gcm, makeBrowserKeys } from '../../../src/sandbox/push/protocol';
import { personWith, startTopupApp, type TopupTestApp } from '../topups/topups-kit';
import { chooseChannels, dueNow, outboxOf, sendTopup } from './notifications-kit';
import webpush from 'web-push';

/**
 * Web Push's contract: what Kredi sends is what a push service accepts (VAPID, RFC 8292) and what the
 * browser decrypts (aes128gcm, RFC 8291) with the subscription's private key, which only the stand-in
 * (playing the browser) holds.
 */
let t: TopupTestApp;
let sandboxes: RunningSandbox[];
let pushUrl: string;
beforeAll(async () => {
  t = await startTopupApp();
  sandboxes = await startSandboxes([pushSandbox]);
  pushUrl = sandboxes[0]!.env.PUSH_SANDBOX_URL!;
});
afterAll(async () => {
  await stopSandboxes(sandboxes);
  await t.close();
});

const post = async <T>(path: string, body: unknown = {}) =>
  (await (
    await fetch(`${pushUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  ).json()) as T;
const pushesTo = async (subscriptionId: string) =>
  ((await (await fetch(`${pushUrl}/api/messages?subscription=${subscriptionId}`)).json()) as { messages: ReceivedPush[] }).messages;
const newBrowser = () => post<{ id: string; endpoint: string; keys: { p256dh: string; auth: string } }>('/sandbox/subscriptions');

describe('the stand-in’s decryption', () => {
  it('reads what an independent implementation (web-push) encrypts for the subscription, and nothing forged', () => {
    const browser = makeBrowserKeys();
    const subscription = {
      endpoint: 'https://push.example/x',
      keys: { p256dh: browser.publicKey.toString('base64url'), auth: browser.authSecret.toString('base64url') },
    };
    const details = webpush.generateRequestDetails(subscription, 'Bonjou', {
      vapidDetails: { subject: 'mailto:ops@example.com', ...webpush.generateVAPIDKeys() },
    });
    const body = details.body as Buffer;
    expect(decryptAes128gcm(body, browser).toString('utf8')).toBe('Bonjou');
    const tampered = Buffer.from(body);
    tampered[tampered.length - 1]! ^= 1;
    expect(() => decryptAes128gcm(tampered, browser)).toThrow();
    expect(() => decryptAes128gcm(body, makeBrowserKeys())).toThrow();
  });
});

describe('web push from Kredi', () => {
  it('gives its VAPID key, and a top-up delivered reaches the subscribed browser, signed and decryptable', async () => {
    const { client } = await personWith(t, 3000);
    await chooseChannels(client, { notifyEmail: false, notifyPush: true });
    const key = (await client.get('/api/push/key')).json().publicKey as string;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);

    const browser = await newBrowser();
    const saved = await client.post('/api/push/subscriptions', { endpoint: browser.endpoint, keys: browser.keys });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (await client.post('/api/push/subscriptions', { endpoint: browser.endpoint, keys: { p256dh: 'x', auth: 'y' } })).statusCode,
    ).toBe(400);

    const { orderId } = await sendTopup(client, '05');
    await t.work();
    const pushes = await pushesTo(browser.id);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({
      subject: 'mailto:support@kredi.app',
      payload: { title: 'Top-up delivered', url: `/payment-summary?topup=${orderId}`, tag: `topup:${orderId}:delivered` },
    });
    expect((pushes[0]!.payload as { body: string }).body).toMatch(/^HTG\s[\d,]+\.\d{2} reached \+509 \d{2} \d{2} \d{4}\.$/);
    expect(pushes[0]!.ttl).toBeGreaterThan(0);
  });

  it('retries only the browser whose push service failed: the others see the notification once', async () => {
    const { client } = await personWith(t, 3000);
    await chooseChannels(client, { notifyEmail: false, notifyPush: true });
    const [phone, laptop] = [await newBrowser(), await newBrowser()];
    for (const browser of [phone, laptop]) await client.post('/api/push/subscriptions', { endpoint: browser.endpoint, keys: browser.keys });
    await post(`/sandbox/subscriptions/${laptop.id}/answer`, { status: 500 });

    const { orderId } = await sendTopup(client, '05');
    await t.work();
    const rows = await outboxOf(t, `topup:${orderId}:delivered`);
    expect(rows.map((row) => [row.channel, row.state])).toEqual(
      expect.arrayContaining([
        ['push', 'sent'],
        ['push', 'pending'],
      ]),
    );
    expect(rows).toHaveLength(2);

    await post(`/sandbox/subscriptions/${laptop.id}/answer`, { status: null });
    await dueNow(t, `topup:${orderId}:delivered`);
    await t.app.jobs.sendNotifications();
    expect(await pushesTo(phone.id)).toHaveLength(1);
    expect(await pushesTo(laptop.id)).toHaveLength(1);
    expect((await outboxOf(t, `topup:${orderId}:delivered`)).map((row) => row.state)).toEqual(['sent', 'sent']);
  });

  it('forgets a subscription the push service says is gone (410), and one the person unsubscribes', async () => {
    const { client, user } = await personWith(t, 6000);
    await chooseChannels(client, { notifyEmail: false, notifyPush: true });
    const gone = await newBrowser();
    const kept = await newBrowser();
    for (const browser of [gone, kept]) await client.post('/api/push/subscriptions', { endpoint: browser.endpoint, keys: browser.keys });
    await post(`/sandbox/subscriptions/${gone.id}/answer`, { status: 410 });
    await sendTopup(client, '05');
    await t.work();
    const endpoints = async () =>
      (await t.database.pool.query(`select endpoint from push_subscriptions where user_id = $1`, [user.id])).rows.map((r) => r.endpoint);
    expect(await endpoints()).toEqual([kept.endpoint]);
    expect(await pushesTo(kept.id)).toHaveLength(1);

    expect((await client.call('DELETE', '/api/push/subscriptions', { endpoint: kept.endpoint })).statusCode).toBe(200);
    expect(await endpoints()).toEqual([]);
  });
});
