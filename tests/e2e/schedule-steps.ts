import pg from 'pg';
import { readEmbeddedUrl } from '../../src/server/db/embedded-address';
import { expect } from './fixtures';

/**
 * Automatic top-ups' days in the journeys (docs/product-rules.md#automatic-topups): production has no test-only
 * way to move its clock (ADR 0034), so a journey moves a schedule's next day to today in the running server's
 * database, as a week passing would, and the server, on its real clock, sends it at its next pass (every 5 s).
 */

const PORT = Number(process.env.E2E_PORT ?? 3210);
/** The aggregator sandbox's control API (playwright.config.ts fixes its port). */
const AGGREGATOR_URL = `http://127.0.0.1:${PORT + 5}`;

/** A week passes: the active automatic top-up of the person with this email is due today, in their time zone. */
export async function bringNextRunToToday(email: string): Promise<void> {
  const client = new pg.Client({ connectionString: (await readEmbeddedUrl(process.env.E2E_DATA_DIR!))! });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `update topup_schedules s set next_run_on = (now() at time zone coalesce(u.time_zone, 'UTC'))::date, next_run_at = now()
         from users u where u.id = s.user_id and u.email = $1 and s.status = 'active'`,
      [email],
    );
    expect(rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

/**
 * The sandbox refuses a second top-up to one number within 2 minutes, as operators do; a week passes in these
 * journeys in seconds, so the rule is off while they run (and back on for the journeys after them: the specs
 * that turn it off run with the shared-state ones, playwright.config.ts).
 */
export async function recentRechargeRule(on: boolean): Promise<void> {
  const response = await fetch(`${AGGREGATOR_URL}/sandbox/settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ recentRechargeRule: on }),
  });
  expect(response.ok).toBe(true);
}
