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

export interface SkeletonResult {
  topupsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  deliveredPerSecond: number;
}

export async function runSkeleton(databaseUrl: string, people: Person[], seconds: number): Promise<SkeletonResult> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/topups/skeleton-server.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const db = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => String(chunk).includes('ready') && resolve());
      child.once('exit', () => reject(new Error('the skeleton server stopped before it was ready')));
    });
    const { rows: start } = await db.query<{ now: Date }>(`select now()`);
    let client = 0;
    let sent = 0;
    const result = await load({
      url: `http://127.0.0.1:${port}`,
      connections: people.length,
      duration: seconds,
      setupClient: (c: { setHeaders(h: Record<string, string>): void }) =>
        c.setHeaders({ 'x-person': people[client++ % people.length]!.userId, 'content-type': 'application/json' }),
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
            if (status === 200) sent++;
          },
        },
      ],
    });
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
    child.kill('SIGTERM');
    await exited;
  }
}
