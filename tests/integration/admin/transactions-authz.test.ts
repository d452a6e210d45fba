import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../test-app';
import { adminClient } from './transactions-kit';

let t: TestApp;
let admin: Client;
let user: Client;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await adminClient(t)).client;
  user = new Client(t.app);
  await user.register({ email: `plain-${randomUUID().slice(0, 8)}@example.com` });
});
afterAll(() => t?.close());

const missing = randomUUID();
/** Every call of the Transactions tab and reconciliation (docs/product-rules.md#admin-transactions), with a body that passes validation. */
const CALLS: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
  ['GET', '/api/admin/transactions'],
  ['GET', '/api/admin/transactions.csv'],
  ['GET', `/api/admin/topups/${missing}`],
  ['POST', `/api/admin/topups/${missing}/resolve`, { outcome: 'delivered', operatorReference: 'OP-1', reason: 'Operator confirmed' }],
  ['POST', `/api/admin/topups/${missing}/goodwill`, { amountCents: 100, reason: 'Late delivery' }],
  ['GET', '/api/admin/reconciliation/runs'],
  ['POST', '/api/admin/reconciliation/runs', { date: '2020-01-01' }],
  ['GET', '/api/admin/reconciliation/items'],
  ['POST', `/api/admin/reconciliation/items/${missing}/resolve`, { note: 'Checked with the aggregator' }],
];

describe('the Transactions tab and reconciliation: who may call what', () => {
  it.each(CALLS)('%s %s: anonymous 401, a signed-in person 403, an admin neither', async (method, url, body) => {
    const anonymous = await new Client(t.app).call(method, url, body);
    expect(anonymous.statusCode, anonymous.body).toBe(401);
    const person = await user.call(method, url, body);
    expect(person.statusCode, person.body).toBe(403);
    const staff = await admin.call(method, url, body);
    expect([401, 403], staff.body).not.toContain(staff.statusCode);
    expect(staff.statusCode, staff.body).toBeLessThan(500);
  });

  it('asks for two-factor before an action that moves money, and changes nothing', async () => {
    const { client } = await adminClient(t, { twoFactor: false });
    const response = await client.post(`/api/admin/topups/${missing}/goodwill`, { amountCents: 100, reason: 'Late delivery' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('TWO_FACTOR_REQUIRED');
  });
});
