/** What other features may use from automatic top-ups: the repeat card of a delivered top-up and the upcoming runs. */
export { RepeatCard } from './RepeatCard';
export { UpcomingSchedules } from './UpcomingSchedules';
// For the send screen's "Repeat this top-up automatically" (set up once the send succeeds).
export { defaultRepeat, RepeatFields } from './RepeatFields';
export { WalletOnlyNote } from './WalletOnlyNote';
export { createSchedule, formatDay } from './schedules-api';
// For family plans (ADR 0074): the person's automatic top-ups, one of which they share.
export { useSchedules } from './schedules-api';
