import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema';
import { Client, startTestApp, type TestApp } from '../test-app';
import { secondFactorChecked } from './users-kit';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

async function person(admin: boolean) {
  const client = new Client(t.app);
  const user = await client.register({ email: `settings-authz-${randomUUID().slice(0, 8)}@example.com` });
  if (admin) await t.database.db.update(users).set({ isAdmin: true, twoFactorEnabled: true }).where(eq(users.id, user.id));
  if (admin) await secondFactorChecked(t, user.id);
  return client;
}

const promotion = {
  code: null,
  type: 'fixed',
  value: 100,
  startsAt: '2026-01-01T00:00:00Z',
  validUntil: '2027-01-01T00:00:00Z',
  titles: { en: 'A', fr: 'A', es: 'A', pt: 'A', ht: 'A' },
  descriptions: { en: 'B', fr: 'B', es: 'B', pt: 'B', ht: 'B' },
};

/** Every call of the Settings tab (docs/product-rules.md#admin-settings): anonymous → 401, a signed-in person → 403, an admin → neither. */
const CALLS: [string, string, unknown?][] = [
  ['GET', '/api/admin/settings'],
  ['PUT', '/api/admin/settings/fees', { value: { nope: 1 } }],
  ['POST', '/api/admin/catalogue/sync', {}],
  ['GET', '/api/admin/operators?search=digicel'],
  ['GET', '/api/admin/operators/999999'],
  ['PUT', '/api/admin/operators/999999', { enabled: false }],
  ['GET', '/api/admin/promotions'],
  ['POST', '/api/admin/promotions', promotion],
  ['PUT', '/api/admin/promotions/no-such-promotion', promotion],
  ['PUT', '/api/admin/promotions/no-such-promotion/active', { active: false }],
];

describe('the Settings tab calls: who may make them', () => {
  it.each(CALLS)('%s %s', async (method, url, body) => {
    const anonymous = await new Client(t.app).call(method as 'GET', url, body);
    expect(anonymous.statusCode, anonymous.body).toBe(401);
    const user = await (await person(false)).call(method as 'GET', url, body);
    expect(user.statusCode, user.body).toBe(403);
    expect(user.json().error.code).toBe('FORBIDDEN');
    const admin = await (await person(true)).call(method as 'GET', url, body);
    expect([401, 403], admin.body).not.toContain(admin.statusCode);
    expect(admin.statusCode, admin.body).toBeLessThan(500);
  });

  it('a change without two-factor on the admin account is refused (step-up) and changes nothing', async () => {
    const client = new Client(t.app);
    const user = await client.register({ email: `settings-no2fa-${randomUUID().slice(0, 8)}@example.com` });
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
    const answer = await client.call('PUT', '/api/admin/settings/quoteValidity', { value: { minutes: 5 } });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error.code).toBe('TWO_FACTOR_REQUIRED');
    const { rows } = await t.database.pool.query(`select count(*)::int as n from setting_changes`);
    expect(rows[0].n).toBe(0);
  });
});
