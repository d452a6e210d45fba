import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/server/db/schema';
import { secondFactorChecked } from '../admin/users-kit';
import { Client, type TestApp } from '../test-app';

/** An admin with two-factor on and a code just checked in this session: staff changes pass step-up. */
export async function adminOf(t: TestApp) {
  const client = new Client(t.app);
  const email = `settings-admin-${randomUUID().slice(0, 8)}@example.com`;
  const user = await client.register({ email });
  await t.database.db.update(users).set({ isAdmin: true, twoFactorEnabled: true }).where(eq(users.id, user.id));
  await secondFactorChecked(t, user.id);
  return { client, user, email, put: (url: string, body: unknown) => client.call('PUT', url, body) };
}

/** Email and phone verified, then signed in again, so the session carries the verified person at once. */
export async function verify(t: TestApp, email: string, userId: string): Promise<Client> {
  // A verified number belongs to one account: each verified person gets their own.
  const phoneNumber = `+1305${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  await t.database.db.update(users).set({ emailVerified: true, phoneNumber, phoneNumberVerified: true }).where(eq(users.id, userId));
  const client = new Client(t.app);
  await client.signIn(email);
  return client;
}

export const countOf = async (t: TestApp, table: 'setting_changes' | 'audit_log', where = 'true') =>
  (await t.database.pool.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`)).rows[0]!.n;
