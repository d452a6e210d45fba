/**
 * Runs the product's shape with nothing else in it (topups/skeleton-server.ts) under the same load as the
 * product: one person per connection, each quoting then sending, while the skeleton delivers through its
 * HTTP aggregator. Its figures are the most this API can give on this machine (docs/product-rules.md#speed).
 */
import { spawn } from 'node:child_process';
import pg from 'pg';
// Bigints arrive as numbers here as in the server: every pool reads them through the one guarded parser.
import '../../src/server/db/int8';
import type { Person } from './people';
import { load, until } from './product';
import { freePort } from './server';
import type { CpuSeconds } from './cpu';

export interface SkeletonResult {
  topupsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  deliveredPerSecond: number;
}

export async function runSkeleton(databaseUrl: string, people: Person[], seconds: number): Promise<SkeletonResult> {
  const skeleton = await startSkeleton(databaseUrl);
  const db = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const { rows: start } = await db.query<{ now: Date }>(`select now()`);
    let sent = 0;
    const result = await load({ ...skeletonLoad(skeleton.url, people, {}, () => sent++), duration: seconds });
    await until(db, `select (count(*) = 0)::int as n from topup_orders where state = 'reserved' and created_at >= $1`, [start[0]!.now]);
    const { rows } = await db.query<{ delivered: number; seconds: number }>(
      `select count(*)::int as delivered, extract(epoch from max(delivered_at) - min(created_at))::float as seconds
         from topup_orders where created_at >= $1 and state = 'succeeded'`,
      [start[0]!.now],
    );
    return {
      topupsPerSecond: sent / seconds,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.non2xx + result.errors + result.timeouts,
      deliveredPerSecond: rows[0]!.delivered / rows[0]!.seconds,
    };
  } finally {
    await db.end();
    await skeleton.stop();
  }
}

/**
 * The skeleton with a backlog: about `count` orders sent and held, then delivered at once, one step each
 * (skeleton-server.ts's /drain), through its own aggregator route or through the product's sandbox.
 */
export async function runSkeletonBacklog(
  databaseUrl: string,
  people: Person[],
  count: number,
  watch: () => { stop(): CpuSeconds },
  aggregator: SkeletonAggregator | null = null,
): Promise<{ delivered: number; seconds: number; cpu: CpuSeconds }> {
  const skeleton = await startSkeleton(databaseUrl, aggregator ? { SKELETON_AGGREGATOR: JSON.stringify(aggregator) } : {});
  try {
    await load({ ...skeletonLoad(skeleton.url, people, { 'x-hold': '1' }, () => {}), amount: count * 2 });
    const cpu = watch();
    const started = performance.now();
    const answer = await fetch(`${skeleton.url}/drain`, { method: 'POST' });
    const seconds = (performance.now() - started) / 1000;
    if (!answer.ok) throw new Error(`the skeleton's drain failed: ${await answer.text()}`);
    const { delivered } = (await answer.json()) as { delivered: number };
    return { delivered, seconds, cpu: cpu.stop() };
  } finally {
    await skeleton.stop();
  }
}

/** The product's aggregator sandbox, for a skeleton that delivers through it (skeleton-server.ts). */
export interface SkeletonAggregator {
  apiUrl: string;
  authUrl: string;
  clientId: string;
  clientSecret: string;
  audience: string;
  operatorId: number;
  /** The amount as the aggregator's wire carries it (a JSON number: 10 for $10.00). */
  amount: number;
}

async function startSkeleton(databaseUrl: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/topups/skeleton-server.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), ...env },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => String(chunk).includes('ready') && resolve());
    child.once('exit', () => reject(new Error('the skeleton server stopped before it was ready')));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Autocannon's options for the skeleton's quote then send, one person per connection. */
function skeletonLoad(url: string, people: Person[], headers: Record<string, string>, onSent: () => void) {
  let client = 0;
  return {
    url,
    connections: people.length,
    setupClient: (c: { setHeaders(h: Record<string, string>): void }) =>
      c.setHeaders({ 'x-person': people[client++ % people.length]!.userId, 'content-type': 'application/json', ...headers }),
    requests: [
      {
        method: 'POST',
        path: '/quote',
        body: '{}',
        onResponse: (_status: number, body: string, context: Record<string, unknown>) => {
          context.quoteId = (JSON.parse(body) as { id?: string }).id;
        },
      },
      {
        method: 'POST',
        path: '/send',
        setupRequest: (request: Record<string, unknown>, context: Record<string, unknown>) => ({
          ...request,
          body: JSON.stringify({ quoteId: context.quoteId }),
        }),
        onResponse: (status: number) => {
          if (status === 200) onSent();
        },
      },
    ],
  };
}
