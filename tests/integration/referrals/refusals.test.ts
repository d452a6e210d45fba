import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createReferralsService } from '../../../src/server/features/referrals/service';
import { createLedgerFor } from '../../../src/server/ledger/index';
import type { Client } from '../test-app';
import { expectLedgerSound, fundWallet, haitiNumber, quoteAndSend, startTopupApp, type TopupTestApp } from '../topups/topups-kit';
import { bonusesOf, overviewOf, referralRowOf, signUp, uniqueEmail } from './referrals-kit';

/**
 * A refused referral says which rule matched (docs/product-rules.md#referrals): the same email address, phone number or
 * PayPal account, stored as such and shown to the referrer; the friend is told once, in their language,
 * by a notice keyed by the referral and committed with the refusal.
 */
let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t.close());

async function workUntilSettled(orderId: string, passes = 6) {
  for (let i = 0; i < passes; i++) {
    await t.database.pool.query(`update topup_orders set next_attempt_at = now() where id = $1 and state in ('reserved', 'unknown')`, [
      orderId,
    ]);
    await t.work();
    const { rows } = await t.database.pool.query(`select state from topup_orders where id = $1`, [orderId]);
    if (rows[0].state === 'succeeded' || rows[0].state === 'failed') return rows[0].state as string;
  }
  throw new Error(`order ${orderId} did not settle in ${passes} passes`);
}

async function deliverOneTopup(client: Client) {
  const { sent } = await quoteAndSend(client, haitiNumber('05'), { amountCents: 1000 });
  expect(sent.statusCode, sent.body).toBe(200);
  expect(await workUntilSettled(sent.json().topup.id)).toBe('succeeded');
  return sent.json().topup.id as string;
}

/** What the friend was told about the referral: the list's entries and the outbox rows they caused. */
async function noticesOf(userId: string) {
  const { rows: entries } = await t.database.pool.query(
    `select id, type, message_key, params from notifications where user_id = $1 and id like 'referral:%'`,
    [userId],
  );
  const { rows: outbox } = await t.database.pool.query(`select id from notification_outbox where user_id = $1 and id like 'referral:%'`, [
    userId,
  ]);
  return { entries, outbox: outbox.map((row) => row.id as string).sort() };
}

async function readNotice(client: Client, lang: string) {
  const response = await client.get(`/api/notifications?lang=${lang}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().notifications as Array<{ id: string; title: string; message: string }>).filter((n) =>
    n.id.startsWith('referral:'),
  );
}

/** Adds $20 through PayPal, approving as `buyer` (a payer id) on the sandbox's page, or as the shared buyer. */
async function addFundsWithPayPal(client: Client, buyer?: string) {
  const started = await client.post('/api/wallet/funding', { amountCents: 2000 });
  expect(started.statusCode, started.body).toBe(200);
  const token = new URL(started.json().approveUrl).searchParams.get('token')!;
  const approved = await fetch(`${t.paypalUrl}/checkoutnow`, {
    method: 'POST',
    body: new URLSearchParams({ token, outcome: 'COMPLETED', action: 'pay', ...(buyer ? { buyer } : {}) }),
    redirect: 'manual',
  });
  expect(approved.status).toBe(302);
  const captured = await client.post(`/api/wallet/funding/${started.json().funding.id}/capture`, {});
  expect(captured.json()).toMatchObject({ status: 'completed' });
}

const EN = {
  same_email:
    'Your email address reaches the same inbox as the friend who invited you, so the referral bonus does not apply. Bonuses are for new people with their own email address. Your top-ups are not affected.',
  same_phone:
    'You have the same phone number as the friend who invited you, so the referral bonus does not apply. Bonuses are for new people with their own phone number. Your top-ups are not affected.',
  same_paypal:
    'You paid with the same PayPal account as the friend who invited you, so the referral bonus does not apply. Bonuses are for new people paying with their own account. Your top-ups are not affected.',
};

describe('a refused referral names its rule, and the friend is told once', () => {
  it('the same mailbox at sign-up: same_email, the friend told at once; the sign-up hook run again tells nobody twice', async () => {
    const referrer = await signUp(t, { email: `rose.${Date.now()}@gmail.com` });
    const email = referrer.user!.email.replace('rose.', 'Rose.').replace('@gmail.com', '+kredi@googlemail.com');
    const friend = await signUp(t, { email, referredBy: referrer.user!.referralCode! });
    expect(friend.answer.statusCode, friend.answer.body).toBe(200);
    const row = await referralRowOf(t, friend.user!.id);
    expect(row).toMatchObject({ state: 'refused', refusal_reason: 'same_email', bonus_cents: 0 });
    expect((await overviewOf(referrer.client)).referrals).toEqual([expect.objectContaining({ refusalReason: 'same_email' })]);

    const told = await noticesOf(friend.user!.id);
    expect(told.entries).toEqual([
      { id: `referral:${row.id}:not-eligible`, type: 'info', message_key: 'referralNotEligible', params: { rule: 'same_email' } },
    ]);
    expect(await readNotice(friend.client, 'en')).toEqual([
      expect.objectContaining({ title: 'About the referral bonus', message: EN.same_email }),
    ]);

    // The hook again (a retried sign-up step): the referral is there already, so nothing new is recorded or told.
    const referrals = createReferralsService({ pool: t.database.pool, publicUrl: 'http://localhost:3000' });
    await referrals.signedUp(friend.user!.id, referrer.user!.referralCode!);
    expect(await noticesOf(friend.user!.id)).toEqual(told);
    expect(await referralRowOf(t, friend.user!.id)).toMatchObject({ id: row.id, refusal_reason: 'same_email' });
  });

  it('the same verified phone at delivery: same_phone, told once in Kreyòl; replayed settlements tell nobody twice', async () => {
    const referrer = await signUp(t, { email: uniqueEmail('referrer'), phoneNumber: '+1 305 555 0178' });
    await t.database.pool.query(`update users set phone_number_verified = true where id = $1`, [referrer.user!.id]);
    const friend = await signUp(t, { referredBy: referrer.user!.referralCode!, phoneNumber: '+1 305 555 0178' });
    await fundWallet(t.database, friend.user!.id, 2800);
    expect(await noticesOf(friend.user!.id)).toEqual({ entries: [], outbox: [] }); // nothing refused yet
    const orderId = await deliverOneTopup(friend.client);
    const row = await referralRowOf(t, friend.user!.id);
    expect(row).toMatchObject({ state: 'refused', refusal_reason: 'same_phone', bonus_cents: 0 });
    expect(await bonusesOf(t, referrer.user!.id)).toEqual([]);

    const told = await noticesOf(friend.user!.id);
    expect(told.entries).toEqual([expect.objectContaining({ id: `referral:${row.id}:not-eligible`, params: { rule: 'same_phone' } })]);
    expect(told.outbox).toEqual([`referral:${row.id}:not-eligible:email`]); // email on by default, SMS off, no browser
    expect(await readNotice(friend.client, 'ht')).toEqual([
      expect.objectContaining({
        title: 'Konsènan bonis envitasyon an',
        message:
          'Ou gen menm nimewo telefòn ak zanmi ki te envite w la, se sa k fè bonis envitasyon an pa konte. Bonis la se pou moun ki fèk vini sou Kredi e ki gen pwòp nimewo pa yo. Sa pa chanje anyen pou rechaj ou yo.',
      }),
    ]);

    // The settlement step told again, then as another instance that finds the row pending once more.
    const ledger = createLedgerFor(t.database);
    const settle = (service: ReturnType<typeof createReferralsService>) =>
      ledger.transaction((tx) => service.onTopupSettled(tx, { orderId, userId: friend.user!.id, outcome: 'succeeded', amountCents: 1000 }));
    const referrals = createReferralsService({ pool: t.database.pool, publicUrl: 'http://localhost:3000' });
    for (let i = 0; i < 3; i++) await settle(referrals);
    await t.database.pool.query(`update referrals set state = 'pending', refusal_reason = null, bonus_cents = 200 where id = $1`, [row.id]);
    await settle(createReferralsService({ pool: t.database.pool, publicUrl: 'http://localhost:3000' }));
    await t.app.jobs.sendNotifications();
    expect(await referralRowOf(t, friend.user!.id)).toMatchObject({ state: 'refused', refusal_reason: 'same_phone' });
    expect(await noticesOf(friend.user!.id)).toEqual(told);
    expect(await readNotice(friend.client, 'en')).toHaveLength(1);
  });

  it('the same PayPal buyer paying for both: same_paypal, the friend told in those words', async () => {
    const referrer = await signUp(t, { email: uniqueEmail('referrer') });
    const friend = await signUp(t, { referredBy: referrer.user!.referralCode! });
    const cousinsAccount = 'FAM1LYPAYPAL7';
    await addFundsWithPayPal(referrer.client, cousinsAccount);
    await addFundsWithPayPal(friend.client, cousinsAccount);
    await deliverOneTopup(friend.client);
    const row = await referralRowOf(t, friend.user!.id);
    expect(row).toMatchObject({ state: 'refused', refusal_reason: 'same_paypal', bonus_cents: 0 });
    expect((await overviewOf(referrer.client)).referrals).toEqual([expect.objectContaining({ refusalReason: 'same_paypal' })]);
    expect(await readNotice(friend.client, 'en')).toEqual([expect.objectContaining({ message: EN.same_paypal })]);
    expect((await overviewOf(friend.client)).joinedWith).toEqual({ status: 'refused', refusalReason: 'same_paypal' });
    expect(await bonusesOf(t, referrer.user!.id)).toEqual([]);
  });

  it('each paying with a PayPal buyer of their own: paid, and the friend is told nothing of a refusal', async () => {
    const referrer = await signUp(t, { email: uniqueEmail('referrer') });
    const friend = await signUp(t, { referredBy: referrer.user!.referralCode! });
    await addFundsWithPayPal(referrer.client, 'REFERRERBUY3R');
    await addFundsWithPayPal(friend.client, 'FR1ENDSBUYER9');
    await deliverOneTopup(friend.client);
    expect(await referralRowOf(t, friend.user!.id)).toMatchObject({ state: 'paid', refusal_reason: null });
    expect(await bonusesOf(t, referrer.user!.id)).toHaveLength(1);
    expect((await noticesOf(friend.user!.id)).entries).toEqual([]);
    expect((await overviewOf(friend.client)).joinedWith).toEqual({ status: 'paid', refusalReason: null });
    expect((await overviewOf(referrer.client)).joinedWith).toBeNull();
  });
});
