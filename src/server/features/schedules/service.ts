import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Schedule, ScheduleCreateRequest, ScheduleUpdateRequest, SchedulesResponse } from '../../../shared/api/schedules.js';
import { MAX_SCHEDULES, PRICE_TOLERANCE_PERCENT } from '../../../shared/schedules.js';
import { AppError } from '../../errors.js';
import type { Ledger } from '../../ledger/index.js';
import type { Actor } from '../identity/index.js';
import { keyReused, requestDigest } from '../idempotency.js';
import type { TopupService } from '../topups/index.js';
import { dayIn, firstRunAfter, nextRunTimes, upcomingRuns, zoneOrUtc } from './calendar.js';
import * as store from './store.js';

export interface ScheduleServiceDeps {
  pool: pg.Pool;
  ledger: Ledger;
  /** The top-up service prices every schedule as it prices a top-up: the same rules of number and amount. */
  topups: Pick<TopupService, 'quote'>;
  /** What the person's wallet can pay now (a run waiting for funds says what is missing). */
  availableOf(userId: string): Promise<number>;
  /** The time "today" is read from: tests move it; the real clock in production. */
  clock: () => Date;
}

/** The runs shown per schedule: open ones and the latest few. */
const RUNS_SHOWN = 5;
const UPCOMING_SHOWN = 3;

export type ScheduleService = ReturnType<typeof createScheduleService>;

export function createScheduleService(deps: ScheduleServiceDeps) {
  const { pool, ledger, topups, clock } = deps;
  /** The person's days are their own (ADR 0065): today where they live, and their runs' days in that zone. */
  const zoneOf = (actor: Actor) => zoneOrUtc(actor.user.timeZone);
  const today = (actor: Actor) => dayIn(clock(), zoneOf(actor));
  const nextRunAfterToday = (actor: Actor, frequency: ScheduleCreateRequest['frequency'], runDay: number) =>
    nextRunTimes(firstRunAfter(today(actor), frequency, runDay), zoneOf(actor));

  async function own(actor: Actor, id: string): Promise<store.ScheduleRow> {
    const row = await store.ownSchedule(pool, actor.user.id, id);
    if (!row) throw new AppError('NOT_FOUND', 'No such automatic top-up.');
    return row;
  }

  /** Today's price of the top-up, checked by every rule a top-up is (the operator, the number, the amount). */
  const price = (
    actor: Actor,
    s: Pick<ScheduleCreateRequest, 'countryIso' | 'operatorId' | 'recipientNumber' | 'amountCents' | 'textRecipient'>,
  ) => topups.quote(actor, { ...s, paymentMethod: 'wallet' });

  async function present(rows: store.ScheduleRow[], userId: string): Promise<Schedule[]> {
    const runs = await store.runsOf(
      pool,
      rows.map((r) => r.id),
      RUNS_SHOWN,
    );
    const waiting = runs.some((run) => run.state === 'waiting_funds');
    const available = waiting ? await deps.availableOf(userId) : 0;
    return rows.map((s) => ({
      id: s.id,
      countryIso: s.country_iso,
      operatorId: s.operator_id,
      operatorName: s.operator_name,
      recipientNumber: s.recipient_number,
      amountCents: s.amount_cents,
      textRecipient: s.text_recipient,
      frequency: s.frequency,
      runDay: s.run_day,
      paymentMethod: 'wallet' as const,
      agreedTotalCents: s.agreed_total_cents,
      agreedLocalAmount: s.agreed_local_amount,
      localCurrency: s.local_currency,
      status: s.status,
      upcoming: s.status === 'active' ? upcomingRuns(s.next_run_on, s.frequency, s.run_day, UPCOMING_SHOWN) : [],
      runs: runs
        .filter((run) => run.schedule_id === s.id)
        .map((run) => ({
          runOn: run.run_on,
          state: run.state,
          topupId: run.topup_id,
          quotedTotalCents: run.quoted_total_cents,
          quotedLocalAmount: run.quoted_local_amount,
          shortfallCents:
            run.state === 'waiting_funds' && run.quoted_total_cents !== null ? Math.max(run.quoted_total_cents - available, 0) : null,
          reason: run.reason,
        })),
      createdAt: s.created_at.toISOString(),
    }));
  }
  const presentOne = async (row: store.ScheduleRow) => (await present([row], row.user_id))[0]!;

  return {
    async list(actor: Actor): Promise<SchedulesResponse> {
      const rows = await store.schedulesOf(pool, actor.user.id);
      return {
        schedules: await present(rows, actor.user.id),
        priceTolerancePercent: PRICE_TOLERANCE_PERCENT,
        timeZone: zoneOf(actor),
      };
    },

    /**
     * Sets a top-up to repeat: priced now (that price is what later runs are compared with), first run after
     * today. With an Idempotency-Key, a retry of the same press answers the schedule it made, never a second;
     * the same key with another body is refused (409), as a top-up's is.
     */
    async create(actor: Actor, request: ScheduleCreateRequest, idempotencyKey: string | null = null): Promise<Schedule> {
      const digest = idempotencyKey ? requestDigest(request) : null;
      const replayed = async (): Promise<Schedule | null> => {
        const made = idempotencyKey ? await store.scheduleByKey(pool, actor.user.id, idempotencyKey) : null;
        if (!made) return null;
        // Made before digests were kept (null): the key alone answers, as it did then.
        if (made.request_digest !== null && made.request_digest !== digest) throw keyReused();
        return presentOne(made);
      };
      const earlier = await replayed();
      if (earlier) return earlier;
      const quote = await price(actor, request);
      const row = await store.insertScheduleWithinLimit(
        pool,
        {
          id: randomUUID(),
          user_id: actor.user.id,
          country_iso: quote.countryIso,
          operator_id: quote.operatorId,
          operator_name: quote.operatorName,
          recipient_number: quote.recipientNumber,
          amount_cents: quote.amountCents,
          text_recipient: quote.textRecipient,
          frequency: request.frequency,
          run_day: request.runDay,
          agreed_total_cents: quote.totalCents,
          agreed_local_amount: quote.localAmount,
          local_currency: quote.localCurrency,
          ...nextRunAfterToday(actor, request.frequency, request.runDay),
          idempotency_key: idempotencyKey,
          request_digest: digest,
        },
        MAX_SCHEDULES,
      );
      if (row === 'full')
        throw new AppError(
          'CONFLICT',
          `You have ${MAX_SCHEDULES} automatic top-ups already. Cancel one to add another.`,
          undefined,
          'scheduleLimitReached',
        );
      // Null: the same press, retried at the same moment, made it first.
      return row ? presentOne(row) : (await replayed())!;
    },

    /** A new amount, cadence or day: priced again (the new agreed price), next run after today. */
    async update(actor: Actor, id: string, request: ScheduleUpdateRequest): Promise<Schedule> {
      const s = await own(actor, id);
      if (s.status === 'cancelled')
        throw new AppError('CONFLICT', 'This automatic top-up was cancelled. Set up a new one.', undefined, 'scheduleCancelled');
      const quote = await price(actor, {
        countryIso: s.country_iso,
        operatorId: s.operator_id,
        recipientNumber: s.recipient_number,
        amountCents: request.amountCents,
        textRecipient: s.text_recipient,
      });
      await store.updateSchedule(pool, id, {
        amount_cents: quote.amountCents,
        frequency: request.frequency,
        run_day: request.runDay,
        agreed_total_cents: quote.totalCents,
        agreed_local_amount: quote.localAmount,
        ...nextRunAfterToday(actor, request.frequency, request.runDay),
      });
      return presentOne((await store.ownSchedule(pool, actor.user.id, id))!);
    },

    async pause(actor: Actor, id: string): Promise<Schedule> {
      const s = await own(actor, id);
      if (s.status !== 'active')
        throw new AppError('CONFLICT', 'Only an active automatic top-up can be paused.', undefined, 'scheduleNotActive');
      await store.updateSchedule(pool, id, { status: 'paused' });
      return presentOne({ ...s, status: 'paused' });
    },

    /** Resumed: the next run day after today (the days it was paused are not made up). */
    async resume(actor: Actor, id: string): Promise<Schedule> {
      const s = await own(actor, id);
      if (s.status !== 'paused')
        throw new AppError('CONFLICT', 'Only a paused automatic top-up can be resumed.', undefined, 'scheduleNotPaused');
      const next = nextRunAfterToday(actor, s.frequency, s.run_day);
      await store.updateSchedule(pool, id, { status: 'active', ...next });
      return presentOne({ ...s, status: 'active', next_run_on: next.next_run_on });
    },

    async cancel(actor: Actor, id: string): Promise<Schedule> {
      const s = await own(actor, id);
      if (s.status !== 'cancelled') await store.updateSchedule(pool, id, { status: 'cancelled' });
      return presentOne({ ...s, status: 'cancelled' });
    },

    /**
     * The person accepts today's moved price: it becomes the agreed one and the run is due again (the
     * worker prices it afresh and sends it, within the tolerance of the price just accepted).
     */
    async confirmPrice(actor: Actor, id: string, runOn: string): Promise<Schedule> {
      await own(actor, id);
      await ledger.transaction(async (tx) => {
        const run = await store.runOf(tx.client, id, runOn, true);
        if (!run || run.state !== 'needs_confirmation' || run.run_on !== today(actor))
          throw new AppError(
            'CONFLICT',
            'This run no longer waits for a confirmation. Check its state on the list.',
            undefined,
            'scheduleRunNotWaiting',
          );
        await store.updateSchedule(tx.client, id, {
          agreed_total_cents: run.quoted_total_cents!,
          agreed_local_amount: run.quoted_local_amount!,
        });
        await store.setRun(tx.client, run, { state: 'due', quoteId: null }, 'needs_confirmation');
      });
      return presentOne((await store.ownSchedule(pool, actor.user.id, id))!);
    },
  };
}

/** The automatic top-up runs' queue for the metrics (ADR 0060). */
export async function queueStats(pool: pg.Pool): Promise<{ queue: string; depth: number; oldestDueSeconds: number }[]> {
  return [{ queue: 'schedule_runs', ...(await store.dueStats(pool)) }];
}
