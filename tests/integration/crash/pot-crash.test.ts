import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerInvariants, createLedger } from '../../../src/server/ledger/index';
import { startCrashWorld, waitUntil, type CrashWorld } from './crash-world';
import { HttpPerson } from './server-process';

/**
 * kill -9 during family pots' runs (docs/product-rules.md#family-pots, ADR 0074): three pots of three people
 * come due together in a server process that is killed three times as its worker sends them (each kill is kill -9: no shutdown hook runs). One pot's
 * top-up fails at the aggregator; in another a member is short until funds come after the crashes.
 * Afterwards every run made exactly one top-up, every member's share moved once (and came back once where
 * the top-up failed), every wallet holds what it should, and the ledger's invariants hold.
 */
let world: CrashWorld;

// A killed server's hold on the periodic jobs ends soon, so the restarted one takes the runs on.
beforeAll(async () => (world = await startCrashWorld('pot-crash', { JOB_LEASE_SECONDS: '5' })), 120_000);

afterAll(async () => world?.stop());

interface PotPlan {
  /** The recipient's last two digits: delivered (05) or failed (90) at the aggregator. */
  ending: string;
  /** What each member has in their wallet before the run (the first is the owner). */
  cents: [number, number, number];
}

const PLANS: PotPlan[] = [
  { ending: '05', cents: [3000, 1500, 1500] },
  { ending: '90', cents: [3000, 1500, 1500] },
  // The last member cannot pay their share until funds come after the crashes.
  { ending: '07', cents: [3000, 1500, 0] },
];
const SHARES = [30, 30];

describe('kill -9 during family pots’ runs', () => {
  it('after three crashes every run made one top-up and every share moved once', async () => {
    const { env, server, database } = world;
    const ledger = createLedger(database.pool);
    const fund = async (userId: string, cents: number, tag: string) => {
      if (cents <= 0) return;
      await ledger.transfer({
        id: `pot-crash-funds:${userId}:${tag}`,
        debitAccountId: await ledger.systemAccount('paypal_clearing'),
        creditAccountId: await ledger.walletOf(userId),
        amountCents: cents,
        code: 'add_funds',
        userId,
      });
    };
    const pots = [];
    let ip = 1;
    for (const [p, plan] of PLANS.entries()) {
      const people = [];
      for (const [m, cents] of plan.cents.entries()) {
        const person = new HttpPerson(server, `198.51.100.${ip++}`);
        const user = await person.register(`pot-crash-${p}-${m}@example.com`);
        // Whatever the sign-up gave (a welcome bonus), the wallet holds exactly the plan's amount.
        const has = (await ledger.balance(await ledger.walletOf(user.id))).availableCents;
        if (has > cents)
          await ledger.transfer({
            id: `pot-crash-trim:${user.id}`,
            debitAccountId: await ledger.walletOf(user.id),
            creditAccountId: await ledger.systemAccount('staff_adjustments'),
            amountCents: has - cents,
            code: 'adjustment',
            userId: user.id,
          });
        else await fund(user.id, cents - has, 'start');
        people.push({ person, user, cents });
      }
      const owner = people[0]!;
      const operators = (await owner.person.persist('GET', '/api/catalogue/countries/HT/operators')).json() as {
        operators: { id: number; name: string; fixedAmountsCents: number[]; minCents: number; denominationType: string }[];
      };
      const digicel = operators.operators.find((o) => o.name === 'Digicel Haiti')!;
      const created = await owner.person.persist('POST', '/api/schedules', {
        countryIso: 'HT',
        operatorId: digicel.id,
        recipientNumber: `+509 34${20 + p} 12${plan.ending}`,
        amountCents: digicel.denominationType === 'FIXED' ? digicel.fixedAmountsCents[0]! : Math.max(digicel.minCents, 500),
        frequency: 'weekly',
        runDay: 5,
      });
      expect(created.status).toBe(200);
      const schedule = (created.json() as { schedule: { id: string; agreedTotalCents: number } }).schedule;
      for (const [m, share] of SHARES.entries()) {
        const invited = await owner.person.persist('POST', `/api/pots/${schedule.id}/invites`, { sharePercent: share });
        const token = (invited.json() as { invite: { url: string } }).invite.url.split('/pot/')[1]!;
        expect((await people[m + 1]!.person.persist('POST', `/api/pot-invites/${token}/accept`, {})).status).toBe(200);
      }
      pots.push({ plan, people, schedule });
    }

    // Today is every pot's run day (as a week passing would make it): the server's own worker sends them.
    await database.pool.query(
      `update topup_schedules set next_run_on = (now() at time zone 'UTC')::date, next_run_at = now() - interval '1 second'`,
    );
    const progress = async () => {
      const { rows } = await database.pool.query<{ runs: number }>(`select count(*)::int as runs from topup_schedule_runs`);
      return rows[0]!;
    };
    // Killed as the runs are made (while the worker claims and sends them), then twice more as soon as it is
    // back up (its first pass under way). The runs the dead processes held are taken over past their lease.
    await waitUntil(async () => (await progress()).runs > 0, 10);
    await server.kill();
    for (let crash = 0; crash < 2; crash++) {
      await server.start();
      await server.kill();
    }

    // The short member's funds come; then, past the killed worker's 60-second lease, a server finishes the day.
    const short = pots[2]!.people[2]!;
    await fund(short.user.id, 2000, 'later');
    const app = await world.inProcessApp();
    try {
      const later = new Date(Date.now() + 2 * 60_000);
      // As the worker's own timers would over the next minutes: a send the kill cut off is looked up, and
      // one the aggregator never got is sent again 5 minutes on, so each round moves the orders' clock by as much.
      for (let round = 0; round < 5; round++) {
        while ((await app.jobs.runScheduleWorker(later)) > 0);
        await database.pool.query(
          `update topup_orders set next_attempt_at = now(), sent_at = sent_at - interval '6 minutes' where state in ('reserved', 'unknown')`,
        );
        while ((await app.jobs.runTopupWorker()) > 0);
        const { rows } = await database.pool.query(`select 1 from topup_orders where state in ('reserved', 'unknown')`);
        if (rows.length === 0) break;
      }
    } finally {
      await app.close();
    }

    expect(await checkLedgerInvariants(database.pool)).toEqual([]);
    for (const { plan, people, schedule } of pots) {
      const { rows: runs } = await database.pool.query<{ state: string; topup_id: string | null; total: number }>(
        `select state, topup_id, quoted_total_cents::float8 as total from topup_schedule_runs where schedule_id = $1`,
        [schedule.id],
      );
      expect(runs, `pot ${plan.ending}: one run`).toHaveLength(1);
      expect(runs[0]!.state).toBe('sent');
      const { rows: orders } = await database.pool.query<{ id: string; state: string }>(
        `select id, state from topup_orders where user_id = $1`,
        [people[0]!.user.id],
      );
      expect(orders.map((o) => o.id)).toEqual([runs[0]!.topup_id]);
      const failed = plan.ending === '90';
      expect(orders[0]!.state).toBe(failed ? 'failed' : 'succeeded');
      const total = runs[0]!.total;
      const shares = SHARES.map((percent) => Math.floor((total * percent) / 100));
      for (const [m, share] of shares.entries()) {
        const member = people[m + 1]!;
        const { rows: moved } = await database.pool.query<{ code: string; amount: number }>(
          `select code, amount_cents::float8 as amount from ledger_transfers where id like $1 order by code`,
          [`pot:${schedule.id}:%:share:${member.user.id}%`],
        );
        expect(moved, `pot ${plan.ending}, member ${m}`).toEqual(
          failed
            ? [
                { code: 'family_share', amount: share },
                { code: 'family_share_returned', amount: share },
              ]
            : [{ code: 'family_share', amount: share }],
        );
        const added = member === short ? 2000 : 0;
        expect((await ledger.balance(await ledger.walletOf(member.user.id))).availableCents).toBe(
          member.cents + added - (failed ? 0 : share),
        );
      }
      const ownerPays = total - shares[0]! - shares[1]!;
      expect((await ledger.balance(await ledger.walletOf(people[0]!.user.id))).availableCents).toBe(
        people[0]!.cents - (failed ? 0 : ownerPays),
      );
    }
    const delivered = (
      (await (await fetch(`${env.TOPUP_API_URL}/sandbox/transactions`)).json()) as {
        transactions: { customIdentifier: string; status: string }[];
      }
    ).transactions.filter((x) => x.status === 'SUCCESSFUL');
    expect(new Set(delivered.map((x) => x.customIdentifier)).size, 'no top-up delivered twice').toBe(delivered.length);
  }, 240_000);
});
