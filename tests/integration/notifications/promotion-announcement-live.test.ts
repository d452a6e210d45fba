import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '../admin/transactions-kit';
import { Client, startTestApp, type TestApp } from '../test-app';

/**
 * As under `npm start` (the background jobs on their timers): staff create a running promotion while people
 * keep using the app. Everyone is told once, and nobody's request waits on the announcement. On the
 * embedded engine the announcer used to take a second connection inside its transaction: every pass hung
 * until the pool's time-out and stalled every other request meanwhile (ADR 0056).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ backgroundJobs: true });
});
afterAll(() => t.close());

const PEOPLE = 8;
const texts = (what: string) => ({ en: `${what} en`, fr: `${what} fr`, es: `${what} es`, pt: `${what} pt`, ht: `${what} ht` });

describe('a promotion staff create while people use the app', () => {
  it('is told to each person once, and the requests made meanwhile all answer', async () => {
    const people = await Promise.all(
      Array.from({ length: PEOPLE }, async () => {
        const client = new Client(t.app);
        const user = await client.register({ email: `live-${randomUUID().slice(0, 8)}@example.com` });
        return { client, user };
      }),
    );
    const admin = await adminClient(t);
    const code = `LIVE${randomUUID().slice(0, 6).toUpperCase()}`;
    const created = await admin.client.post('/api/admin/promotions', {
      code,
      type: 'fixed',
      value: 200,
      minAmountCents: 1000,
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      validUntil: new Date(Date.now() + 86_400_000).toISOString(),
      usesPerUser: 1,
      titles: texts('Two off'),
      descriptions: texts('Two dollars off'),
    });
    expect(created.statusCode, created.body).toBe(200);
    const promotionId = created.json().id as string;
    // The announcer's next minute, now (what an operator's `update periodic_jobs set due_at = now()` does).
    await t.database.pool.query(`update periodic_jobs set due_at = now() where name = 'announce-promotions'`);

    const told = async () =>
      (
        await t.database.pool.query<{ n: number }>(`select count(*)::int as n from notifications where id like $1`, [
          `promotion:${promotionId}:%`,
        ])
      ).rows[0]!.n;
    const timings: number[] = [];
    const statuses = new Set<number>();
    let everyoneTold = false;
    // People keep reading their notifications and the app keeps answering health checks until all are told.
    const traffic = (async () => {
      for (let round = 0; !everyoneTold; round++) {
        const { client } = people[round % PEOPLE]!;
        const started = performance.now();
        const answers = await Promise.all([client.get('/api/notifications'), t.app.inject({ method: 'GET', url: '/api/health' })]);
        timings.push(performance.now() - started);
        for (const answer of answers) statuses.add(answer.statusCode);
      }
    })();
    await expect.poll(told, { timeout: 60_000, interval: 50 }).toBeGreaterThanOrEqual(PEOPLE + 1);
    everyoneTold = true;
    await traffic;

    // Each person (and the admin, also a person) told exactly once.
    const perPerson = await t.database.pool.query<{ user_id: string; n: number }>(
      `select user_id, count(*)::int as n from notifications where id like $1 group by user_id`,
      [`promotion:${promotionId}:%`],
    );
    expect(perPerson.rows.map((row) => row.user_id).sort()).toEqual([...people.map((p) => p.user.id), admin.user.id].sort());
    expect(perPerson.rows.every((row) => row.n === 1)).toBe(true);
    expect([...statuses]).toEqual([200]);
    const sorted = [...timings].sort((a, b) => a - b);
    const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
    // Printed, never asserted (tests do not judge speed): the rounds of requests made during the announcement.
    console.log(
      `during the announcement (${t.database.engine}): ${sorted.length} rounds of two requests, median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`,
    );
  });
});
