import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../test-app';
import { actingAdmin, person } from './users-kit';

let t: TestApp;
let target: string;
let admin: Client;
let someone: Client;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await actingAdmin(t, 'authz-users-admin@example.com')).client;
  const user = await person(t, 'authz-users-user@example.com');
  someone = user.client;
  target = (await person(t, 'authz-users-target@example.com')).user.id;
});
afterAll(() => t?.close());

/** Every call of the Overview and Users tabs, with a body that would be accepted. */
const calls = (): { method: 'GET' | 'POST' | 'PUT'; url: string; body?: unknown; headers?: Record<string, string> }[] => [
  { method: 'GET', url: '/api/admin/overview' },
  { method: 'GET', url: '/api/admin/users?q=authz' },
  { method: 'GET', url: `/api/admin/users/${target}` },
  { method: 'POST', url: `/api/admin/users/${target}/block`, body: { reason: 'Matrix check' } },
  { method: 'POST', url: `/api/admin/users/${target}/unblock` },
  { method: 'PUT', url: `/api/admin/users/${target}/admin`, body: { isAdmin: false } },
  {
    method: 'POST',
    url: `/api/admin/users/${target}/adjustments`,
    body: { direction: 'credit', amountCents: 100, reason: 'Matrix check' },
    headers: { 'idempotency-key': 'authz-matrix-0001' },
  },
  { method: 'POST', url: `/api/admin/users/${target}/resend-verification` },
];

describe('the Overview and Users calls: anonymous 401, a signed-in person 403, an admin served', () => {
  it.each(['anonymous', 'user', 'admin'] as const)('as %s', async (who) => {
    for (const call of calls()) {
      const client = who === 'anonymous' ? new Client(t.app) : who === 'user' ? someone : admin;
      const response = await client.call(call.method, call.url, call.body, call.headers);
      const expected = who === 'anonymous' ? 401 : who === 'user' ? 403 : 200;
      expect(`${call.method} ${call.url} → ${response.statusCode}`).toBe(`${call.method} ${call.url} → ${expected}`);
    }
  });
});
