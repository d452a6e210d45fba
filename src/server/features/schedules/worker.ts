import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { AppError } from '../../errors.js';
import type { Ledger } from '../../ledger/index.js';
import type { Actor } from '../identity/index.js';
import type { TopupService } from '../topups/index.js';
import { addDays, dayIn, dayStart, nextRunTimes, runAfter, zoneOrUtc } from './calendar.js';
import { askForFunds, askToConfirmPrice, remindTomorrow, tellNotSent } from './notices.js';
import { everyShareCovered, potSharesOf, remindShortMembers, sendPotRun, tellShort } from './pot-run.js';
import { priceMoved } from './price.js';
import * as store from './store.js';

/** How long a claimed run is one worker's before another may take it over (the first died mid-run). */
const LEASE_MS = 60_000;
const BATCH = 20;

export interface ScheduleWorkerDeps {
  pool: pg.Pool;
  ledger: Ledger;
  topups: Pick<TopupService, 'quote' | 'send' | 'groupPlacer' | 'nudge'>;
  /** The person a run sends as; null once they are gone or blocked (the run is skipped). */
  actingAs(userId: string): Promise<Actor | null>;
  availableOf(userId: string): Promise<number>;
  log: FastifyBaseLogger;
}

/** The top-up a run sends is keyed by the run: however often the run is tried, one top-up is made. */
const runKey = (run: Pick<store.RunRow, 'schedule_id' | 'run_on'>) => `schedule:${run.schedule_id}:${run.run_on}`;

/**
 * One pass at `now`: schedules whose day began where their person lives become runs (once each: the run's
 * key is that day), reminders go out from the start of the day before, and each run due, taken over from a
 * worker that died, or waiting for funds that came is claimed by one worker and sent. Returns how many runs
 * it worked on.
 */
export async function runScheduleWorker(deps: ScheduleWorkerDeps, now: Date): Promise<number> {
  await deps.ledger.transaction(async (tx) => {
    await store.closeStaleRuns(tx.client, now);
    for (const s of await store.lockDueSchedules(tx.client, now, 100)) {
      const zone = zoneOrUtc(s.time_zone);
      const today = dayIn(now, zone);
      // A run late (the server was down on its day) is sent once, today: one run for the days missed.
      await store.insertRun(tx.client, { ...s, next_run_on: today }, dayStart(addDays(today, 1), zone));
      await store.updateSchedule(tx.client, s.id, nextRunTimes(runAfter(s.next_run_on, s.frequency, s.run_day, today), zone));
    }
    for (const s of await store.lockToRemind(tx.client, now, 100)) {
      await remindTomorrow(tx.client, s, s.next_run_on);
      // A family pot's members short of their share are reminded too (ADR 0074).
      await remindShortMembers(tx, s, s.next_run_on);
      await store.markReminded(tx.client, s.id, s.next_run_on);
    }
  });
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  const claimed = await store.claimDueRuns(deps.pool, now, leaseUntil, BATCH);
  for (const waiting of await store.waitingRuns(deps.pool, now, BATCH)) {
    // Funds came (a PayPal payment, a refund): worth pricing again; until then no quote is made each pass.
    if (!(await fundsCame(deps, waiting))) continue;
    const run = await store.claimRunIn(deps.pool, waiting, 'waiting_funds', leaseUntil);
    if (run) claimed.push(run);
  }
  for (const run of claimed) {
    await sendRun(deps, run).catch((error) =>
      // Left running: when its lease ends a pass takes it over, and the run's key keeps it to one top-up.
      deps.log.error({ err: error, scheduleId: run.schedule_id, runOn: run.run_on }, 'scheduled top-up run failed; it will be retried'),
    );
  }
  return claimed.length;
}

/** A waiting run's money is there: the person's wallet covers its price, or, for a family pot, each share is covered. */
async function fundsCame(deps: ScheduleWorkerDeps, waiting: store.RunRow): Promise<boolean> {
  const s = await store.scheduleById(deps.pool, waiting.schedule_id);
  const shares = s ? await potSharesOf(deps.pool, s, waiting.quoted_total_cents ?? s.agreed_total_cents) : null;
  if (shares) return everyShareCovered(deps, shares);
  return (await deps.availableOf(waiting.user_id)) >= (waiting.quoted_total_cents ?? 0);
}

async function finish(
  deps: ScheduleWorkerDeps,
  run: store.RunRow,
  change: store.RunChange,
  tell?: (client: pg.PoolClient) => Promise<void>,
) {
  await deps.ledger.transaction(async (tx) => {
    if ((await store.setRun(tx.client, run, change)) && tell) await tell(tx.client);
  });
}

async function sendRun(deps: ScheduleWorkerDeps, run: store.RunRow): Promise<void> {
  const s = await store.scheduleById(deps.pool, run.schedule_id);
  if (!s || s.status !== 'active') return finish(deps, run, { state: 'skipped', reason: s ? s.status.toUpperCase() : 'CANCELLED' });
  const actor = await deps.actingAs(s.user_id);
  if (!actor) return finish(deps, run, { state: 'skipped', reason: 'ACCOUNT_CLOSED' });
  let quoteId = run.quote_id;
  if (!quoteId) {
    let quote;
    try {
      quote = await deps.topups.quote(actor, {
        countryIso: s.country_iso,
        operatorId: s.operator_id,
        recipientNumber: s.recipient_number,
        amountCents: s.amount_cents,
        paymentMethod: 'wallet',
        textRecipient: s.text_recipient,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return finish(deps, run, { state: 'failed', reason: error.code }, (client) => tellNotSent(client, s, run.run_on));
    }
    const priced = { quotedTotalCents: quote.totalCents, quotedLocalAmount: quote.localAmount };
    const agreed = { totalCents: s.agreed_total_cents, localAmount: s.agreed_local_amount };
    if (priceMoved(agreed, { totalCents: quote.totalCents, localAmount: quote.localAmount })) {
      return finish(deps, run, { state: 'needs_confirmation', quoteId: null, ...priced }, (client) =>
        askToConfirmPrice(client, s, run.run_on, quote.totalCents),
      );
    }
    // Kept before sending: a worker taking this run over after a crash sends this quote, and a top-up
    // already made with it under the run's key is answered again instead of made twice.
    await store.setRunQuote(deps.pool, run, { state: 'running', quoteId: quote.id, ...priced });
    quoteId = quote.id;
    run = { ...run, quote_id: quote.id, quoted_total_cents: quote.totalCents };
  }
  try {
    // A family pot (ADR 0074): the members' shares and the top-up in one commit, or the run waits for whoever is short.
    const totalCents = run.quoted_total_cents ?? s.agreed_total_cents;
    const shares = await potSharesOf(deps.pool, s, totalCents);
    if (shares) {
      const outcome = await sendPotRun(deps, run, s, actor, { id: quoteId, totalCents }, shares);
      if (!('short' in outcome)) return;
      const { short, shares: read } = outcome;
      const shortCents = Math.max(short.cents - (await deps.availableOf(short.userId)), 1);
      return finish(deps, run, { state: 'waiting_funds', quoteId: null }, (client) =>
        tellShort(client, s, run.run_on, short, read, shortCents),
      );
    }
    const { topup } = await deps.topups.send(actor, quoteId, runKey(run));
    await finish(deps, run, { state: 'sent', topupId: topup.id, reason: null });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'INSUFFICIENT_FUNDS') {
      // Not sent: the person is asked to add funds; a pass later today sends it once they are there.
      return finish(deps, run, { state: 'waiting_funds', quoteId: null }, (client) =>
        askForFunds(client, s, run.run_on, run.quoted_total_cents ?? s.agreed_total_cents),
      );
    }
    // The held price ran out (a long outage, a takeover): priced again on the next pass.
    if (error.code === 'QUOTE_EXPIRED') return finish(deps, run, { state: 'due', quoteId: null });
    return finish(deps, run, { state: 'failed', reason: error.code }, (client) => tellNotSent(client, s, run.run_on));
  }
}
