import type pg from 'pg';
import { AppError } from '../errors.js';

/**
 * A fixed-window counter per key in `rate_limits` (the table better-auth's limits use too), so every
 * instance shares it. One statement: concurrent calls cannot both slip under the limit.
 */
export async function consumeRateLimit(pool: pg.Pool, key: string, limit: { window: number; max: number }): Promise<void> {
  const now = Date.now();
  const { rows } = await pool.query<{ count: number }>(
    `insert into rate_limits (id, key, count, last_request) values ($1, $1, 1, $2)
     on conflict (key) do update set
       count = case when rate_limits.last_request < $2 - $3 then 1 else rate_limits.count + 1 end,
       last_request = case when rate_limits.last_request < $2 - $3 then $2 else rate_limits.last_request end
     returning count`,
    [key, now, limit.window * 1000],
  );
  if ((rows[0]?.count ?? 0) > limit.max) {
    throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait a moment and try again.');
  }
}
