/**
 * What both drills do the same way: real processes they start and always stop, databases on the machine's
 * PostgreSQL, polling for a condition with a deadline (never a blind sleep), and people using Kredi over its
 * HTTP API (sign up, add funds with PayPal's sandbox approval, send top-ups). Loopback only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import pg from 'pg';

const POSTGRES_URL = process.env.DRILL_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Polls `probe` every `everyMs` until it answers something truthy; fails naming `what` at the deadline. */
export async function until<T>(
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs: number,
  what: string,
  everyMs = 200,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown = null;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`gave up waiting for ${what} after ${seconds(timeoutMs)}${last ? ` (${String(last)})` : ''}`);
    await pause(everyMs);
  }
}

/** A port nobody listens on now (the OS picks it), for a process that needs its port before it starts. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Started {
  name: string;
  child: ChildProcess;
  exited: boolean;
  /** Everything it printed, stdout and stderr. */
  output(): string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
  /** SIGKILL at once, as a machine that dies: resolves once it has exited. */
  kill(): Promise<void>;
  /** Resolves with the exit code once it exits by itself. */
  done: Promise<number | null>;
}

/** Every process a drill started, so that it can stop them all, even on failure. */
export class Processes {
  private readonly started: Started[] = [];

  start(name: string, command: string, args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string; stdin?: string } = {}): Started {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      // Its own process group: stopping it stops whatever it started (npm, its node).
      detached: true,
      stdio: [options.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    if (options.stdin !== undefined) child.stdin!.end(options.stdin);
    const chunks: string[] = [];
    child.stdout!.on('data', (chunk) => chunks.push(String(chunk)));
    child.stderr!.on('data', (chunk) => chunks.push(String(chunk)));
    const done = new Promise<number | null>((resolve) => {
      child.on('exit', (code) => {
        entry.exited = true;
        resolve(code);
      });
      child.on('error', (error) => {
        chunks.push(String(error));
        entry.exited = true;
        resolve(null);
      });
    });
    const signal = (name: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, name);
      } catch {
        // Already gone.
      }
    };
    const entry: Started = {
      name,
      child,
      exited: false,
      output: () => chunks.join(''),
      done,
      async stop(graceMs = 10_000) {
        if (entry.exited) return;
        signal('SIGTERM');
        const timer = setTimeout(() => signal('SIGKILL'), graceMs);
        await done;
        clearTimeout(timer);
      },
      async kill() {
        if (entry.exited) return;
        signal('SIGKILL');
        await done;
      },
    };
    this.started.push(entry);
    return entry;
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.started].reverse().map((p) => p.stop(5000)));
  }
}

/** Runs a command to its end; answers its exit code and output. */
export async function run(
  command: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; timeoutMs?: number; stdin?: string } = {},
) {
  const processes = new Processes();
  const started = processes.start(command, command, [...args], options);
  const timer = setTimeout(() => void started.stop(1000), options.timeoutMs ?? 120_000);
  const code = await started.done;
  clearTimeout(timer);
  return { code, output: started.output() };
}

async function withPostgres<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the machine's PostgreSQL; answers its name and URL. */
export async function createDatabase(prefix: string): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await withPostgres(POSTGRES_URL, (client) => client.query(`create database ${name}`));
  return { name, url: databaseUrl(name) };
}

export function databaseUrl(name: string, port?: number): string {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  if (port) url.port = String(port);
  return url.toString();
}

export async function dropDatabases(names: string[]): Promise<void> {
  await withPostgres(POSTGRES_URL, async (client) => {
    for (const name of names) await client.query(`drop database if exists ${name} with (force)`);
  });
}

/**
 * Starts `dist/server/sandboxes.js` (the built one of this working tree: the stand-ins are never part of a
 * production install) on seven ports from a random base, telling the PayPal sandbox where Kredi's webhook is;
 * answers the variables it printed for Kredi.
 */
export async function startSandboxProcess(processes: Processes, envFile: string, webhookUrl: string) {
  const basePort = 20_000 + 10 * Math.floor(Math.random() * 2000);
  const sandboxes = processes.start(
    'sandboxes',
    process.execPath,
    ['--enable-source-maps', 'dist/server/sandboxes.js', '--base-port', String(basePort), '--env-out', envFile],
    { env: { ...process.env, SANDBOX_HOST: '127.0.0.1', KREDI_WEBHOOK_URL: webhookUrl } },
  );
  const env = await until(
    async () => {
      if (sandboxes.exited) throw new Error('the sandboxes process exited');
      return existsSync(envFile) ? readEnvFile(envFile) : null;
    },
    60_000,
    'the sandboxes to listen',
  ).catch((error: unknown) => {
    throw new Error(`${String(error)}\n${sandboxes.output()}`);
  });
  return { env, basePort };
}

/** The `NAME=value` lines the sandboxes process wrote. */
async function readEnvFile(path: string): Promise<Record<string, string>> {
  const text = await readFile(path, 'utf8');
  return Object.fromEntries(
    text
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

export async function healthOf(base: string): Promise<number> {
  return fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
    (r) => r.status,
    () => 0,
  );
}

/** A person of the drill: their session cookie, sent to whichever instance they call, with Kredi's Origin. */
export class Person {
  constructor(
    readonly origin: string,
    readonly cookie: string,
    readonly userId: string,
  ) {}

  static async signUp(base: string, origin: string, label: string): Promise<Person> {
    const response = await fetch(`${base}/api/identity/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({
        email: `${label}-${randomUUID().slice(0, 8)}@example.com`,
        password: 'drill-password-1234',
        name: 'Drill Person',
        firstName: 'Drill',
        lastName: 'Person',
      }),
    });
    if (response.status !== 200) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
    // The Set-Cookie is read here (a Secure cookie too: the drill talks http to an https PUBLIC_URL).
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return new Person(origin, cookie, ((await response.json()) as { user: { id: string } }).user.id);
  }

  call(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return fetch(`${base}${path}`, {
      method,
      headers: {
        origin: this.origin,
        cookie: this.cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  }
}

/** What the people saw, by answer, for the report. */
export class Answers {
  readonly byKind = new Map<string, number>();
  note(what: string, status: number, code?: string) {
    const key = `${what} ${status || 'no answer'}${code ? ` ${code}` : ''}`;
    this.byKind.set(key, (this.byKind.get(key) ?? 0) + 1);
  }
  count(predicate: (status: number) => boolean): number {
    let n = 0;
    for (const [key, count] of this.byKind) if (predicate(Number(/ (\d{3})( |$)/.exec(key)?.[1] ?? 0))) n += count;
    return n;
  }
  toString() {
    return [...this.byKind]
      .sort()
      .map(([key, n]) => `${key}: ${n}`)
      .join(', ');
  }
}

interface Operator {
  id: number;
  name: string;
  denominationType: string;
  fixedAmountsCents: number[];
  minCents: number;
}

/** Digicel Haiti once the catalogue is copied from the aggregator, and an amount it takes. */
export async function digicelHaiti(base: string, person: Person, timeoutMs: number) {
  const operator = await until(
    async () => {
      const answer = await person.call(base, 'GET', '/api/catalogue/countries/HT/operators');
      return ((await answer.json()) as { operators?: Operator[] }).operators?.find((o) => o.name === 'Digicel Haiti');
    },
    timeoutMs,
    'the catalogue to be copied from the aggregator',
    500,
  );
  return { id: operator.id, amountCents: operator.denominationType === 'FIXED' ? operator.fixedAmountsCents[0]! : operator.minCents };
}

/**
 * Presses until a definite answer (< 500), as the web app does after a 503, with the same body and headers
 * (the same Idempotency-Key): answers the response, or null if there was none within `tries`.
 */
async function press(answers: Answers, what: string, send: () => Promise<Response>, tries = 20): Promise<Response | null> {
  for (let attempt = 0; attempt < tries; attempt++) {
    const response = await send().catch(() => null);
    const code =
      response && response.status >= 400
        ? (
            (await response
              .clone()
              .json()
              .catch(() => ({}))) as { error?: { code?: string } }
          ).error?.code
        : undefined;
    answers.note(what, response?.status ?? 0, code);
    if (response && response.status < 500) return response;
    await pause(250);
  }
  return null;
}

/** One top-up paid from the wallet, through the instance `base`: quote, then send with a new key. True once accepted. */
export async function sendTopup(
  answers: Answers,
  base: string,
  person: Person,
  operator: { id: number; amountCents: number },
  recipientNumber: string,
): Promise<boolean> {
  const quote = await press(answers, 'quote', () =>
    person.call(base, 'POST', '/api/topups/quotes', {
      countryIso: 'HT',
      operatorId: operator.id,
      recipientNumber,
      amountCents: operator.amountCents,
      paymentMethod: 'wallet',
    }),
  );
  if (!quote?.ok) return false;
  const quoteId = ((await quote.json()) as { id: string }).id;
  const key = randomUUID();
  const sent = await press(answers, 'send', () => person.call(base, 'POST', '/api/topups', { quoteId }, { 'idempotency-key': key }));
  return Boolean(sent?.ok);
}

/** Adds funds with PayPal through `base`: starts the payment, approves it at the sandbox as the payer, captures. */
export async function addFunds(answers: Answers, base: string, person: Person, amountCents: number): Promise<boolean> {
  const started = await press(answers, 'funding', () => person.call(base, 'POST', '/api/wallet/funding', { amountCents }));
  if (!started?.ok) return false;
  const { funding, approveUrl } = (await started.json()) as { funding: { id: string }; approveUrl: string };
  const approve = new URL(approveUrl);
  const approved = await fetch(`${approve.origin}/checkoutnow`, {
    method: 'POST',
    body: new URLSearchParams({ token: approve.searchParams.get('token')!, outcome: 'COMPLETED', action: 'pay' }),
    redirect: 'manual',
  });
  answers.note('paypal approval', approved.status);
  const captured = await press(answers, 'capture', () => person.call(base, 'POST', `/api/wallet/funding/${funding.id}/capture`, {}));
  return Boolean(captured?.ok);
}

/** A new Haitian number each time, ending in 05 (the aggregator sandbox delivers those), so no recent-recharge rule applies. */
export function recipientNumber(person: number, n: number): string {
  return `+509 3${String(400 + person).padStart(3, '0')} ${String(n % 100).padStart(2, '0')}05`;
}

/** Top-up orders and fundings by state, and those not final (a worker or the reconciler must move them on). */
export async function ordersReport(client: pg.Client | pg.Pool) {
  const topups = (
    await client.query<{ state: string; n: number }>(`select state, count(*)::int as n from topup_orders group by 1 order by 1`)
  ).rows;
  const fundings = (
    await client.query<{ status: string; n: number }>(`select status, count(*)::int as n from funding_orders group by 1 order by 1`)
  ).rows;
  const stuckTopups = (
    await client.query<{ id: string; state: string }>(
      `select id, state from topup_orders where state in ('reserved', 'unknown') order by created_at`,
    )
  ).rows;
  // A `created` payment without a PayPal order moved no money; with one, the drills' payers always approved
  // it, so the reconciler must capture it (a payer who walks away would be closed after 3 hours instead).
  const stuckFundings = (
    await client.query<{ id: string; status: string }>(
      `select id, status from funding_orders
        where status in ('approved', 'pending') or (status = 'created' and paypal_order_id is not null) or refund_state = 'requested'
        order by created_at`,
    )
  ).rows;
  return {
    topups: topups.map((r) => `${r.state} ${r.n}`).join(', ') || 'none',
    fundings: fundings.map((r) => `${r.status} ${r.n}`).join(', ') || 'none',
    stuck: [...stuckTopups.map((r) => `top-up ${r.id} ${r.state}`), ...stuckFundings.map((r) => `funding ${r.id} ${r.status}`)],
  };
}

/** The aggregator sandbox's transactions by our order id (its customIdentifier): one each, or something doubled. */
async function aggregatorTransactions(topupApiUrl: string): Promise<Map<string, string[]>> {
  const answer = await fetch(`${topupApiUrl}/sandbox/transactions`);
  const { transactions } = (await answer.json()) as { transactions: { customIdentifier: string; status: string }[] };
  const byOrder = new Map<string, string[]>();
  for (const t of transactions) byOrder.set(t.customIdentifier, [...(byOrder.get(t.customIdentifier) ?? []), t.status]);
  return byOrder;
}

/**
 * What the aggregator and the database say of every top-up: doubled (two transactions for one order),
 * delivered twice or never (a succeeded order without its transaction), and orders the aggregator has
 * that the database does not know (made after a backup was taken, for instance).
 */
export async function deliveryReport(client: pg.Client | pg.Pool, topupApiUrl: string) {
  const byOrder = await aggregatorTransactions(topupApiUrl);
  const orders = (await client.query<{ id: string; state: string }>(`select id, state from topup_orders`)).rows;
  const known = new Set(orders.map((o) => o.id));
  const doubled = [...byOrder].filter(([, statuses]) => statuses.length > 1).map(([id]) => id);
  const succeededUndelivered = orders.filter((o) => o.state === 'succeeded' && !byOrder.get(o.id)?.includes('SUCCESSFUL')).map((o) => o.id);
  const failedButDelivered = orders.filter((o) => o.state === 'failed' && byOrder.get(o.id)?.includes('SUCCESSFUL')).map((o) => o.id);
  const unknownHere = [...byOrder.keys()].filter((id) => !known.has(id));
  return { transactions: byOrder.size, doubled, succeededUndelivered, failedButDelivered, unknownHere };
}

/**
 * PayPal's side of every payment: one captured at PayPal whose funding here is not completed is money
 * taken from a payer and not credited; one PayPal has that the database does not know was made after a backup.
 */
export async function paymentsReport(client: pg.Client | pg.Pool, paypalApiUrl: string) {
  const { orders } = (await (await fetch(`${paypalApiUrl}/sandbox/state`)).json()) as { orders: { id: string; status: string }[] };
  const here = new Map(
    (
      await client.query<{ paypal_order_id: string; status: string }>(
        `select paypal_order_id, status from funding_orders where paypal_order_id is not null`,
      )
    ).rows.map((r) => [r.paypal_order_id, r.status]),
  );
  const completed = orders.filter((o) => o.status === 'COMPLETED');
  const notCredited = completed.filter((o) => here.has(o.id) && here.get(o.id) !== 'completed').map((o) => `${o.id} (${here.get(o.id)})`);
  const unknownHere = completed.filter((o) => !here.has(o.id)).length;
  return { captured: completed.length, notCredited, unknownHere };
}
