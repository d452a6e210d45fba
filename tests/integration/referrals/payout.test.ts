import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createReferralsService } from '../../../src/server/features/referrals/service';
import { createLedgerFor } from '../../../src/server/ledger/index';
import { REFERRAL_BONUS_CENTS, REFERRAL_MINIMUM_TOPUP_CENTS, REFERRAL_MONTHLY_CAP } from '../../../src/shared/business';
import {
  availableOf,
  expectLedgerSound,
  haitiNumber,
  quoteAndSend,
  recountSendingTotals,
  startTopupApp,
  topupOf,
  type TopupTestApp,
} from '../topups/topups-kit';
import { fundThroughPayPal } from '../wallet/wallet-kit';
import { bonusesOf, overviewOf, referralRowOf, referredPair, signUp, uniqueEmail } from './referrals-kit';

let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t.close());

/** Runs the worker until the order has settled (a pass that failed leaves it to the next, as in production). */
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

describe("the friend's first delivered top-up pays the referrer $2", () => {
  it('pending → paid once the top-up is delivered (not when sent); the wallet shows referral_bonus', async () => {
    const { referrer, friend } = await referredPair(t);
    const before = await availableOf(referrer.client);
    const { sent } = await quoteAndSend(friend.client, haitiNumber('05'), { amountCents: 1000 });
    expect(sent.statusCode, sent.body).toBe(200);
    const orderId = sent.json().topup.id;
    expect(await referralRowOf(t, friend.user.id)).toMatchObject({ state: 'pending' }); // sent, not delivered

    expect(await workUntilSettled(orderId)).toBe('succeeded');
    expect(await referralRowOf(t, friend.user.id)).toMatchObject({
      state: 'paid',
      qualifying_order_id: orderId,
      paid_at: expect.any(Date),
    });
    expect(await availableOf(referrer.client)).toBe(before + REFERRAL_BONUS_CENTS);
    const activity = (await referrer.client.get('/api/wallet/transactions?limit=10')).json().transactions;
    expect(activity[0]).toMatchObject({
      type: 'referral_bonus',
      direction: 'deposit',
      amountCents: REFERRAL_BONUS_CENTS,
      status: 'posted',
    });
    const overview = await overviewOf(referrer.client);
    expect(overview).toMatchObject({ totalEarnedCents: REFERRAL_BONUS_CENTS, friendsInvited: 1 });
    expect(overview.referrals[0]).toMatchObject({ status: 'paid', bonusCents: REFERRAL_BONUS_CENTS, paidAt: expect.any(String) });

    // A second top-up of the friend pays nothing more.
    const { sent: second } = await quoteAndSend(friend.client, haitiNumber('05'), { amountCents: 1000 });
    expect(await workUntilSettled(second.json().topup.id)).toBe('succeeded');
    expect(await bonusesOf(t, referrer.user.id)).toHaveLength(1);
  });

  it('once nothing waits for the friend, their later deliveries do not read the referrals again', async () => {
    const { friend } = await referredPair(t, { friendCents: 5000 });
    const referralReads = async () => {
      const body = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
      return Number(/kredi_db_queries_total\{statement="select",table="referrals"\} (\d+)/.exec(body)?.[1] ?? 0);
    };
    const deliverOne = async () => {
      const { sent } = await quoteAndSend(friend.client, haitiNumber('05'), { amountCents: 1000 });
      expect(await workUntilSettled(sent.json().topup.id)).toBe('succeeded');
    };
    await deliverOne(); // pays the referrer
    const first = await referralReads();
    await deliverOne(); // finds nothing pending, and remembers it
    const second = await referralReads();
    expect(second).toBeGreaterThan(first);
    await deliverOne();
    expect(await referralReads()).toBe(second);
  });

  it('a replayed settlement step (the same delivery told twice) pays exactly once', async () => {
    const { referrer, friend } = await referredPair(t);
    const { sent } = await quoteAndSend(friend.client, haitiNumber('05'), { amountCents: 1000 });
    const orderId = sent.json().topup.id;
    await workUntilSettled(orderId);
    const referrals = createReferralsService({ pool: t.database.pool, publicUrl: 'http://localhost:3000' });
    const ledger = createLedgerFor(t.database);
    for (let i = 0; i < 3; i++) {
      await ledger.transaction((tx) =>
        referrals.onTopupSettled(tx, { orderId, userId: friend.user.id, outcome: 'succeeded', amountCents: 1000 }),
      );
    }
    // Even were the row found pending again, the transfer id is the referral's: the ledger answers the first result.
    const row = await referralRowOf(t, friend.user.id);
    await t.database.pool.query(`update referrals set state = 'pending', paid_at = null, qualifying_order_id = null where id = $1`, [
      row.id,
    ]);
    // Another instance, which has not seen this person settle, reads the row again.
    const another = createReferralsService({ pool: t.database.pool, publicUrl: 'http://localhost:3000' });
    await ledger.transaction((tx) =>
      another.onTopupSettled(tx, { orderId, userId: friend.user.id, outcome: 'succeeded', amountCents: 1000 }),
    );
    expect(await bonusesOf(t, referrer.user.id)).toEqual([{ id: `referral:${row.id}:bonus`, amount_cents: REFERRAL_BONUS_CENTS }]);
    expect(await referralRowOf(t, friend.user.id)).toMatchObject({ state: 'paid' });
  });

  it('two of the friend’s top-ups delivered at once pay once', async () => {
    const { referrer, friend } = await referredPair(t, { friendCents: 5000 });
    const a = (await quoteAndSend(friend.client, haitiNumber('05'), { amountCents: 1000 })).sent.json().topup.id;
    const b = (await quoteAndSend(friend.client, haitiNumber('05'), { amountCents: 1000 })).sent.json().topup.id;
    // Two workers at once, as two instances would run them: each claims one order and settles it.
    await Promise.all([t.app.jobs.runTopupWorker(), t.app.jobs.runTopupWorker()]);
    await workUntilSettled(a);
    await workUntilSettled(b);
    expect((await topupOf(friend.client, a)).status).toBe('completed');
    expect((await topupOf(friend.client, b)).status).toBe('completed');
    expect(await bonusesOf(t, referrer.user.id)).toHaveLength(1);
    expect((await referralRowOf(t, friend.user.id)).qualifying_order_id).toMatch(new RegExp(`^(${a}|${b})$`));

    // And the settlement step itself, raced directly in two transactions for the two orders.
    const other = await referredPair(t, { friendCents: 5000 });
    const c = (await quoteAndSend(other.friend.client, haitiNumber('05'), { amountCents: 1000 })).sent.json().topup.id;
    const d = (await quoteAndSend(other.friend.client, haitiNumber('05'), { amountCents: 1000 })).sent.json().topup.id;
    const referrals = createReferralsService({ pool: t.database.pool, publicUrl: 'http://localhost:3000' });
    const ledger = createLedgerFor(t.database);
    await Promise.all(
      [c, d].map((orderId) =>
        ledger.transaction((tx) =>
          referrals.onTopupSettled(tx, { orderId, userId: other.friend.user.id, outcome: 'succeeded', amountCents: 1000 }),
        ),
      ),
    );
    expect(await bonusesOf(t, other.referrer.user.id)).toHaveLength(1);
    await workUntilSettled(c);
    await workUntilSettled(d);
    expect(await bonusesOf(t, other.referrer.user.id)).toHaveLength(1);
  });

  it('a crash in the referral step rolls the delivery back with it; the next pass delivers once and pays once', async () => {
    const { referrer, friend } = await referredPair(t);
    const { sent } = await quoteAndSend(friend.client, haitiNumber('05'), { amountCents: 1000 });
    const orderId = sent.json().topup.id;
    // The payout's last write fails, as a crash between the transfer and the referral's update would.
    await t.database.pool.query(`alter table referrals add constraint crash_once check (state <> 'paid') not valid`);
    try {
      await t.work();
      const { rows } = await t.database.pool.query(`select state from topup_orders where id = $1`, [orderId]);
      expect(rows[0].state).not.toBe('succeeded'); // the delivery did not commit without its referral step
      expect(await bonusesOf(t, referrer.user.id)).toEqual([]);
      expect(await referralRowOf(t, friend.user.id)).toMatchObject({ state: 'pending' });
    } finally {
      await t.database.pool.query(`alter table referrals drop constraint crash_once`);
    }
    expect(await workUntilSettled(orderId)).toBe('succeeded');
    const { rows: charges } = await t.database.pool.query(`select id from ledger_transfers where id like $1`, [`topup:${orderId}:%`]);
    expect(charges.map((r) => r.id).sort()).toEqual(
      expect.arrayContaining([`topup:${orderId}:charge`, `topup:${orderId}:cost`, `topup:${orderId}:hold`]),
    );
    expect(await bonusesOf(t, referrer.user.id)).toHaveLength(1);
    expect(await referralRowOf(t, friend.user.id)).toMatchObject({ state: 'paid', qualifying_order_id: orderId });
  });
});

describe('what does not pay', () => {
  it('a failed (refunded) top-up pays nothing; the referral stays pending', async () => {
    const { referrer, friend } = await referredPair(t);
    const { sent } = await quoteAndSend(friend.client, haitiNumber('88'), { amountCents: 1000 });
    expect(await workUntilSettled(sent.json().topup.id)).toBe('failed');
    expect(await bonusesOf(t, referrer.user.id)).toEqual([]);
    expect(await referralRowOf(t, friend.user.id)).toMatchObject({ state: 'pending' });
  });

  it(`a delivered top-up below ${REFERRAL_MINIMUM_TOPUP_CENTS} cents does not qualify; a later one at the minimum does`, async () => {
    const { referrer, friend } = await referredPair(t);
    // Haiti's operators start at the minimum ($5, docs/product-rules.md#popular-destinations), so a smaller top-up is made by lowering the
    // amount of one the aggregator holds as pending (number ending 81) before it resolves as delivered.
    const { sent } = await quoteAndSend(friend.client, haitiNumber('81'), { amountCents: REFERRAL_MINIMUM_TOPUP_CENTS });
    const small = sent.json().topup.id;
    await t.work();
    await t.database.pool.query(`update topup_quotes set amount_cents = $2 where id = (select quote_id from topup_orders where id = $1)`, [
      small,
      REFERRAL_MINIMUM_TOPUP_CENTS - 100,
    ]);
    await recountSendingTotals(t, friend.user.id);
    await t.control('POST', '/sandbox/transactions/resolve-all', {});
    expect(await workUntilSettled(small)).toBe('succeeded');
    expect(await bonusesOf(t, referrer.user.id)).toEqual([]);
    expect(await referralRowOf(t, friend.user.id)).toMatchObject({ state: 'pending' });

    const enough = (await quoteAndSend(friend.client, haitiNumber('05'), { amountCents: REFERRAL_MINIMUM_TOPUP_CENTS })).sent.json().topup
      .id;
    expect(await workUntilSettled(enough)).toBe('succeeded');
    expect(await referralRowOf(t, friend.user.id)).toMatchObject({ state: 'paid', qualifying_order_id: enough });
  });

  it("the friend's number verified on the referrer's account: refused for the same phone (same_phone), never paid", async () => {
    const referrer = await signUp(t, { email: uniqueEmail('referrer'), phoneNumber: '+1 305 555 0177' });
    await t.database.pool.query(`update users set phone_number_verified = true where id = $1`, [referrer.user!.id]);
    const friend = await signUp(t, { referredBy: referrer.user!.referralCode!, phoneNumber: '+1 305 555 0177' });
    const { fundWallet } = await import('../topups/topups-kit');
    await fundWallet(t.database, friend.user!.id, 2800);
    const { sent } = await quoteAndSend(friend.client, haitiNumber('05'), { amountCents: 1000 });
    expect(await workUntilSettled(sent.json().topup.id)).toBe('succeeded');
    expect(await referralRowOf(t, friend.user!.id)).toMatchObject({ state: 'refused', refusal_reason: 'same_phone', bonus_cents: 0 });
    expect(await bonusesOf(t, referrer.user!.id)).toEqual([]);
  });

  it('the same PayPal account paying for both: refused for the same PayPal account (same_paypal), never paid', async () => {
    const referrer = await signUp(t, { email: uniqueEmail('referrer') });
    const friend = await signUp(t, { referredBy: referrer.user!.referralCode! });
    // Both add funds from the one PayPal account (the sandbox's shared buyer, paid as with no buyer named).
    for (const person of [referrer, friend]) {
      const fundingId = await fundThroughPayPal(t, person.client, 2000);
      const captured = await person.client.post(`/api/wallet/funding/${fundingId}/capture`, {});
      expect(captured.json()).toMatchObject({ status: 'completed' });
    }
    const { rows } = await t.database.pool.query(`select distinct paypal_payer_id from funding_orders where user_id = any($1)`, [
      [referrer.user!.id, friend.user!.id],
    ]);
    expect(rows).toEqual([{ paypal_payer_id: expect.stringMatching(/^[A-Z0-9]{13}$/) }]);
    const { sent } = await quoteAndSend(friend.client, haitiNumber('05'), { amountCents: 1000 });
    expect(await workUntilSettled(sent.json().topup.id)).toBe('succeeded');
    expect(await referralRowOf(t, friend.user!.id)).toMatchObject({ state: 'refused', refusal_reason: 'same_paypal' });
    expect(await bonusesOf(t, referrer.user!.id)).toEqual([]);
  });

  it(`beyond ${REFERRAL_MONTHLY_CAP} paid referrals this month: refused (monthly_cap), not postponed`, async () => {
    const { referrer, friend } = await referredPair(t);
    // The referrer's month already holds the cap's worth of paid referrals.
    for (let i = 0; i < REFERRAL_MONTHLY_CAP; i++) {
      const id = randomUUID();
      await t.database.pool.query(`insert into users (id, name, email) values ($1, 'Earlier Friend', $2)`, [id, uniqueEmail('earlier')]);
      await t.database.pool.query(
        `insert into referrals (id, referrer_id, referred_id, code, state, bonus_cents, qualifying_order_id, paid_at)
         values ($1, $2, $3, 'X', 'paid', 200, 'earlier-order', now())`,
        [randomUUID(), referrer.user.id, id],
      );
    }
    const { sent } = await quoteAndSend(friend.client, haitiNumber('05'), { amountCents: 1000 });
    expect(await workUntilSettled(sent.json().topup.id)).toBe('succeeded');
    expect(await referralRowOf(t, friend.user.id)).toMatchObject({ state: 'refused', refusal_reason: 'monthly_cap' });
    expect(await bonusesOf(t, referrer.user.id)).toEqual([]);
    const overview = await overviewOf(referrer.client);
    expect(overview.friendsInvited).toBe(REFERRAL_MONTHLY_CAP + 1);
    expect(overview.referrals.find((r) => r.status === 'refused')).toMatchObject({ refusalReason: 'monthly_cap', bonusCents: 0 });
  });
});
