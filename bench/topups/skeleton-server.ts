/**
 * The product's shape with nothing else in it: the second baseline of `npm run bench` (docs/product-rules.md#speed).
 *
 * A top-up here is what the API asks of any implementation — a quote request, a send request, and
 * a delivery through the aggregator's HTTP API — written with Node's bare `http` module and raw SQL: no
 * sign-in, no validation, no framework, no notices, no points, no replay checks. The rows are the raw-SQL
 * baseline's (topups/baseline.ts), split where the product must split them: the quote's insert, the
 * send's transaction (order, hold, wallet), the delivery's transaction (order, charge, cost, fee, wallet).
 *
 * Sent with `x-hold: 1`, an order waits for `POST /drain`, which delivers the whole backlog (backlog.ts).
 *
 * Its rate is the most any implementation of this API can reach on the machine; the product's own rate is
 * read against it as well as against raw SQL. Run as a child process by topups/skeleton.ts:
 * `DATABASE_URL=… PORT=… node --import tsx bench/topups/skeleton-server.ts` (prints "ready").
 */
import { randomUUID } from 'node:crypto';
import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import pg from 'pg';
// Bigints arrive as numbers here as in the server: every pool reads them through the one guarded parser.
import '../../src/server/db/int8';
import { inTransaction } from '../../src/server/db/transaction';
import type { SkeletonAggregator } from './skeleton';

const POOL_SIZE = 10;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: POOL_SIZE });
const port = Number(process.env.PORT);
const agent = new Agent({ keepAlive: true, maxSockets: 10 });
const SYSTEM = { clearing: 'system:topup_clearing', float: 'system:aggregator_float', fees: 'system:fee_revenue' };
const AMOUNT = 1000;
const FEE = 70;

const server = createServer((req, res) => {
  readBody(req)
    .then((body) => route(req, body, res))
    .catch((error: unknown) => {
      console.error(error);
      answer(res, 500, { error: String(error) });
    });
});

async function route(req: IncomingMessage, body: string, res: ServerResponse) {
  const person = String(req.headers['x-person']);
  if (req.url === '/quote') return answer(res, 200, { id: await quote(person) });
  if (req.url === '/send') {
    const { quoteId } = JSON.parse(body) as { quoteId: string };
    await send(person, quoteId);
    answer(res, 200, { id: quoteId });
    // x-hold: left for a later /drain (the backlog bench), as a queue behind a stopped worker.
    if (req.headers['x-hold'] !== '1')
      setImmediate(() => deliver(person, quoteId).catch((error: unknown) => console.error('delivery', error)));
    return;
  }
  if (req.url === '/drain') return answer(res, 200, await drain());
  // The aggregator: answers a top-up at once, as the product's sandbox does with no pending delay.
  if (req.url === '/aggregator/topups') return answer(res, 200, { transactionId: randomUUID(), status: 'SUCCESSFUL' });
  answer(res, 404, {});
}

async function quote(userId: string): Promise<string> {
  const id = randomUUID();
  await pool.query(
    `insert into topup_quotes (id, user_id, country_iso, operator_id, operator_name, recipient_number, amount_cents, fx_rate,
                               local_amount, local_currency, topup_fee_cents, wallet_fee_cents, paypal_fee_cents, total_cents,
                               wallet_charge_cents, payment_method, expires_at)
     values ($1, $2, 'HT', 1, 'Digicel Haiti', '+50934101200', $3, '130.5', '1305.00', 'HTG', $4, 0, 0, $3::bigint + $4::bigint,
             $3::bigint + $4::bigint, 'wallet', now() + interval '10 minutes')`,
    [id, userId, AMOUNT, FEE],
  );
  return id;
}

async function send(userId: string, quoteId: string) {
  await inTransaction(pool, async (db) => {
    await db.query(
      `insert into topup_orders (id, user_id, quote_id, state, paid_at) select id, user_id, id, 'reserved', now()
         from topup_quotes where id = $1 and user_id = $2`,
      [quoteId, userId],
    );
    await db.query(
      `insert into ledger_transfers (id, kind, debit_account_id, credit_account_id, amount_cents, code, user_id)
       values ($1 || ':hold', 'pending', $2, $3, $4, 'topup_debit', $5)`,
      [`topup:${quoteId}`, `wallet:${userId}`, SYSTEM.clearing, AMOUNT + FEE, userId],
    );
    await db.query(`update ledger_accounts set debits_pending = debits_pending + $2 where id = $1`, [`wallet:${userId}`, AMOUNT + FEE]);
  });
}

/**
 * SKELETON_AGGREGATOR (JSON: the sandbox's URLs and credentials, an operator and an amount it sells): deliveries
 * go to the product's aggregator sandbox over its real protocol (a token once, then `POST /topups`), so the
 * skeleton pays the same outside call as Kredi (backlog.ts). Without it, to the skeleton's own route.
 */
const sandbox = process.env.SKELETON_AGGREGATOR ? (JSON.parse(process.env.SKELETON_AGGREGATOR) as SkeletonAggregator) : null;
let token: Promise<string> | null = null;

async function callAggregator(orderId: string): Promise<string> {
  if (!sandbox) return post(`http://127.0.0.1:${port}/aggregator/topups`, JSON.stringify({ orderId }));
  token ??= post(
    `${sandbox.authUrl}/oauth/token`,
    JSON.stringify({
      client_id: sandbox.clientId,
      client_secret: sandbox.clientSecret,
      grant_type: 'client_credentials',
      audience: sandbox.audience,
    }),
  ).then((text) => (JSON.parse(text) as { access_token: string }).access_token);
  const body = {
    operatorId: sandbox.operatorId,
    amount: sandbox.amount,
    useLocalAmount: false,
    customIdentifier: orderId,
    recipientPhone: { countryCode: 'HT', number: '50934101200' },
  };
  return post(`${sandbox.apiUrl}/topups`, JSON.stringify(body), {
    authorization: `Bearer ${await token}`,
    accept: 'application/com.reloadly.topups-v1+json',
  });
}

async function deliver(userId: string, orderId: string) {
  const answer = await callAggregator(orderId);
  const { transactionId } = JSON.parse(answer) as { transactionId?: string | number };
  // An error answer settles nothing: the drain fails loudly rather than count a refusal as a delivery.
  if (transactionId === undefined) throw new Error(`the aggregator answered no transaction: ${answer}`);
  await inTransaction(pool, async (db) => {
    await db.query(
      `update topup_orders set state = 'succeeded', sent_at = now(), delivered_at = now(), provider_transaction_id = $2 where id = $1`,
      [orderId, String(transactionId)],
    );
    await db.query(
      `insert into ledger_transfers (id, kind, debit_account_id, credit_account_id, amount_cents, pending_id, code, user_id) values
         ($1 || ':charge', 'post_pending', $2, $3, $5::bigint + $6::bigint, $1 || ':hold', 'topup_debit', $7),
         ($1 || ':cost', 'posted', $3, $4, $5, null, 'topup_cost', $7),
         ($1 || ':fee', 'posted', $3, $8, $6, null, 'fee', $7)`,
      [`topup:${orderId}`, `wallet:${userId}`, SYSTEM.clearing, SYSTEM.float, AMOUNT, FEE, userId, SYSTEM.fees],
    );
    await db.query(`update ledger_accounts set debits_pending = debits_pending - $2, debits_posted = debits_posted + $2 where id = $1`, [
      `wallet:${userId}`,
      AMOUNT + FEE,
    ]);
  });
}

/**
 * Delivers every held order the skeleton's way, one step each (an aggregator call, then one transaction),
 * as many at once as the pool has connections.
 */
async function drain(): Promise<{ delivered: number }> {
  const { rows } = await pool.query<{ id: string; user_id: string }>(`select id, user_id from topup_orders where state = 'reserved'`);
  let next = 0;
  const lane = async () => {
    while (next < rows.length) {
      const order = rows[next++]!;
      await deliver(order.user_id, order.id);
    }
  };
  await Promise.all(Array.from({ length: POOL_SIZE }, lane));
  return { delivered: rows.length };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}

function answer(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function post(url: string, body: string, headers: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve(text));
    });
    req.on('error', reject);
    req.end(body);
  });
}

server.listen(port, '127.0.0.1', () => console.log('ready'));
