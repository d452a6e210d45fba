import { eq } from 'drizzle-orm';
import { users } from '../../../src/server/db/schema';
import { Client, type TestApp } from '../test-app';

/** A person signed up through the API; `admin` makes them staff, `twoFactor` marks two-factor on (step-up). */
export async function person(t: TestApp, email: string, options: { admin?: boolean; twoFactor?: boolean } = {}) {
  const client = new Client(t.app);
  const user = await client.register({ email });
  if (options.admin || options.twoFactor)
    await t.database.db
      .update(users)
      .set({ isAdmin: options.admin ?? false, twoFactorEnabled: options.twoFactor ?? false })
      .where(eq(users.id, user.id));
  return { client, user };
}

/** An admin who may act now: two-factor on and a session just begun. */
export const actingAdmin = (t: TestApp, email: string) => person(t, email, { admin: true, twoFactor: true });
