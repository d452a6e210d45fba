import { expect } from 'vitest';
import type { Pot } from '../../../src/shared/api/pots';
import type { Schedule } from '../../../src/shared/api/schedules';
import { createLedgerFor } from '../../../src/server/ledger/index';
import type { Client } from '../test-app';
import { personWith, type TopupTestApp } from '../topups/topups-kit';
import { weeklySchedule } from '../schedules/schedules-kit';

/** A family pot of an owner and members, each member invited with a share and joined by the link. */
export async function potOf(
  t: TopupTestApp,
  ownerCents: number,
  members: { cents: number; sharePercent: number }[],
  lastTwo = '05',
): Promise<{
  owner: Awaited<ReturnType<typeof personWith>>;
  people: (Awaited<ReturnType<typeof personWith>> & { sharePercent: number })[];
  schedule: Schedule;
  runOn: string;
}> {
  const owner = await personWith(t, ownerCents);
  const { schedule, runOn } = await weeklySchedule(owner.client, lastTwo);
  const people = [];
  for (const member of members) {
    const person = await personWith(t, member.cents);
    const url = await invite(owner.client, schedule.id, member.sharePercent);
    const joined = await person.client.post(`/api/pot-invites/${tokenOf(url)}/accept`, {});
    expect(joined.statusCode, joined.body).toBe(200);
    people.push({ ...person, sharePercent: member.sharePercent });
  }
  return { owner, people, schedule, runOn };
}

/** Invites one person into the owner's pot; answers the link. */
export async function invite(client: Client, scheduleId: string, sharePercent: number, key?: string): Promise<string> {
  const response = await client.post(`/api/pots/${scheduleId}/invites`, { sharePercent }, key ? { 'idempotency-key': key } : {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json().invite.url as string;
}

export const tokenOf = (url: string) => url.split('/pot/')[1]!;

export async function potAsSeenBy(client: Client, id: string): Promise<Pot> {
  const response = await client.get(`/api/pots/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().pot as Pot;
}

/** Adds funds to someone's wallet as a PayPal payment would (its own key, `tag`). */
export async function addFunds(t: TopupTestApp, userId: string, cents: number, tag: string) {
  const ledger = createLedgerFor(t.database);
  await ledger.transfer({
    id: `test-funds:${userId}:${tag}`,
    debitAccountId: await ledger.systemAccount('paypal_clearing'),
    creditAccountId: await ledger.walletOf(userId),
    amountCents: cents,
    code: 'add_funds',
    userId,
  });
}

/** The share transfers a run moved, by member. */
export async function sharesMoved(t: TopupTestApp, scheduleId: string, runOn: string) {
  const { rows } = await t.database.pool.query<{ id: string; code: string; amount_cents: number; user_id: string }>(
    `select id, code, amount_cents, user_id from ledger_transfers where id like $1 order by id`,
    [`pot:${scheduleId}:${runOn}:share:%`],
  );
  return rows;
}
