import { eq } from 'drizzle-orm';
import { users } from '../../../src/server/db/schema';
import { recordSecondFactor } from '../../../src/server/features/identity/step-up';
import { Client, type TestApp } from '../test-app';

/** A person signed up through the API; `admin` makes them staff, `twoFactor` marks two-factor on and checked (step-up). */
export async function person(t: TestApp, email: string, options: { admin?: boolean; twoFactor?: boolean } = {}) {
  const client = new Client(t.app);
  const user = await client.register({ email });
  if (options.admin || options.twoFactor)
    await t.database.db
      .update(users)
      .set({ isAdmin: options.admin ?? false, twoFactorEnabled: options.twoFactor ?? false })
      .where(eq(users.id, user.id));
  if (options.twoFactor) await secondFactorChecked(t, user.id);
  return { client, user };
}

/** A code checked in the person's latest session now, as the two-factor verify endpoint records it (ADR 0062). */
export async function secondFactorChecked(t: TestApp, userId: string) {
  const { rows } = await t.database.pool.query<{ id: string }>(
    `select id from sessions where user_id = $1 order by created_at desc limit 1`,
    [userId],
  );
  await recordSecondFactor(t.database.db, rows[0]!.id);
}

/** An admin who may act now: two-factor on and a code checked in this session just now. */
export const actingAdmin = (t: TestApp, email: string) => person(t, email, { admin: true, twoFactor: true });
