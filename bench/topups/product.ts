/**
 * The product under load: signed-in people quote and send wallet top-ups through the whole API while the
 * server's own worker delivers them through the aggregator sandbox and its job mails the receipts.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
// Bigints arrive as numbers here as in the server: every pool reads them through the one guarded parser.
import '../../src/server/db/int8';
import type { Person } from './people';
import { describeCounts, queriesBetween, readQueryCounts, totalOf, type QueryCounts } from './metrics';
import { pause, type RunningKredi } from './server';

export interface Operator {
  id: number;
  amountCents: number;
}

export interface ProductResult {
  topupsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  delivered: number;
  /** Delivered top-ups over the time from the first order of the run to the last delivery. */
  deliveredPerSecond: number;
  /** Left to deliver when the load stopped. */
  backlog: number;
  queriesPerDelivered: number;
  queries: QueryCounts;
}

/** Digicel Haiti from the server's catalogue (synced just after start), and an amount it offers. */
export async function digicelHaiti(kredi: RunningKredi, person: Person): Promise<Operator> {
  for (let tries = 0; tries < 600; tries++) {
    const answer = await fetch(`${kredi.baseUrl}/api/catalogue/countries/HT/operators`, { headers: { cookie: person.cookie } });
    const { operators = [] } = (await answer.json()) as {
      operators?: { id: number; name: string; denominationType: string; fixedAmountsCents: number[]; minCents: number }[];
    };
    const digicel = operators.find((o) => o.name === 'Digicel Haiti');
    if (digicel)
      return { id: digicel.id, amountCents: digicel.denominationType === 'FIXED' ? digicel.fixedAmountsCents[0]! : digicel.minCents };
    await pause(200);
  }
  throw new Error('the catalogue was not synced within 2 minutes');
}

let sequence = 0;
/** A Digicel Haiti number the sandbox always delivers to (last two digits 00–79), different each time. */
function successNumber(): string {
  const n = sequence++;
  return `+509 34${String(10 + (Math.floor(n / 80) % 89)).padStart(2, '0')} 12${String(n % 80).padStart(2, '0')}`;
}
const quoteBody = (operator: Operator) =>
  JSON.stringify({
    countryIso: 'HT',
    operatorId: operator.id,
    recipientNumber: successNumber(),
    amountCents: operator.amountCents,
    paymentMethod: 'wallet',
  });

/** Autocannon's options for people quoting then sending wallet top-ups, one person per connection. */
function topupLoad(kredi: RunningKredi, people: Person[], operator: Operator, onSent: () => void) {
  let client = 0;
  return {
    url: kredi.baseUrl,
    connections: people.length,
    setupClient: (c: { setHeaders(h: Record<string, string>): void }) =>
      c.setHeaders({ cookie: people[client++ % people.length]!.cookie, 'content-type': 'application/json', origin: kredi.baseUrl }),
    requests: [
      {
        method: 'POST',
        path: '/api/topups/quotes',
        setupRequest: (request: Record<string, unknown>) => ({ ...request, body: quoteBody(operator) }),
        onResponse: (_status: number, body: string, context: Record<string, unknown>) => {
          context.quoteId = (JSON.parse(body) as { id?: string }).id;
        },
      },
      {
        method: 'POST',
        path: '/api/topups',
        setupRequest: (request: Record<string, unknown>, context: Record<string, unknown>) => ({
          ...request,
          headers: { ...(request.headers as Record<string, string>), 'idempotency-key': randomUUID() },
          body: JSON.stringify({ quoteId: context.quoteId }),
        }),
        onResponse: (status: number) => {
          if (status === 200) onSent();
        },
      },
    ],
  };
}

/** About `count` wallet top-ups quoted and sent through the API (each connection's last pair may fall short); answers how many were sent. */
export async function placeTopups(kredi: RunningKredi, people: Person[], operator: Operator, count: number): Promise<number> {
  let sent = 0;
  await load({ ...topupLoad(kredi, people, operator, () => sent++), amount: count * 2 });
  return sent;
}

export async function runProduct(kredi: RunningKredi, people: Person[], operator: Operator, seconds: number): Promise<ProductResult> {
  const db = new pg.Pool({ connectionString: kredi.databaseUrl, max: 1 });
  try {
    const before = await readQueryCounts(kredi.baseUrl);
    const { rows: start } = await db.query<{ now: Date }>(`select now()`);
    let sent = 0;
    const result = await load({ ...topupLoad(kredi, people, operator, () => sent++), duration: seconds });
    const backlog = await undelivered(db);
    await drained(db);
    const after = await readQueryCounts(kredi.baseUrl);
    const { rows } = await db.query<{ delivered: number; seconds: number }>(
      `select count(*)::int as delivered, extract(epoch from max(delivered_at) - min(created_at))::float as seconds
         from topup_orders where created_at >= $1 and state = 'succeeded'`,
      [start[0]!.now],
    );
    const { delivered, seconds: deliverySeconds } = rows[0]!;
    const queries = queriesBetween(before, after);
    return {
      topupsPerSecond: sent / seconds,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.non2xx + result.errors + result.timeouts,
      delivered,
      deliveredPerSecond: delivered / deliverySeconds,
      backlog,
      queriesPerDelivered: totalOf(queries) / delivered,
      queries,
    };
  } finally {
    await db.end();
  }
}

/**
 * One top-up alone, step by step: the queries of the quote, the send, the delivery and the receipt (from
 * /metrics around each step), and what the background jobs cost while idle, for the same time.
 */
export async function oneTopupStepByStep(kredi: RunningKredi, person: Person, operator: Operator) {
  const db = new pg.Pool({ connectionString: kredi.databaseUrl, max: 1 });
  const call = (path: string, body: string) =>
    fetch(`${kredi.baseUrl}${path}`, {
      method: 'POST',
      headers: { cookie: person.cookie, 'content-type': 'application/json', origin: kredi.baseUrl, 'idempotency-key': randomUUID() },
      body,
    });
  try {
    await drained(db);
    const idleStart = await readQueryCounts(kredi.baseUrl);
    await pause(2000);
    const idle = totalOf(queriesBetween(idleStart, await readQueryCounts(kredi.baseUrl))) / 2;
    const steps: [string, QueryCounts][] = [];
    let mark = await readQueryCounts(kredi.baseUrl);
    const step = async (name: string, work: () => Promise<unknown>) => {
      await work();
      const now = await readQueryCounts(kredi.baseUrl);
      steps.push([name, queriesBetween(mark, now)]);
      mark = now;
    };
    let quoteId = '';
    await step(
      'quote (POST /api/topups/quotes)',
      async () => (quoteId = ((await (await call('/api/topups/quotes', quoteBody(operator))).json()) as { id: string }).id),
    );
    await step('send (POST /api/topups)', () => call('/api/topups', JSON.stringify({ quoteId })));
    await step('delivery (the worker)', () =>
      until(db, `select count(*)::int as n from topup_orders where quote_id = $1 and state = 'succeeded'`, [quoteId]),
    );
    await step('receipt (the notifications job)', () => drained(db));
    return {
      idlePerSecond: idle,
      steps: steps.map(([name, counts]) => ({ name, total: totalOf(counts), detail: describeCounts(counts) })),
    };
  } finally {
    await db.end();
  }
}

async function undelivered(db: pg.Pool): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from topup_orders where state in ('reserved', 'unknown')`);
  return rows[0]!.n;
}

/** Until every top-up is settled and every receipt sent (the server's own worker and job do it). */
async function drained(db: pg.Pool): Promise<void> {
  await until(
    db,
    `select ((select count(*) from topup_orders where state in ('reserved', 'unknown')) = 0
         and (select count(*) from notification_outbox where state = 'pending') = 0)::int as n`,
  );
}

export async function until(db: pg.Pool, sql: string, values: unknown[] = []): Promise<void> {
  const started = Date.now();
  while ((await db.query<{ n: number }>(sql, values)).rows[0]!.n === 0) {
    if (Date.now() - started > 300_000) throw new Error(`still waiting after 5 minutes for: ${sql}`);
    await pause(100);
  }
}

export function load(options: Record<string, unknown>): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options as unknown as autocannon.Options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}
