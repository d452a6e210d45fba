import { randomUUID } from 'node:crypto';
import { Client, type TestApp } from '../test-app';
import { secondFactorChecked } from './users-kit';

/** A signed-in admin with two-factor on and a code just checked in this session (step-up passes), as the panel's actions need. */
export async function adminClient(t: TestApp, options: { twoFactor?: boolean } = {}) {
  const client = new Client(t.app);
  const user = await client.register({ email: `admin-${randomUUID().slice(0, 8)}@example.com` });
  await t.database.pool.query(`update users set is_admin = true, two_factor_enabled = $2 where id = $1`, [
    user.id,
    options.twoFactor ?? true,
  ]);
  if (options.twoFactor ?? true) await secondFactorChecked(t, user.id);
  return { client, user };
}

export const auditCount = async (t: TestApp, action: string, targetId: string) =>
  (
    await t.database.pool.query<{ n: number }>(`select count(*)::int as n from audit_log where action = $1 and target_id = $2`, [
      action,
      targetId,
    ])
  ).rows[0]!.n;
