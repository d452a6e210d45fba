import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ProductUser } from '../../../src/shared/api/identity';
import type { ReferralsOverview } from '../../../src/shared/api/referrals';
import { Client, type TestApp } from '../test-app';
import { fundWallet, type TopupTestApp } from '../topups/topups-kit';

let people = 0;
export const uniqueEmail = (name = 'friend') => `${name}${people++}-${randomUUID().slice(0, 6)}@example.com`;

/** Signs up as the register form does, with the referral code typed (if any); the raw sign-up answer too. */
export async function signUp(
  t: TestApp,
  person: { email?: string; referredBy?: string; firstName?: string; lastName?: string; phoneNumber?: string } = {},
) {
  const client = new Client(t.app);
  const firstName = person.firstName ?? 'Marie';
  const lastName = person.lastName ?? 'Dupont';
  const answer = await client.post('/api/identity/sign-up/email', {
    email: person.email ?? uniqueEmail(),
    password: 'secret12',
    name: `${firstName} ${lastName}`,
    firstName,
    lastName,
    language: 'en',
    ...(person.referredBy === undefined ? {} : { referredBy: person.referredBy }),
  });
  if (answer.statusCode !== 200) return { client, answer, user: null };
  await client.refreshIdToken();
  const registered = await client.post('/api/auth/register', {
    idToken: client.idToken,
    userData: { firstName, lastName, phoneNumber: person.phoneNumber ?? '+1 305 555 0123', language: 'en' },
  });
  expect(registered.statusCode, registered.body).toBe(200);
  return { client, answer, user: registered.json().user as ProductUser };
}

/** A referrer and a friend who signed up with the referrer's code; the friend's wallet holds `cents`. */
export async function referredPair(t: TopupTestApp, options: { friendCents?: number; friendEmail?: string; referrerEmail?: string } = {}) {
  const referrer = await signUp(t, { email: options.referrerEmail ?? uniqueEmail('referrer'), firstName: 'Jean', lastName: 'Baptiste' });
  const friend = await signUp(t, { email: options.friendEmail, referredBy: referrer.user!.referralCode! });
  expect(friend.answer.statusCode, friend.answer.body).toBe(200);
  await fundWallet(t.database, friend.user!.id, (options.friendCents ?? 3000) - 200);
  return { referrer: { client: referrer.client, user: referrer.user! }, friend: { client: friend.client, user: friend.user! } };
}

export const overviewOf = async (client: Client) => {
  const response = await client.get('/api/referrals');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ReferralsOverview;
};

export async function referralRowOf(t: TestApp, referredId: string) {
  const { rows } = await t.database.pool.query(
    `select id, referrer_id, state, refusal_reason, bonus_cents::int as bonus_cents, qualifying_order_id, paid_at from referrals where referred_id = $1`,
    [referredId],
  );
  return rows[0] ?? null;
}

/** The referral bonus transfers credited to a person's wallet. */
export async function bonusesOf(t: TestApp, userId: string) {
  const { rows } = await t.database.pool.query(
    `select id, amount_cents::int as amount_cents from ledger_transfers where code = 'referral_bonus' and user_id = $1`,
    [userId],
  );
  return rows as { id: string; amount_cents: number }[];
}
