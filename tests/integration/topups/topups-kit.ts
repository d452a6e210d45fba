import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { syncCatalogue } from '../../../src/server/features/topups/catalogue/sync';
import { createTopupProvider } from '../../../src/server/integrations/topup-provider/index';
import { checkLedgerInvariants, createLedgerFor } from '../../../src/server/ledger/index';
import { Client, startTestApp, type TestApp } from '../test-app';

export interface TopupTestApp extends TestApp {
  aggregatorUrl: string;
  provider: ReturnType<typeof createTopupProvider>;
  /** One pass of the top-up worker and then of the notifications job, as `npm start` runs each every second. */
  work(): Promise<number>;
  control<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
}

/** The app with every sandbox, the catalogue copied, outcomes resolved by hand, and short timeouts. */
export async function startTopupApp(): Promise<TopupTestApp> {
  const t = await startTestApp({ listen: true, aggregator: true, config: { TOPUP_TIMEOUT_MS: '1000' } });
  const aggregatorUrl = t.env.TOPUP_API_URL!;
  const control = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${aggregatorUrl}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.ok, `${method} ${path}`).toBe(true);
    return (await response.json()) as T;
  };
  await control('POST', '/sandbox/settings', { pendingDelayMs: 'manual', hangMs: 1500, recentRechargeRule: false });
  const aggregator = (timeoutMs?: number) =>
    createTopupProvider({
      apiUrl: aggregatorUrl,
      authUrl: t.env.TOPUP_AUTH_URL!,
      clientId: t.env.TOPUP_CLIENT_ID!,
      clientSecret: t.env.TOPUP_CLIENT_SECRET!,
      audience: t.env.TOPUP_AUDIENCE!,
      ...(timeoutMs ? { timeoutMs } : {}),
    });
  // Sends time out fast (the timeout cases); the catalogue's 2,000 operators may take longer on a busy machine.
  const provider = aggregator(400);
  await syncCatalogue(t.database.db, aggregator());
  // The app's own worker (its aggregator calls time out after TOPUP_TIMEOUT_MS = 1 s, under the sandbox's 1.5 s hang), then the receipts it queued.
  const work = async () => {
    const looked = await t.app.jobs.runTopupWorker();
    await t.app.jobs.sendNotifications();
    return looked;
  };
  return { ...t, aggregatorUrl, provider, work, control };
}

/** Adds funds to a wallet as a completed PayPal payment would (the ledger entry only, keyed by the person). */
export async function fundWallet(database: Parameters<typeof createLedgerFor>[0], userId: string, cents: number) {
  if (cents <= 0) return;
  const ledger = createLedgerFor(database);
  await ledger.transfer({
    id: `test-funds:${userId}`,
    debitAccountId: await ledger.systemAccount('paypal_clearing'),
    creditAccountId: await ledger.walletOf(userId),
    amountCents: cents,
    code: 'add_funds',
    userId,
  });
}

let people = 0;
/** A registered person whose wallet holds `cents` (the $2 bonus plus funds added as PayPal would). */
export async function personWith(t: TopupTestApp, cents: number) {
  const client = new Client(t.app);
  const user = await client.register({ email: `sender${people++}-${randomUUID().slice(0, 6)}@example.com` });
  await fundWallet(t.database, user.id, cents - 200);
  return { client, user };
}

export async function digicelHaiti(client: Client) {
  const { operators } = (await client.get('/api/catalogue/countries/HT/operators')).json() as {
    operators: { id: number; name: string; denominationType: string; fixedAmountsCents: number[]; minCents: number }[];
  };
  return operators.find((o) => o.name === 'Digicel Haiti')!;
}

/** A valid Digicel Haiti number ending in the two digits that choose the sandbox's outcome. */
/**
 * A Haiti number ending in `lastTwo` (the sandbox's outcome). The numbers of one test file differ for 90
 * calls: the sandbox refuses a number topped up in the last two minutes, and a recipient's texts are read
 * by number, so two random picks of the same number made tests fail by chance (1 in 90 per pair).
 */
let nextSeed = Math.floor(Math.random() * 90);
export const haitiNumber = (lastTwo: string, seed = 10 + (nextSeed++ % 90)) => `+509 34${seed} 12${lastTwo}`;

export async function quoteAndSend(
  client: Client,
  number: string,
  options: { amountCents?: number; key?: string; method?: 'wallet' | 'paypal'; expireFirst?: TestApp } = {},
) {
  const operator = await digicelHaiti(client);
  const amountCents =
    options.amountCents ?? (operator.denominationType === 'FIXED' ? operator.fixedAmountsCents[0]! : Math.max(operator.minCents, 500));
  const quote = await client.post('/api/topups/quotes', {
    countryIso: 'HT',
    operatorId: operator.id,
    recipientNumber: number,
    amountCents,
    paymentMethod: options.method ?? 'wallet',
  });
  expect(quote.statusCode, quote.body).toBe(200);
  if (options.expireFirst)
    await options.expireFirst.database.pool.query(`update topup_quotes set expires_at = now() - interval '1 second' where id = $1`, [
      quote.json().id,
    ]);
  const sent = await client.post('/api/topups', { quoteId: quote.json().id }, { 'idempotency-key': options.key ?? randomUUID() });
  return { quote: quote.json(), sent };
}

export const availableOf = async (client: Client) => (await client.get('/api/wallet')).json().availableCents as number;
export const topupOf = async (client: Client, id: string) => (await client.get(`/api/topups/${id}`)).json();

/** A person's time zone, their days' and months' (ADR 0065): UTC until their browser sent one. */
const ZONE = (userId: string) => `coalesce((select time_zone from users where id = ${userId}), 'UTC')`;

/** What each person's orders say they sent this day and month of theirs (failed and cancelled ones aside). */
const SENT_BY_ORDERS = `
  select o.user_id,
         coalesce(sum(q.amount_cents) filter (where o.created_at >= date_trunc('day', now() at time zone ${ZONE('o.user_id')}) at time zone ${ZONE('o.user_id')}), 0) as day,
         coalesce(sum(q.amount_cents), 0) as month
    from topup_orders o join topup_quotes q on q.id = o.quote_id
   where o.state not in ('failed', 'cancelled')
     and o.created_at >= date_trunc('month', now() at time zone ${ZONE('o.user_id')}) at time zone ${ZONE('o.user_id')}`;

/** People whose running sending totals (ADR 0047) differ from what their orders say, with both figures. */
export async function sendingTotalsDrift(pool: TestApp['database']['pool']) {
  const { rows } = await pool.query(
    `with orders as (${SENT_BY_ORDERS} group by o.user_id),
          totals as (select user_id,
                            case when day = (now() at time zone ${ZONE('t.user_id')})::date then day_cents else 0 end as day,
                            case when month = date_trunc('month', now() at time zone ${ZONE('t.user_id')})::date then month_cents else 0 end as month
                       from topup_sending_totals t)
     select user_id, o.day::int as orders_day, t.day::int as totals_day, o.month::int as orders_month, t.month::int as totals_month
       from orders o full join totals t using (user_id)
      where coalesce(o.day, 0) <> coalesce(t.day, 0) or coalesce(o.month, 0) <> coalesce(t.month, 0)`,
  );
  return rows;
}

/**
 * A test that changed someone's orders behind the product's back (an amount, a date) counts their totals
 * again from the orders, as the migration that made the table did; the product itself never needs this.
 */
export async function recountSendingTotals(t: TestApp, userId: string) {
  await t.database.pool.query(
    `insert into topup_sending_totals (user_id, day, day_cents, month, month_cents)
     select $1, (now() at time zone ${ZONE('$1')})::date, coalesce(max(s.day), 0), date_trunc('month', now() at time zone ${ZONE('$1')})::date,
            coalesce(max(s.month), 0)
       from (${SENT_BY_ORDERS} and o.user_id = $1 group by o.user_id) s
     on conflict (user_id) do update set day = excluded.day, day_cents = excluded.day_cents, month = excluded.month, month_cents = excluded.month_cents`,
    [userId],
  );
}

/** After every scenario: the ledger's invariants hold, and the sending totals agree with the orders. */
export const expectLedgerSound = async (t: TestApp) => {
  expect(await checkLedgerInvariants(t.database.pool)).toEqual([]);
  expect(await sendingTotalsDrift(t.database.pool)).toEqual([]);
};
