/**
 * `npm run bench:pot-runs`: what a family pot's run costs (ADR 0074) beside a plain automatic top-up's run,
 * the baseline, measured in the same run on the same app and database. Twenty plain schedules come due and
 * one worker pass sends them; then twenty pots of three people (an owner and two members at 30 % each) come
 * due and one pass sends those. Prints, per run, the pass's milliseconds and the statements it sent to the
 * database, and the ratio; two rounds, the first a warm-up. It needs DATABASE_URL (a scratch database on that
 * PostgreSQL server): the integration harness it borrows finds its embedded engine through vitest's global
 * setup. The top-ups' delivery (the same for both) is not counted. Never fails a build on speed.
 */
import { potOf } from '../tests/integration/pots/pots-kit';
import { at } from '../tests/integration/schedules/schedules-kit';
import { personWith, startTopupApp } from '../tests/integration/topups/topups-kit';
import { weeklySchedule } from '../tests/integration/schedules/schedules-kit';
import { checkLedgerInvariants } from '../src/server/ledger/index';

const RUNS = 20;

async function main() {
  const t = await startTopupApp();
  let statements = 0;
  t.database.onQuery(() => statements++);
  try {
    // Two rounds, each a pass of plain runs then a pass of pots' runs; the first warms the app up and is not shown.
    let plain: Figure | null = null;
    let pots: Figure | null = null;
    for (let round = 0; round < 2; round++) {
      let runOn = '';
      for (let i = 0; i < RUNS; i++) runOn = (await weeklySchedule((await personWith(t, 5000)).client)).runOn;
      plain = await pass(t, runOn, () => statements);
      for (let i = 0; i < RUNS; i++)
        await potOf(t, 5000, [
          { cents: 3000, sharePercent: 30 },
          { cents: 3000, sharePercent: 30 },
        ]);
      pots = await pass(t, runOn, () => statements);
    }
    const problems = await checkLedgerInvariants(t.database.pool);
    const row = (name: string, figure: Figure) =>
      `| ${name} | ${figure.sent} | ${(figure.ms / figure.sent).toFixed(1)} | ${(figure.statements / figure.sent).toFixed(1)} |`;
    console.log(`\nFamily pot runs (${t.database.engine}, ${RUNS} runs per pass, one pass each)\n`);
    console.log('| run | sent | ms per run | statements per run |');
    console.log('|---|---|---|---|');
    console.log(row('plain automatic top-up (baseline)', plain!));
    console.log(row('family pot of three', pots!));
    console.log(
      `\nratio: ${(pots!.ms / pots!.sent / (plain!.ms / plain!.sent)).toFixed(2)}× the time, ${(pots!.statements / pots!.sent / (plain!.statements / plain!.sent)).toFixed(2)}× the statements; ledger invariants: ${problems.length === 0 ? 'hold' : JSON.stringify(problems)}`,
    );
  } finally {
    await t.close();
  }
}

interface Figure {
  sent: number;
  ms: number;
  statements: number;
}

/** One worker pass on the run day: how many runs it sent, in how long, with how many statements. */
async function pass(t: Awaited<ReturnType<typeof startTopupApp>>, runOn: string, count: () => number): Promise<Figure> {
  const before = count();
  const started = performance.now();
  const sent = await t.app.jobs.runScheduleWorker(at(runOn));
  return { sent, ms: performance.now() - started, statements: count() - before };
}

await main();
