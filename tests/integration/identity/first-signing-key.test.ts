import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Client, startAnotherInstance, startTestApp, type TestApp } from '../test-app';

/**
 * The first ID tokens on a new database (signing-keys.ts). Many people signing up at once on an empty
 * `jwks` table used to race: a read begun before another request stored its key replaced the list without
 * it, and that person's token then named a key the instance no longer knew — a 401 right after sign-up.
 */
let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await startTestApp();
  other = await startAnotherInstance(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const PEOPLE = 12;

describe('the first signing key', () => {
  it('serves every one of many first sign-ups at once, on both instances, with one key per instance at most', async () => {
    expect((await t.database.pool.query('select count(*)::int as n from jwks')).rows[0].n).toBe(0);
    const people = await Promise.all(
      Array.from({ length: PEOPLE }, async (_, index) => {
        const client = new Client(index % 2 === 0 ? t.app : other);
        await client.register({ email: `first-key-${randomUUID().slice(0, 8)}@example.com` });
        return client;
      }),
    );
    // Every token is good on the instance that signed it and on the other one.
    for (const client of people) {
      for (const app of [t.app, other]) {
        const answer = await app.inject({ method: 'GET', url: '/api/wallet', headers: { authorization: `Bearer ${client.idToken}` } });
        expect(answer.statusCode, answer.body).toBe(200);
      }
    }
    const keys = (await t.database.pool.query('select count(*)::int as n from jwks')).rows[0].n as number;
    expect(keys).toBeGreaterThanOrEqual(1);
    expect(keys).toBeLessThanOrEqual(2);
  });
});
