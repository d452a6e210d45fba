/**
 * The machine's limit: the rows a delivered wallet top-up leaves (its quote and order, the hold, its
 * posting, the cost and the fee transfers, the wallet's counters) written by minimal raw SQL, one
 * transaction per top-up, by as many clients at once as the product had connections. Each client writes
 * its own person's wallet: no shared hot row, unless `hotRows` adds today's one-row-per-system-account
 * update (locked first, as the ledger does) to show what that alone costs.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
// Bigints arrive as numbers here as in the server: every pool reads them through the one guarded parser.
import '../../src/server/db/int8';
import type { Person } from './people';

export interface BaselineResult {
  topupsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

const SYSTEM = { clearing: 'system:topup_clearing', float: 'system:aggregator_float', fees: 'system:fee_revenue' };

export async function runRawSql(databaseUrl: string, people: Person[], seconds: number, hotRows = false): Promise<BaselineResult> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: people.length });
  for (const [code, id] of Object.entries({ topup_clearing: SYSTEM.clearing, aggregator_float: SYSTEM.float, fee_revenue: SYSTEM.fees })) {
    await pool.query(`insert into ledger_accounts (id, kind) values ($1, $2) on conflict do nothing`, [id, code]);
  }
  const latencies: number[] = [];
  let errors = 0;
  const stopAt = Date.now() + seconds * 1000;
  const client = async (person: Person) => {
    const connection = await pool.connect();
    try {
      while (Date.now() < stopAt) {
        const started = performance.now();
        try {
          await oneTopup(connection, person.userId, hotRows);
          latencies.push(performance.now() - started);
        } catch (error) {
          errors++;
          await connection.query('rollback').catch(() => {});
          if (errors === 1) console.error('raw SQL baseline:', error);
        }
      }
    } finally {
      connection.release();
    }
  };
  await Promise.all(people.map(client));
  await pool.end();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN);
  return { topupsPerSecond: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors };
}

async function oneTopup(db: pg.PoolClient, userId: string, hotRows: boolean) {
  const id = randomUUID();
  const wallet = `wallet:${userId}`;
  const amount = 1000;
  const fee = 70;
  await db.query('begin');
  if (hotRows) {
    // Locked in id order (ORDER BY runs below the row locks), first, as lockAccounts does today.
    await db.query(
      `with locked as (select id from ledger_accounts where id = any($1::text[]) order by id for update)
       update ledger_accounts a set credits_posted = credits_posted + 0 from locked where a.id = locked.id`,
      [[SYSTEM.clearing, SYSTEM.float, SYSTEM.fees]],
    );
  }
  await db.query(
    `with q as (
       insert into topup_quotes (id, user_id, country_iso, operator_id, operator_name, recipient_number, amount_cents, fx_rate,
                                 local_amount, local_currency, topup_fee_cents, wallet_fee_cents, paypal_fee_cents, total_cents,
                                 wallet_charge_cents, payment_method, expires_at)
       values ($1, $2, 'HT', 1, 'Digicel Haiti', '+50934101200', $3, '130.5', '1305.00', 'HTG', $4, 0, 0, $3::bigint + $4::bigint, $3::bigint + $4::bigint, 'wallet',
               now() + interval '10 minutes')
       returning id)
     insert into topup_orders (id, user_id, quote_id, state, paid_at, sent_at, delivered_at, provider_transaction_id)
     select $1, $2, q.id, 'succeeded', now(), now(), now(), $1 from q`,
    [id, userId, amount, fee],
  );
  await db.query(
    `insert into ledger_transfers (id, kind, debit_account_id, credit_account_id, amount_cents, code, user_id) values
       ($1 || ':hold', 'pending', $2, $3, $5::bigint + $6::bigint, 'topup_debit', $7),
       ($1 || ':cost', 'posted', $3, $4, $5, 'topup_cost', $7),
       ($1 || ':fee', 'posted', $3, $8, $6, 'fee', $7)`,
    [`topup:${id}`, wallet, SYSTEM.clearing, SYSTEM.float, amount, fee, userId, SYSTEM.fees],
  );
  await db.query(
    `insert into ledger_transfers (id, kind, debit_account_id, credit_account_id, amount_cents, pending_id, code, user_id)
     values ($1 || ':charge', 'post_pending', $2, $3, $4, $1 || ':hold', 'topup_debit', $5)`,
    [`topup:${id}`, wallet, SYSTEM.clearing, amount + fee, userId],
  );
  await db.query(`update ledger_accounts set debits_posted = debits_posted + $2 where id = $1`, [wallet, amount + fee]);
  await db.query('commit');
}
