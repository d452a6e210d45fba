import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { expect } from 'vitest';
import { addDays, dayIn, dayStart } from '../../../src/server/features/schedules/calendar';
import { checkLedgerInvariants } from '../../../src/server/ledger/index';
import { shareCentsOf } from '../../../src/shared/pots';
import type { Client } from '../test-app';
import { availableOf, topupOf, type TopupTestApp } from '../topups/topups-kit';
import { potAsSeenBy, sharesMoved } from './pots-kit';

/**
 * The model of one family pot (tests/integration/pots/pot-model.test.ts; docs/product-rules.md#family-pots,
 * ADR 0074): who is in it with which share, what each wallet holds, the schedule's next run day, and each
 * run's fate. A worker pass at an instant is simulated as the schedule worker promises it: a waiting run
 * whose day is over is missed; the run day, once begun where the owner lives, becomes one run (a late one,
 * today, if no pass came on its day) and the schedule moves a week on; a run is sent when every share is in
 * its person's wallet (the members' rounded down, the owner the rest), and then all of them move at once, or
 * nothing moves and the run waits for funds until its day ends.
 */

/** People by index: the owner, then the two members invited at the start. */
export const OWNER = 0;
export const whoIs = (who: number) => (who === OWNER ? 'the owner' : `member ${who}`);

export interface ModelRun {
  runOn: string;
  /** When its day ends where the owner lives: a run still waiting then is missed. */
  endsAt: Date;
  /** `due` only inside a pass: every pass leaves it sent or waiting. */
  state: 'due' | 'waiting_funds' | 'sent' | 'missed';
  totalCents: number;
  /** What each person paid when it was sent (the owner: the rest of the price); 0 for who did not. */
  paid: number[];
  /** The top-up it sent: open until the top-up worker works, then as the recipient's number says. */
  topup: 'open' | 'delivered' | 'refunded' | null;
}

export interface Model {
  zone: string;
  /** The recipient's number makes the aggregator deliver (05) or fail (90) every top-up. */
  delivers: boolean;
  /** The schedule's agreed price; the sandbox's price is stable, so every run is quoted this. */
  totalCents: number;
  balances: number[];
  /** The members in the pot now, oldest join first (as the pot lists them). */
  members: { who: number; percent: number }[];
  nextRunOn: string;
  /** The model's clock: the day passes come on, and the latest pass's instant (passes never go back). */
  today: string;
  now: Date;
  runs: ModelRun[];
}

/** Each person's part of a run of `totalCents` with the members in now: the owner first, with the rest. */
export function sharesOf(model: Readonly<Model>, totalCents: number): { who: number; cents: number }[] {
  const theirs = model.members.map((m) => ({ who: m.who, cents: shareCentsOf(totalCents, m.percent) }));
  return [{ who: OWNER, cents: totalCents - theirs.reduce((sum, s) => sum + s.cents, 0) }, ...theirs];
}

const covered = (model: Readonly<Model>, totalCents: number) => sharesOf(model, totalCents).every((s) => model.balances[s.who]! >= s.cents);

/** An instant `minutes` into `day` where the owner lives. */
export const instantOf = (model: Readonly<Model>, day: string, minutes: number) =>
  new Date(dayStart(day, model.zone).getTime() + minutes * 60_000);

/**
 * One worker pass at `now` (several servers at once: the same), as the model expects it; answers how many
 * runs it works on (claims), as the worker does.
 */
export function pass(model: Model, now: Date): number {
  model.now = now;
  for (const run of model.runs) if (run.state === 'waiting_funds' && run.endsAt <= now) run.state = 'missed';
  const tried: ModelRun[] = [];
  if (dayStart(model.nextRunOn, model.zone) <= now) {
    const today = dayIn(now, model.zone);
    const run: ModelRun = {
      runOn: today,
      endsAt: dayStart(addDays(today, 1), model.zone),
      state: 'due',
      totalCents: model.totalCents,
      paid: model.balances.map(() => 0),
      topup: null,
    };
    model.runs.push(run);
    tried.push(run);
    let next = model.nextRunOn;
    do next = addDays(next, 7);
    while (next <= today);
    model.nextRunOn = next;
  }
  // A waiting run is tried again only once every share is there (no quote is made each pass until then).
  tried.push(...model.runs.filter((run) => run.state === 'waiting_funds' && run.endsAt > now && covered(model, run.totalCents)));
  for (const run of tried) {
    if (!covered(model, run.totalCents)) {
      run.state = 'waiting_funds';
      continue;
    }
    for (const share of sharesOf(model, run.totalCents)) {
      model.balances[share.who]! -= share.cents;
      run.paid[share.who] = share.cents;
    }
    run.state = 'sent';
    run.topup = 'open';
  }
  return tried.length;
}

/** The top-up worker's pass: every open top-up ends as its number says; a failed one gives each share back. */
export function settle(model: Model): void {
  for (const run of model.runs) {
    if (run.topup !== 'open') continue;
    run.topup = model.delivers ? 'delivered' : 'refunded';
    if (!model.delivers) run.paid.forEach((cents, who) => (model.balances[who]! += cents));
  }
}

/** Who lacks part of their share of the next run (as the pot shows it), and how much. */
export const shortOnes = (model: Readonly<Model>) =>
  sharesOf(model, model.totalCents)
    .map(({ who, cents }) => ({ who, cents: cents - model.balances[who]! }))
    .filter((share) => share.cents > 0);

export type Server = 'A' | 'B';

/** What happens, as the test's sequences say it: the commands. */
export type Act =
  | { kind: 'fund'; who: number; cents: number }
  /** One short person (the `pick`th), or all, add exactly what they lack: a wallet at its share to the cent. */
  | { kind: 'fundShort'; pick: number; all: boolean }
  /** A pass `minute` minutes into the model's day (or at the latest pass, if later), on one server or both at once. */
  | { kind: 'pass'; minute: number; servers: Server[] }
  /** The next day begins: a pass `minute` minutes into it. */
  | { kind: 'dayEnds'; minute: number; server: Server }
  /** The schedule's next run day comes, with the pass at noon the day before it (the reminders). */
  | { kind: 'nextRunDay' }
  | { kind: 'work' }
  | { kind: 'leave'; who: number }
  /** A member who left is invited again by the owner, with another share, and joins. */
  | { kind: 'rejoin'; who: number; percent: number };

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function labelOf(act: Act): string {
  switch (act.kind) {
    case 'fund':
      return `${whoIs(act.who)} adds ${act.cents} ¢`;
    case 'fundShort':
      return act.all ? 'everyone short adds exactly what they lack' : `someone short (#${act.pick}) adds exactly what they lack`;
    case 'pass':
      return `a pass at ${hhmm(act.minute)} on ${act.servers.length > 1 ? 'both servers at once' : `server ${act.servers[0]}`}`;
    case 'dayEnds':
      return `the day ends: a pass at ${hhmm(act.minute)} the next day on server ${act.server}`;
    case 'nextRunDay':
      return 'the next run day comes (a pass at noon the day before it)';
    case 'work':
      return 'the top-up worker works';
    case 'leave':
      return `${whoIs(act.who)} leaves`;
    case 'rejoin':
      return `${whoIs(act.who)} joins again with ${act.percent} %`;
  }
}

const isIn = (model: Readonly<Model>, who: number) => model.members.some((m) => m.who === who);

/** Whether `act` can happen now (else the sequence goes on without it). */
export function applicable(model: Readonly<Model>, act: Act): boolean {
  if (act.kind === 'fundShort') return shortOnes(model).length > 0;
  if (act.kind === 'nextRunDay') return model.nextRunOn > model.today;
  if (act.kind === 'rejoin') return !isIn(model, act.who) && model.members.reduce((sum, m) => sum + m.percent, act.percent) <= 100;
  return true;
}

/** What is done to the real app for an act, in order, with what the model expects of it. */
export type Effect =
  | { kind: 'fund'; who: number; cents: number }
  | { kind: 'pass'; at: Date; servers: Server[]; worked: number }
  | { kind: 'work' }
  | { kind: 'leave'; who: number; status: 200 | 404 }
  | { kind: 'rejoin'; who: number; percent: number };

/** Moves the model by `act`; answers what the real app must be made to do, and what it must answer. */
export function advance(model: Model, act: Act): Effect[] {
  const passAt = (minute: number, servers: Server[]): Effect => {
    const at = new Date(Math.max(instantOf(model, model.today, minute).getTime(), model.now.getTime()));
    return { kind: 'pass', at, servers, worked: pass(model, at) };
  };
  switch (act.kind) {
    case 'fund':
      model.balances[act.who]! += act.cents;
      return [act];
    case 'fundShort': {
      const short = shortOnes(model);
      const funds = (act.all ? short : [short[act.pick % short.length]!]).map(({ who, cents }) => ({ kind: 'fund' as const, who, cents }));
      for (const f of funds) model.balances[f.who]! += f.cents;
      return funds;
    }
    case 'pass':
      return [passAt(act.minute, act.servers)];
    case 'dayEnds':
      model.today = addDays(model.today, 1);
      return [passAt(act.minute, [act.server])];
    case 'nextRunDay': {
      model.today = addDays(model.nextRunOn, -1);
      const reminders = passAt(12 * 60, ['A']);
      model.today = model.nextRunOn;
      return [reminders];
    }
    case 'work':
      settle(model);
      return [act];
    case 'leave': {
      const status = isIn(model, act.who) ? 200 : 404;
      model.members = model.members.filter((m) => m.who !== act.who);
      return [{ ...act, status }];
    }
    case 'rejoin':
      model.members.push({ who: act.who, percent: act.percent });
      return [act];
  }
}

const person = fc.constantFrom(0, 1, 2);
const member = fc.constantFrom(1, 2);
const server = fc.constantFrom<Server>('A', 'B');
const minute = fc.integer({ min: 0, max: 23 * 60 + 59 });

/** The commands, weighted so that a short sequence sees runs sent, waiting, sent later, missed and refunded. */
export const acts: fc.Arbitrary<Act> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('fund' as const), who: person, cents: fc.constantFrom(150, 300, 800) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('fundShort' as const), pick: fc.nat(), all: fc.boolean() }) },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('pass' as const), minute, servers: server.map((s) => [s]) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('pass' as const), minute, servers: fc.constant<Server[]>(['A', 'B']) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('dayEnds' as const), minute: fc.constantFrom(0, 30), server }) },
  { weight: 4, arbitrary: fc.constant({ kind: 'nextRunDay' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'work' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('leave' as const), who: member }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rejoin' as const), who: member, percent: fc.constantFrom(7, 30, 55) }) },
);

/** A sequence's pot: who starts with what (the $2 welcome bonus at least), the members' shares, and its top-ups' fate. */
export const pots = fc.record({
  delivers: fc.boolean(),
  ownerCents: fc.constantFrom(200, 600),
  memberCents: fc.tuple(fc.constantFrom(200, 400), fc.constantFrom(200, 400)),
  percents: fc.constantFrom([30, 30], [33, 37], [45, 51]),
});

export interface Real {
  t: TopupTestApp;
  other: FastifyInstance;
  people: { client: Client; userId: string }[];
  scheduleId: string;
}

const statusOf = (topup: { status: string; refunded: boolean }) =>
  topup.status === 'completed' ? 'delivered' : topup.refunded ? 'refunded' : 'open';

/** The pot as `viewer` must see it: the owner's line first, then the members in now, oldest join first. */
export function expectedPot(model: Readonly<Model>, viewer: number) {
  const latest = model.runs.at(-1);
  const sent = latest?.state === 'sent' && latest.topup !== 'refunded' ? latest : null;
  const lines = sharesOf(model, model.totalCents).map((share, i) => {
    const short = Math.max(share.cents - model.balances[share.who]!, 0);
    return {
      you: share.who === viewer,
      role: share.who === OWNER ? 'owner' : 'member',
      sharePercent: share.who === OWNER ? 100 - model.members.reduce((sum, m) => sum + m.percent, 0) : model.members[i - 1]!.percent,
      shareCents: share.cents,
      // The owner's wallet pays the top-up itself: they paid while it stands, even when the members' shares leave them 0 %.
      paidLatest: sent !== null && (share.who === OWNER || sent.paid[share.who]! > 0),
      nextRun: short > 0 ? 'short' : 'ready',
      shortCents: share.who === viewer && short > 0 ? short : null,
    };
  });
  return {
    nextRunOn: model.nextRunOn,
    coveredUntil: sent ? model.nextRunOn : null,
    latestRun: latest ? { runOn: latest.runOn, state: latest.state } : null,
    members: lines,
  };
}

/**
 * After every step: the ledger's invariants hold; every wallet, every run, every top-up and every share
 * transfer is what the model says (so each run day has one top-up at most and each share moved once at
 * most); and the pot shows its owner and each member in it what the model says, while a member who left
 * no longer sees it.
 */
export async function checkEverything(model: Readonly<Model>, real: Real): Promise<void> {
  const { t, scheduleId } = real;
  const pool = t.database.pool;
  const owner = real.people[OWNER]!;
  const inPot = [OWNER, ...model.members.map((m) => m.who)];
  // Read at once (nothing moves meanwhile: no worker runs between steps), then compared.
  const [violations, wallets, { rows: runs }, { rows: orders }, moved, seen] = await Promise.all([
    checkLedgerInvariants(pool),
    Promise.all(real.people.map((p) => availableOf(p.client))),
    pool.query<{ run_on: string; state: string; topup_id: string | null; total: number | null }>(
      `select to_char(run_on, 'YYYY-MM-DD') as run_on, state, topup_id, quoted_total_cents::float8 as total
         from topup_schedule_runs where schedule_id = $1 order by run_on`,
      [scheduleId],
    ),
    pool.query<{ id: string }>(`select id from topup_orders where user_id = $1 order by id`, [owner.userId]),
    Promise.all(model.runs.map((run) => sharesMoved(t, scheduleId, run.runOn))),
    Promise.all(
      real.people.map(async (person, who) => ({
        listed: (await person.client.get('/api/pots')).json().pots.map((pot: { id: string }) => pot.id) as string[],
        pot: inPot.includes(who) ? await potAsSeenBy(person.client, scheduleId) : null,
        status: inPot.includes(who) ? 200 : (await person.client.get(`/api/pots/${scheduleId}`)).statusCode,
      })),
    ),
  ]);
  expect(violations).toEqual([]);
  expect(Object.fromEntries(wallets.map((cents, who) => [whoIs(who), cents])), 'wallets').toEqual(
    Object.fromEntries(model.balances.map((cents, who) => [whoIs(who), cents])),
  );

  expect(
    runs.map((r) => ({ runOn: r.run_on, state: r.state })),
    'runs',
  ).toEqual(model.runs.map((r) => ({ runOn: r.runOn, state: r.state })));
  for (const [i, run] of runs.entries())
    expect(run.total ?? model.runs[i]!.totalCents, `${run.run_on} priced as agreed (the sandbox's price is stable)`).toBe(
      model.runs[i]!.totalCents,
    );

  // One top-up per sent run, none for any other: the owner places nothing else.
  const sent = runs.flatMap((r) => (r.state === 'sent' && r.topup_id ? [r.topup_id] : []));
  expect(
    orders.map((o) => o.id),
    'top-ups',
  ).toEqual([...sent].sort());
  expect(orders, 'one top-up per sent run').toHaveLength(model.runs.filter((r) => r.state === 'sent').length);
  const topups = await Promise.all(sent.map((id) => topupOf(owner.client, id)));
  expect(topups.map(statusOf), 'the top-ups').toEqual(model.runs.filter((r) => r.state === 'sent').map((r) => r.topup));

  const personOf = (userId: string) => real.people.findIndex((p) => p.userId === userId);
  for (const [i, run] of model.runs.entries()) {
    const expected = run.paid.flatMap((cents, who) =>
      who === OWNER || cents === 0
        ? []
        : [`${whoIs(who)} family_share ${cents}`, ...(run.topup === 'refunded' ? [`${whoIs(who)} family_share_returned ${cents}`] : [])],
    );
    expect(moved[i]!.map((m) => `${whoIs(personOf(m.user_id))} ${m.code} ${m.amount_cents}`).sort(), `${run.runOn}'s shares`).toEqual(
      expected.sort(),
    );
  }

  for (const [who, { listed, pot, status }] of seen.entries()) {
    // The owner lists it while it has a member (no invitation stays open here); a member while in it.
    expect(listed, `the pots ${whoIs(who)} lists`).toEqual(inPot.includes(who) && model.members.length > 0 ? [scheduleId] : []);
    if (!pot) {
      expect(status, `${whoIs(who)} left: no pot`).toBe(404);
      continue;
    }
    expect(
      {
        nextRunOn: pot.nextRunOn,
        coveredUntil: pot.coveredUntil,
        latestRun: pot.latestRun,
        members: pot.members.map(({ you, role, sharePercent, shareCents, paidLatest, nextRun, shortCents }) => ({
          you,
          role,
          sharePercent,
          shareCents,
          paidLatest,
          nextRun,
          shortCents,
        })),
      },
      `the pot as ${whoIs(who)} sees it`,
    ).toEqual(expectedPot(model, who));
  }
}
