import type { ScheduleFrequency } from '../../../shared/schedules.js';

/**
 * The days a schedule runs on, as UTC calendar days (YYYY-MM-DD). A day, not an instant: the worker sends a
 * day's run once, at the first pass of that day, and a run short of funds waits until that day ends.
 */

const DAY_MS = 24 * 60 * 60_000;

export const dayOf = (instant: Date): string => instant.toISOString().slice(0, 10);
const toDate = (day: string) => new Date(`${day}T00:00:00.000Z`);
export const addDays = (day: string, days: number): string => dayOf(new Date(toDate(day).getTime() + days * DAY_MS));

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
