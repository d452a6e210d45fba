import { z } from 'zod';
import { countryIso, recipientNumber, topupAmount } from './topups';
import { cents } from './wallet';
import { LAST_MONTHLY_DAY, SCHEDULE_FREQUENCIES, type ScheduleFrequency } from '../schedules';

/**
 * Automatic top-ups (docs/product-rules.md#automatic-topups, ADR 0034): one top-up repeated every week, two weeks or month on a chosen
 * day, paid from the wallet. Days are UTC calendar days written YYYY-MM-DD.
 */

const SCHEDULE_STATUSES = ['active', 'paused', 'cancelled'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];
/**
 * due: to send; running: a worker has it; waiting_funds: the wallet was short (sent if funds arrive that day);
 * needs_confirmation: the price moved beyond the tolerance; sent; skipped (paused, cancelled); missed (the day
 * ended waiting); failed (refused, e.g. the operator is off).
 */
const SCHEDULE_RUN_STATES = ['due', 'running', 'waiting_funds', 'needs_confirmation', 'sent', 'skipped', 'missed', 'failed'] as const;
export type ScheduleRunState = (typeof SCHEDULE_RUN_STATES)[number];

const runDay = z.number().int('validation.scheduleDay').min(0, 'validation.scheduleDay').max(LAST_MONTHLY_DAY, 'validation.scheduleDay');

/** Weekly and every two weeks: a weekday (0 Sunday … 6 Saturday); monthly: a day of the month (1–28). */
const withDay = <T extends { frequency: ScheduleFrequency; runDay: number }>(value: T, ctx: z.RefinementCtx) => {
  const ok = value.frequency === 'monthly' ? value.runDay >= 1 : value.runDay <= 6;
  if (!ok) ctx.addIssue({ code: 'custom', path: ['runDay'], message: 'validation.scheduleDay' });
};

const timing = { frequency: z.enum(SCHEDULE_FREQUENCIES), runDay };

export const scheduleCreateRequest = z
  .object({
    countryIso,
    operatorId: z.number().int().positive(),
    recipientNumber,
    amountCents: topupAmount,
    textRecipient: z.boolean().optional(),
    ...timing,
  })
  .superRefine(withDay);
export type ScheduleCreateRequest = z.infer<typeof scheduleCreateRequest>;

/** Edit: the amount, how often and the day (the number and operator make a new schedule). */
export const scheduleUpdateRequest = z.object({ amountCents: topupAmount, ...timing }).superRefine(withDay);
export type ScheduleUpdateRequest = z.infer<typeof scheduleUpdateRequest>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.scheduleDate');
export const scheduleIdParams = z.object({ id: z.string().uuid() });
export const scheduleRunParams = z.object({ id: z.string().uuid(), runOn: day });

const scheduleRun = z.object({
  runOn: z.string(),
  state: z.enum(SCHEDULE_RUN_STATES),
  /** The top-up it sent (sent runs). */
  topupId: z.string().nullable(),
  /** Today's price (waiting for funds, or asking to confirm a moved price). */
  quotedTotalCents: cents.nullable(),
  quotedLocalAmount: z.string().nullable(),
  /** Waiting for funds: what to add so it can be sent. */
  shortfallCents: cents.nullable(),
  /** Why it failed or was skipped: a top-up error code. */
  reason: z.string().nullable(),
});

const schedule = z.object({
  id: z.string(),
  countryIso: z.string(),
  operatorId: z.number().int(),
  operatorName: z.string(),
  recipientNumber: z.string(),
  amountCents: cents,
  textRecipient: z.boolean(),
  frequency: z.enum(SCHEDULE_FREQUENCIES),
  runDay: z.number().int(),
  /** Always the wallet: the PayPal contract has no billing agreements (ADR 0034). */
  paymentMethod: z.literal('wallet'),
  /** The price agreed when it was set (or last confirmed), the tolerance's reference. */
  agreedTotalCents: cents,
  agreedLocalAmount: z.string(),
  localCurrency: z.string(),
  status: z.enum(SCHEDULE_STATUSES),
  /** The next days it runs on, days in the person's time zone (none once paused or cancelled). */
  upcoming: z.array(z.string()),
  /** Runs still open (waiting for funds, asking to confirm), then the latest ones, newest first. */
  runs: z.array(scheduleRun),
  createdAt: z.string(),
});
export type Schedule = z.infer<typeof schedule>;

export const scheduleResponse = z.object({ schedule });
export const schedulesResponse = z.object({
  schedules: z.array(schedule),
  /** The percentage a price may move before a run asks first. */
  priceTolerancePercent: z.number().int(),
  /** The time zone the run days are in: the person's (Settings), or UTC until their browser sent one (ADR 0065). */
  timeZone: z.string(),
});
export type SchedulesResponse = z.infer<typeof schedulesResponse>;
