import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticatorCode } from '../../e2e/totp';
import { Client, eventually, mailTo, smsTo } from '../test-app';
import { referredPair } from '../referrals/referrals-kit';
import { haitiNumber, personWith, quoteAndSend, startTopupApp, type TopupTestApp } from '../topups/topups-kit';
import { approveOnPayPal, fundThroughPayPal } from '../wallet/wallet-kit';
import { notificationsOf, randomPhone, sendTopup } from './notifications-kit';
import { formatMoney } from '../../../src/shared/money';

/** Each event that exists notifies the person it happened to, once, with its type and message (ADR 0028). */
let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
});
afterAll(() => t.close());

const listOf = async (client: Client, lang = 'en') =>
  (await notificationsOf(client, lang)).notifications.map((n) => ({ id: n.id, type: n.type, title: n.title, message: n.message }));

describe('money events', () => {
  it('funds added and a PayPal payment held', async () => {
    const { client } = await personWith(t, 200);
    const added = await fundThroughPayPal(t, client, 2000);
    expect((await client.post(`/api/wallet/funding/${added}/capture`)).statusCode).toBe(200);
    const held = await fundThroughPayPal(t, client, 1500, 'PENDING');
    expect((await client.post(`/api/wallet/funding/${held}/capture`)).statusCode).toBe(200);
    expect(await listOf(client)).toEqual(
      expect.arrayContaining([
        // The person's own money: news, neither a bonus Kredi gave nor an alarm.
        { id: `funding:${added}:added`, type: 'info', title: 'Funds added', message: '$20.00 was added to your wallet.' },
        expect.objectContaining({ id: `funding:${held}:held`, type: 'info', title: 'Payment on hold' }),
      ]),
    );
    // The amount PayPal holds is the whole payment, its fee included, as on the receipt: not the $15.00 alone.
    const { rows } = await t.database.pool.query<{ total_cents: number }>('select total_cents from funding_orders where id = $1', [held]);
    const paid = formatMoney(rows[0]!.total_cents, 'en-US');
    expect(rows[0]!.total_cents).toBeGreaterThan(1500);
    expect((await listOf(client)).find((n) => n.id === `funding:${held}:held`)?.message).toBe(
      `PayPal is holding your payment of ${paid}. It reaches your wallet once PayPal clears it.`,
    );
  });

  it('a referral paid notifies the referrer', async () => {
    const { referrer, friend } = await referredPair(t);
    await sendTopup(friend.client, '05');
    await t.work();
    expect(await listOf(referrer.client)).toEqual([
      expect.objectContaining({ type: 'bonus', title: 'Referral bonus paid', message: expect.stringMatching(/\$2\.00 is in your wallet/) }),
    ]);
  });

  it('a loyalty level reached and points redeemed', async () => {
    const { client, user } = await personWith(t, 3000);
    const give = (points: number) =>
      t.database.pool.query(`update users set loyalty_points = $2, lifetime_loyalty_points = $2 where id = $1`, [user.id, points]);
    await give(99); // one point short of Silver
    await sendTopup(client, '05');
    await t.work();
    await give(600);
    const redeemed = await client.post('/api/loyalty/redemptions', { points: 500 }, { 'idempotency-key': randomUUID() });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(await listOf(client, 'ht')).toEqual(
      expect.arrayContaining([
        {
          id: `loyalty:${user.id}:level:silver`,
          type: 'bonus',
          title: 'Nouvo nivo fidelite',
          message: 'Konpliman! Ou rive nan nivo Ajan.',
        },
        expect.objectContaining({ type: 'bonus', title: 'Pwen yo chanje', message: expect.stringMatching(/^Ou chanje 500 pwen pou 5,00/) }),
      ]),
    );
  });
});

describe('money sent back to PayPal', () => {
  it('a failed top-up paid with PayPal, sent back on request: refunded, then returned', async () => {
    const { client } = await personWith(t, 200);
    const { quote, sent } = await quoteAndSend(client, haitiNumber('90'), { method: 'paypal' });
    const id = sent.json().topup.id as string;
    await approveOnPayPal(t, sent.json().approveUrl);
    await client.post(`/api/topups/${id}/paypal-return`, { cancelled: false });
    await t.work();
    expect((await client.post(`/api/topups/${id}/refund-to-paypal`)).statusCode).toBe(200);
    const list = await listOf(client);
    expect(list.map((n) => n.title)).toEqual(expect.arrayContaining(['Top-up failed: refunded', 'Money returned']));
    expect(list.find((n) => n.title === 'Money returned')!.message).toContain(formatMoney(quote.totalCents, 'en-US'));
    // The refund notice says what the receipt says: everything paid with PayPal, back in the wallet; the
    // top-up's own payment is no "funds added", and nothing of it is a bonus.
    const total = formatMoney(quote.totalCents, 'en-US');
    expect(list.find((n) => n.title === 'Top-up failed: refunded')).toMatchObject({
      type: 'urgent',
      message: expect.stringContaining(`The ${total} you paid with PayPal is refunded to your Kredi wallet.`),
    });
    expect(list.map((n) => n.title)).not.toContain('Funds added');
    expect(list.map((n) => n.type)).not.toContain('bonus');
  });
});

describe('security events', () => {
  it('a sign-in from a new device, a password change and a verified phone join the list', async () => {
    const email = `alerts-${randomUUID().slice(0, 8)}@example.com`;
    const phone = randomPhone();
    const first = new Client(t.app);
    await first.register({ email, phoneNumber: phone });
    const laptop = new Client(
      t.app,
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
    );
    expect((await laptop.signIn(email)).statusCode).toBe(200);
    const change = await laptop.post('/api/identity/change-password', { currentPassword: 'secret12', newPassword: 'newsecret34' });
    expect(change.statusCode).toBe(200);
    expect((await first.post('/api/account/phone/send-code')).statusCode).toBe(200);
    const texts = await eventually(
      () => smsTo(t.smsUrl, phone),
      (m) => m.length > 0,
    );
    const code = /\b(\d{6})\b/.exec(texts[0]!.body)![1]!;
    expect((await first.post('/api/account/phone/verify', { code })).statusCode).toBe(200);

    const titles = (await listOf(first)).map((n) => [n.type, n.title]);
    expect(titles).toEqual(
      expect.arrayContaining([
        ['info', 'New sign-in'],
        ['urgent', 'Password changed'],
        ['info', 'Phone verified'],
      ]),
    );
    // Security alerts leave through the outbox by the Security settings' channels (email on, SMS off by
    // default; push here has no browser): the sign-in and password alerts have their own email, the phone
    // verified notice the list's text.
    const { rows } = await t.database.pool.query<{ kind: string; channel: string }>(
      `select kind, channel from notification_outbox where user_id = (select id from users where email = $1)`,
      [email],
    );
    expect(rows.map((row) => `${row.kind}:${row.channel}`).sort()).toEqual([
      'notification:email',
      'security_alert:email',
      'security_alert:email',
    ]);
    await t.app.jobs.sendNotifications();
    const subjects = (await mailTo(t.mailboxUrl, email)).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining(['New sign-in to your Kredi account', 'Your Kredi password was changed', 'Phone verified']),
    );
  });

  it('texts security alerts only when the Security settings say so, and only to a verified phone', async () => {
    const email = `texted-${randomUUID().slice(0, 8)}@example.com`;
    const phone = randomPhone();
    const first = new Client(t.app);
    await first.register({ email, phoneNumber: phone });
    await t.database.pool.query(`update users set phone_number_verified = true where email = $1`, [email]);
    expect((await first.call('PATCH', '/api/account/settings', { securityAlertSms: true, securityAlertEmail: false })).statusCode).toBe(
      200,
    );
    expect((await new Client(t.app).signIn(email)).statusCode).toBe(200);
    const { rows } = await t.database.pool.query<{ kind: string; channel: string }>(
      `select kind, channel from notification_outbox where user_id = (select id from users where email = $1)`,
      [email],
    );
    expect(rows.map((row) => `${row.kind}:${row.channel}`)).toEqual(['security_alert:sms']);
    await t.app.jobs.sendNotifications();
    const texts = await eventually(
      () => smsTo(t.smsUrl, phone),
      (m) => m.some((x) => x.body.startsWith('Kredi: new sign-in')),
    );
    expect(texts.find((x) => x.body.startsWith('Kredi: new sign-in'))!.body).toMatch(/Not you\? Change your password now/);
  });
});

describe('identity events (better-auth hooks)', () => {
  it('an email verified, and two-factor turned on then off', async () => {
    const email = `twofactor-${randomUUID().slice(0, 8)}@example.com`;
    const client = new Client(t.app);
    await client.register({ email });
    const mail = await eventually(
      () => mailTo(t.mailboxUrl, email),
      (m) => m.some((x) => x.subject === 'Confirm your email for Kredi'),
    );
    const link = new URL(/https?:\/\/\S+verify-email\S+/.exec(mail.find((m) => m.subject === 'Confirm your email for Kredi')!.text)![0]);
    await client.get(link.pathname + link.search);

    const enabled = await client.post('/api/identity/two-factor/enable', { password: 'secret12' });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const secret = new URL(enabled.json().totpURI).searchParams.get('secret')!;
    const verified = await client.post('/api/identity/two-factor/verify-totp', { code: authenticatorCode(secret) });
    expect(verified.statusCode, verified.body).toBe(200);
    const disabled = await client.post('/api/identity/two-factor/disable', { password: 'secret12' });
    expect(disabled.statusCode, disabled.body).toBe(200);

    expect((await listOf(client)).map((n) => [n.title, n.message])).toEqual(
      expect.arrayContaining([
        ['Email verified', 'Your email address is verified.'],
        ['Two-factor authentication changed', 'Two-factor authentication is now on.'],
        ['Two-factor authentication changed', 'Two-factor authentication was turned off. Not you? Contact support.'],
      ]),
    );
  });
});
