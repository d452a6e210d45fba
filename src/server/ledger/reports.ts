import type { Queryable } from './types.js';

/**
 * What an account gained per UTC day since `since`: posted credits minus posted debits (posted and
 * post_pending transfers; a hold still pending or voided counts nowhere). Read-only, for reports such as the
 * admin overview's revenue per day (the `fee_revenue` account). Days without a movement are absent.
 */
export async function dailyNetOf(db: Queryable, accountId: string, since: Date): Promise<{ day: string; netCents: number }[]> {
  const { rows } = await db.query<{ day: string; net: number }>(
    `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
            sum(case when credit_account_id = $1 then amount_cents else -amount_cents end)::bigint as net
       from ledger_transfers
      where (credit_account_id = $1 or debit_account_id = $1) and kind in ('posted', 'post_pending') and created_at >= $2
      group by 1 order by 1`,
    [accountId, since],
  );
  return rows.map((row) => ({ day: row.day, netCents: row.net }));
}
