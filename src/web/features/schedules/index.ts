/** What other features may use from automatic top-ups: the repeat card of a delivered top-up and the upcoming runs. */
export { RepeatCard } from './RepeatCard';
export { UpcomingSchedules } from './UpcomingSchedules';
