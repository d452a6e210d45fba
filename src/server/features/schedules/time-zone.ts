import type pg from 'pg';
import { nextRunTimes } from './calendar.js';
import * as store from './store.js';

/**
 * The person's time zone changed (Settings, or the browser's kept for the first time; ADR 0065): each of
 * their schedules keeps its next run day, which now begins, and is reminded of, at that day's start in the
 * new zone. Called by the account feature in the transaction that changes the zone. Runs already made keep
 * the end of day they were made with.
 */
export async function retimeSchedulesOf(client: pg.PoolClient, userId: string, timeZone: string): Promise<void> {
  for (const s of await store.lockLiveSchedulesOf(client, userId)) {
    const { next_run_at, remind_at } = nextRunTimes(s.next_run_on, timeZone);
    await store.updateSchedule(client, s.id, { next_run_at, remind_at });
  }
}
