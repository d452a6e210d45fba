import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerInvariants } from '../../../src/server/ledger/index';
import { REFERRAL_BONUS_CENTS, REFERRAL_MINIMUM_TOPUP_CENTS, REFERRAL_MONTHLY_CAP } from '../../../src/shared/business';
import { startTestApp, type TestApp } from '../test-app';
import { overviewOf, referralRowOf, signUp, uniqueEmail } from './referrals-kit';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterEach(async () => expect(await checkLedgerInvariants(t.database.pool)).toEqual([]));
afterAll(() => t.close());

const CODE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{7}$/;

describe('every person has a referral code', () => {
  it('is given at sign-up, shown on the product user, and the same on /api/referrals with its link', async () => {
    const { client, user } = await signUp(t);
    expect(user!.referralCode).toMatch(CODE);
    const overview = await overviewOf(client);
    expect(overview).toEqual({
      code: user!.referralCode,
      link: `http://localhost:3000/register?ref=${user!.referralCode}`,
      bonusCents: REFERRAL_BONUS_CENTS,
      minimumTopupCents: REFERRAL_MINIMUM_TOPUP_CENTS,
      monthlyCap: REFERRAL_MONTHLY_CAP,
      totalEarnedCents: 0,
      friendsInvited: 0,
      referrals: [],
      joinedWith: null,
    });
  });

  it("the link keeps the person's language prefix (/ht/register?ref=CODE)", async () => {
    const { client, user } = await signUp(t);
    await t.database.pool.query(`update users set language = 'ht' where id = $1`, [user!.id]);
    await client.refreshIdToken();
    const overview = await overviewOf(client);
    expect(overview.link).toBe(`http://localhost:3000/ht/register?ref=${user!.referralCode}`);
  });

  it('codes differ between people', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) codes.add((await signUp(t)).user!.referralCode!);
    expect(codes.size).toBe(5);
  });

  it('the migration backfills everyone who has none', async () => {
    const a = (await signUp(t)).user!;
    const b = (await signUp(t)).user!;
    await t.database.pool.query(`update users set referral_code = null where id = any($1)`, [[a.id, b.id]]);
    const migration = await readFile(new URL('../../../src/server/db/migrations/0015_referrals.sql', import.meta.url), 'utf8');
    const backfill = migration.slice(migration.indexOf('DO $$'));
    await t.database.pool.query(backfill);
    const { rows } = await t.database.pool.query(`select referral_code from users where id = any($1)`, [[a.id, b.id]]);
    expect(rows.map((r) => r.referral_code)).toEqual([expect.stringMatching(CODE), expect.stringMatching(CODE)]);
    const { rows: missing } = await t.database.pool.query(
      `select count(*)::int as n from users where referral_code is null and deleted_at is null`,
    );
    expect(missing[0].n).toBe(0);
  });

  it('a person found without one (never backfilled) gets one when they open /invite-friends', async () => {
    const { client, user } = await signUp(t);
    await t.database.pool.query(`update users set referral_code = null where id = $1`, [user!.id]);
    expect((await overviewOf(client)).code).toMatch(CODE);
  });
});

describe('signing up with a referral code', () => {
  it('records the referrer once, pending, and the referrer sees "Marie D."', async () => {
    const referrer = await signUp(t, { firstName: 'Jean', lastName: 'Baptiste' });
    const friend = await signUp(t, { referredBy: referrer.user!.referralCode!.toLowerCase(), firstName: 'Marie', lastName: 'dupont' });
    expect(friend.answer.statusCode).toBe(200);
    expect(await referralRowOf(t, friend.user!.id)).toMatchObject({
      referrer_id: referrer.user!.id,
      state: 'pending',
      bonus_cents: REFERRAL_BONUS_CENTS,
      paid_at: null,
    });
    const overview = await overviewOf(referrer.client);
    expect(overview.friendsInvited).toBe(1);
    expect(overview.referrals).toEqual([
      expect.objectContaining({ friendName: 'Marie D.', status: 'pending', bonusCents: REFERRAL_BONUS_CENTS, refusalReason: null }),
    ]);
    // The friend's own code is theirs, and nobody referred the referrer.
    expect(friend.user!.referralCode).toMatch(CODE);
    expect(friend.user!.referralCode).not.toBe(referrer.user!.referralCode);
    expect(await referralRowOf(t, referrer.user!.id)).toBeNull();
  });

  it('an unknown or malformed code refuses the sign-up with REFERRAL_CODE_UNKNOWN and creates nobody', async () => {
    for (const code of ['ZZZZZZZ', 'nope', '0000000']) {
      const email = uniqueEmail();
      const { answer } = await signUp(t, { email, referredBy: code });
      expect(answer.statusCode, code).toBe(400);
      expect(answer.json().code).toBe('REFERRAL_CODE_UNKNOWN');
      const { rows } = await t.database.pool.query(`select id from users where email = $1`, [email]);
      expect(rows).toEqual([]);
    }
  });

  it('an empty code is no code', async () => {
    const { answer, user } = await signUp(t, { referredBy: '  ' });
    expect(answer.statusCode).toBe(200);
    expect(await referralRowOf(t, user!.id)).toBeNull();
  });

  it('nothing records a referral after sign-up: signing in or completing the account again with a code', async () => {
    const referrer = await signUp(t);
    const email = uniqueEmail();
    const later = await signUp(t, { email });
    const signIn = await later.client.post('/api/identity/sign-in/email', {
      email,
      password: 'secret12',
      referredBy: referrer.user!.referralCode,
    });
    expect(signIn.statusCode).toBe(200);
    await later.client.refreshIdToken();
    const again = await later.client.post('/api/auth/register', {
      idToken: later.client.idToken,
      userData: {
        firstName: 'Marie',
        lastName: 'Dupont',
        phoneNumber: '+1 305 555 0123',
        language: 'en',
        referredBy: referrer.user!.referralCode,
      },
    });
    expect(again.statusCode).toBe(200);
    const second = await later.client.post('/api/identity/sign-up/email', {
      email,
      password: 'secret12',
      name: 'Marie Dupont',
      firstName: 'Marie',
      lastName: 'Dupont',
      referredBy: referrer.user!.referralCode,
    });
    expect(second.statusCode).toBe(422); // the email has an account already
    expect(await referralRowOf(t, later.user!.id)).toBeNull();
    expect((await overviewOf(referrer.client)).friendsInvited).toBe(0);
  });

  it('the same mailbox under another spelling is refused at once, for the same email (same_email)', async () => {
    const referrer = await signUp(t, { email: 'marie.joseph.t1@gmail.com' });
    const friend = await signUp(t, { email: 'MarieJoseph.T1+kredi@googlemail.com', referredBy: referrer.user!.referralCode! });
    expect(friend.answer.statusCode).toBe(200);
    expect(await referralRowOf(t, friend.user!.id)).toMatchObject({ state: 'refused', refusal_reason: 'same_email', bonus_cents: 0 });
    expect((await overviewOf(referrer.client)).referrals).toEqual([
      expect.objectContaining({ status: 'refused', refusalReason: 'same_email', bonusCents: 0 }),
    ]);
  });

  it('GET /api/referrals needs a signed-in person', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/referrals' });
    expect(response.statusCode).toBe(401);
  });
});
