/**
 * A worker's pass settles the orders its aggregator calls decided in one transaction (ADR 0081), and one order
 * whose settlement is refused holds back none of the others.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriesOf } from '../observability/series';
import {
  availableOf,
  expectLedgerSound,
  haitiNumber,
  personWith,
  quoteAndSend,
  startTopupApp,
  topupOf,
  type TopupTestApp,
} from './topups-kit';

let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t.close());

/** Top-ups counted delivered on `/metrics` (kredi_topup_outcomes_total, every operator). */
async function deliveriesCounted(): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: '/metrics' });
  const series = [...seriesOf(response.body)].filter(([name]) => /^kredi_topup_outcomes_total\{.*result="succeeded"/.test(name));
  return series.reduce((sum, [, value]) => sum + value, 0);
}

/** When each order was settled, as its transaction's clock read it: one transaction, one instant. */
async function settledAt(ids: string[]): Promise<string[]> {
  const { rows } = await t.database.pool.query<{ at: Date }>(
    `select coalesce(delivered_at, failed_at) as at from topup_orders where id = any($1::text[]) order by id`,
    [ids],
  );
  return rows.map((row) => row.at.toISOString());
}

describe("a worker's pass", () => {
  it('settles deliveries and failures together, each with its money, receipt and timeline', async () => {
    const people = await Promise.all([3000, 3000, 3000, 3000].map((cents) => personWith(t, cents)));
    const outcomes = ['00', '10', '90', '98'] as const; // two delivered, two refused by the aggregator
    const sends = [];
    for (const [i, { client }] of people.entries()) sends.push(await quoteAndSend(client, haitiNumber(outcomes[i]!)));
    const ids = sends.map(({ sent }) => sent.json().topup.id as string);

    await t.work();

    const statuses = await Promise.all(people.map(({ client }, i) => topupOf(client, ids[i]!)));
    expect(statuses.map((s) => s.status)).toEqual(['completed', 'completed', 'failed', 'failed']);
    // Settled by pass, not one by one: each pass commits once, at its transaction's one instant. The worker
    // runs two passes at a time, which may share the four orders between them; one by one would give four.
    expect(new Set(await settledAt(ids)).size).toBeLessThanOrEqual(2);
    // The delivered ones paid their price, the refused ones got everything back.
    const available = await Promise.all(people.map(({ client }) => availableOf(client)));
    expect(available).toEqual([3000 - sends[0]!.quote.totalCents, 3000 - sends[1]!.quote.totalCents, 3000, 3000]);
    // Every call on the timeline, written by the settlement's own statement.
    const { rows } = await t.database.pool.query(
      `select topup_id, call, outcome from topup_attempts where topup_id = any($1::text[]) order by topup_id`,
      [ids],
    );
    expect(rows).toHaveLength(4);
    // One notice each (its receipt queued with it), keyed by the order and its outcome.
    const notices = await t.database.pool.query<{ id: string }>(`select id from notifications where id = any($1::text[]) order by id`, [
      ids.map((id, i) => `topup:${id}:${i < 2 ? 'delivered' : 'refunded'}`),
    ]);
    expect(notices.rows).toHaveLength(4);
  });

  it('settles the others alone when one settlement is refused, and that one later, charged once', async () => {
    const people = await Promise.all([3000, 3000, 3000].map((cents) => personWith(t, cents)));
    const sends = [];
    for (const { client } of people) sends.push(await quoteAndSend(client, haitiNumber('20')));
    const ids = sends.map(({ sent }) => sent.json().topup.id as string);
    const refused = ids[1]!;
    // The database refuses this one order's settlement (as a lost connection or a bug in one effect would).
    await t.database.pool.query(`
      create or replace function refuse_one_settlement() returns trigger language plpgsql as $$
      begin
        if new.id = '${refused}' and new.state = 'succeeded' then raise exception 'refused for the test'; end if;
        return new;
      end $$;
      create trigger refuse_one_settlement before update on topup_orders for each row execute function refuse_one_settlement();`);
    try {
      await t.work();
    } finally {
      await t.database.pool.query(`drop trigger refuse_one_settlement on topup_orders; drop function refuse_one_settlement();`);
    }

    const [first, second, third] = await Promise.all(people.map(({ client }, i) => topupOf(client, ids[i]!)));
    expect([first.status, third.status]).toEqual(['completed', 'completed']);
    expect(second.status).not.toMatch(/completed|failed/);
    // The aggregator's answer is on the timeline although its settlement did not commit.
    const calls = await t.database.pool.query(`select call, outcome from topup_attempts where topup_id = $1`, [refused]);
    expect(calls.rows).toEqual([{ call: 'send', outcome: 'succeeded' }]);
    // Its money is still held, not charged, not given back.
    expect(await availableOf(people[1]!.client)).toBe(3000 - sends[1]!.quote.totalCents);

    // When its lease ends, the worker asks again: the aggregator knows our id, and it settles once.
    for (let pass = 0; pass < 3 && (await topupOf(people[1]!.client, refused)).status !== 'completed'; pass++) {
      await t.database.pool.query(`update topup_orders set next_attempt_at = now() where id = $1`, [refused]);
      await t.work();
    }
    expect(await topupOf(people[1]!.client, refused)).toMatchObject({ status: 'completed' });
    expect(await availableOf(people[1]!.client)).toBe(3000 - sends[1]!.quote.totalCents);
    const { transactions } = await t.control<{ transactions: { customIdentifier: string }[] }>('GET', '/sandbox/transactions');
    expect(transactions.filter((x) => x.customIdentifier === refused)).toHaveLength(1);
  });

  it('two workers draining at once settle every order once, each with one call and one charge', async () => {
    const people = await Promise.all([0, 1, 2, 3, 4, 5].map(() => personWith(t, 20_000)));
    const sends: { id: string; person: number; totalCents: number }[] = [];
    for (let round = 0; round < 5; round++)
      for (const [person, { client }] of people.entries()) {
        const { quote, sent } = await quoteAndSend(client, haitiNumber(round === 4 ? '90' : '30'));
        sends.push({ id: sent.json().topup.id, person, totalCents: quote.totalCents });
      }

    // Two instances' workers at once: four passes claiming from the same 30 orders.
    await Promise.all([t.work(), t.work()]);

    const ids = sends.map((send) => send.id);
    const { rows } = await t.database.pool.query<{ state: string; n: number }>(
      `select state, count(*)::int as n from topup_orders where id = any($1::text[]) group by state order by state`,
      [ids],
    );
    expect(rows).toEqual([
      { state: 'failed', n: 6 },
      { state: 'succeeded', n: 24 },
    ]);
    const calls = await t.database.pool.query<{ n: number }>(
      `select count(*)::int as n from topup_attempts where topup_id = any($1::text[]) group by topup_id having count(*) <> 1`,
      [ids],
    );
    expect(calls.rows).toEqual([]);
    // Each person paid for their four delivered top-ups, and got the refused one back.
    for (const [person, { client }] of people.entries()) {
      const paid = sends.filter((send, i) => send.person === person && i < 24).reduce((sum, send) => sum + send.totalCents, 0);
      expect(await availableOf(client)).toBe(20_000 - paid);
    }
  });
  it('counts each top-up once when a pass rolls back after some effects ran', async () => {
    const people = await Promise.all([3000, 3000, 3000].map((cents) => personWith(t, cents)));
    const ids: string[] = [];
    for (const { client } of people) ids.push((await quoteAndSend(client, haitiNumber('20'))).sent.json().topup.id);
    // The pass settles in its senders' order: the last one's receipt is refused, after the others' effects ran.
    const { rows } = await t.database.pool.query<{ id: string }>(
      `select id from topup_orders where id = any($1::text[]) order by user_id desc, id desc limit 1`,
      [ids],
    );
    const refused = rows[0]!.id;
    await t.database.pool.query(`
      create or replace function refuse_one_receipt() returns trigger language plpgsql as $$
      begin
        if new.id = 'topup:${refused}:delivered' then raise exception 'refused for the test'; end if;
        return new;
      end $$;
      create trigger refuse_one_receipt before insert on notifications for each row execute function refuse_one_receipt();`);
    const before = await deliveriesCounted();
    try {
      await t.work();
    } finally {
      await t.database.pool.query(`drop trigger refuse_one_receipt on notifications; drop function refuse_one_receipt();`);
    }
    // The pass rolled back and the other two settled alone: counted once each, not again for the pass.
    expect(await deliveriesCounted()).toBe(before + 2);

    for (let pass = 0; pass < 3 && (await topupOf(people[ids.indexOf(refused)]!.client, refused)).status !== 'completed'; pass++) {
      await t.database.pool.query(`update topup_orders set next_attempt_at = now() where id = $1`, [refused]);
      await t.work();
    }
    expect(await deliveriesCounted()).toBe(before + 3);
  });
});
