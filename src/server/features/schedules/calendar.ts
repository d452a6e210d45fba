import { Temporal } from '@js-temporal/polyfill';
import type { ScheduleFrequency } from '../../../shared/schedules.js';

/**
 * The days a schedule runs on, as calendar days (YYYY-MM-DD) in the person's time zone (ADR 0065). A day,
 * not an instant: the worker sends a day's run once, at the first pass after that day begins where the
 * person lives, and a run short of funds waits until that day ends there. The arithmetic on days below is
 * on plain calendar dates (no zone); only `dayIn` and `dayStart` meet instants, through Temporal, so a day
 * 23 or 25 hours long (DST) is still one day with one run.
 */

const DAY_MS = 24 * 60 * 60_000;

/** A person without a time zone yet (the browser has not sent one) lives on UTC days, as everyone once did. */
export const zoneOrUtc = (timeZone: string | null | undefined): string => timeZone ?? 'UTC';

/** The calendar day an instant falls on in a time zone. */
export const dayIn = (instant: Date, timeZone: string): string =>
  Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timeZone).toPlainDate().toString();

/**
 * The instant a calendar day begins in a time zone: its midnight, or, where the clocks jump forward at
 * midnight (Havana, Santiago…), the first instant that exists that day (Temporal's startOfDay).
 */
export const dayStart = (day: string, timeZone: string): Date =>
  new Date(Temporal.PlainDate.from(day).toZonedDateTime({ timeZone }).startOfDay().epochMilliseconds);

const toDate = (day: string) => new Date(`${day}T00:00:00.000Z`);
const dayOf = (instant: Date): string => instant.toISOString().slice(0, 10);
export const addDays = (day: string, days: number): string => dayOf(new Date(toDate(day).getTime() + days * DAY_MS));

/**
 * A schedule's next run as its row keeps it: the day, when that day begins where the person lives (the run
 * is due from then), and when the day before begins (the reminder goes out from then).
 */
export const nextRunTimes = (day: string, timeZone: string) => ({
  next_run_on: day,
  next_run_at: dayStart(day, timeZone),
  remind_at: dayStart(addDays(day, -1), timeZone),
});

/** The month after `day`'s, on the day of the month `runDay` (1–28, so every month has it). */
function nextMonthly(day: string, runDay: number): string {
  const date = toDate(day);
  return dayOf(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, runDay)));
}

/** The first run day strictly after `today`: a schedule set (or changed) today starts with the next one. */
export function firstRunAfter(today: string, frequency: ScheduleFrequency, runDay: number): string {
  const date = toDate(today);
  if (frequency === 'monthly') {
    const thisMonth = dayOf(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), runDay)));
    return thisMonth > today ? thisMonth : nextMonthly(today, runDay);
  }
  const ahead = (runDay - date.getUTCDay() + 7) % 7 || 7;
  return addDays(today, ahead);
}

/** The run after `runOn`, on the schedule's cadence, and after `today` (days missed while down are not all sent). */
export function runAfter(runOn: string, frequency: ScheduleFrequency, runDay: number, today: string): string {
  let next = runOn;
  do {
    next = frequency === 'monthly' ? nextMonthly(next, runDay) : addDays(next, frequency === 'weekly' ? 7 : 14);
  } while (next <= today);
  return next;
}

/** `count` run days from `first` on. */
export function upcomingRuns(first: string, frequency: ScheduleFrequency, runDay: number, count: number): string[] {
  const days = [first];
  while (days.length < count) days.push(runAfter(days[days.length - 1]!, frequency, runDay, days[days.length - 1]!));
  return days;
}
