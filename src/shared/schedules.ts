/**
 * The automatic top-ups' fixed figures (docs/product-rules.md#automatic-topups, ADR 0034), apart from their zod schemas (api/schedules.ts)
 * so that a screen showing them does not load zod for three constants.
 */

export const SCHEDULE_FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

/** A run whose price moved more than this since the schedule was set (or last confirmed) asks the person first. */
export const PRICE_TOLERANCE_PERCENT = 5;
/** A person may keep this many schedules (active or paused) at once: plenty for a family, a bound for abuse. */
export const MAX_SCHEDULES = 20;
/** Monthly runs are on days 1–28, so every month has the day. */
export const LAST_MONTHLY_DAY = 28;
