/**
 * The automatic top-ups' fixed figures (issue 15, ADR 0034), apart from their zod schemas (api/schedules.ts)
 * so that a screen showing them does not load zod for three constants.
 */

export const SCHEDULE_FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

/** A run whose price moved more than this since the schedule was set (or last confirmed) asks the person first. */
export const PRICE_TOLERANCE_PERCENT = 5;
/** How many automatic top-ups a person may have that are not cancelled. */
export const MAX_SCHEDULES = 20;
/** Monthly runs are on days 1–28, so every month has the day. */
export const LAST_MONTHLY_DAY = 28;
