/**
 * Kredi as `npm start` runs it (after its build): `node --import tsx src/server/main.ts`, every sandbox on,
 * on a fresh PostgreSQL database (DATABASE_URL) or the embedded engine in a fresh data folder. The sandboxes
 * (aggregator, SMTP sink, SMS, push, PayPal, OIDC) run as a process of their own (`npm run sandboxes`, its
 * source), Kredi reaching them by the variables they print, so the server's CPU is Kredi's alone; the demo
 * promotions `npm start` adds with the sandboxes are added here, so the work per top-up is the same.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
// Bigints arrive as numbers here as in the server: every pool reads them through the one guarded parser.
import '../../src/server/db/int8';
import { readEmbeddedUrl } from '../../src/server/db/embedded-address';
import * as schema from '../../src/server/db/schema';
import { ensureDemoPromotions } from '../../src/server/features/promotions/demo';

export interface RunningKredi {
  engine: 'postgresql' | 'embedded';
  baseUrl: string;
  /** Where the bench itself reaches the same database (the embedded engine's loopback URL when embedded). */
  databaseUrl: string;
  aggregatorUrl: string;
  /** The variables the sandboxes printed (their URLs and credentials), as the server got them. */
  sandboxEnv: Record<string, string>;
  logFile: string;
  /** Process ids, for the CPU each side uses (cpu.ts); the engine's thread is inside the server's process. */
  pids: { server: number; sandboxes: number; engineThread: number | null };
  /** Stops the server and starts it again on the same database and sandboxes, with these variables. */
  restart(env: ServerEnv): Promise<void>;
  stop(): Promise<void>;
}

/** Variables the server starts with beside the bench's own: `INSTANCE_ROLE` (web, worker) for a bench that splits the roles. */
export type ServerEnv = Record<string, string>;

export async function startKredi(serverUrl: string | null, serverEnv: ServerEnv = {}): Promise<RunningKredi> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'kredi-bench-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const database = serverUrl ? await createDatabase(serverUrl) : null;
  const logFile = path.join(scratch, 'server.log');
  const dataDir = path.join(scratch, 'data');
  const log = createWriteStream(logFile);
  const sandboxes = await startSandboxProcess(scratch, baseUrl);
  const webDist = await webDistDir(scratch);
  const start = (env: ServerEnv) =>
    startServer(log, logFile, {
      DATABASE_URL: database?.url ?? '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      SANDBOXES: 'off',
      ...sandboxes.env,
      WEB_DIST_DIR: webDist,
      ...env,
    });
  let server = await start(serverEnv);
  const aggregatorUrl = sandboxes.env.TOPUP_API_URL;
  if (!aggregatorUrl) throw new Error(`no aggregator among the sandboxes' variables: ${Object.keys(sandboxes.env).join(', ')}`);
  const embeddedUrl = database ? null : await readEmbeddedUrl(dataDir);
  const databaseUrl = database?.url ?? embeddedUrl!;
  await addDemoPromotions(databaseUrl);
  const kredi: RunningKredi = {
    engine: database ? 'postgresql' : 'embedded',
    baseUrl,
    databaseUrl,
    aggregatorUrl,
    sandboxEnv: sandboxes.env,
    logFile,
    pids: { server: server.pid, sandboxes: sandboxes.pid, engineThread: server.engineThread },
    async restart(env: ServerEnv) {
      await server.stop();
      server = await start(env);
      kredi.pids.server = server.pid;
      kredi.pids.engineThread = server.engineThread;
      if (!database) kredi.databaseUrl = (await readEmbeddedUrl(dataDir))!;
    },
    async stop() {
      await server.stop();
      await sandboxes.stop();
      await database?.drop();
    },
  };
  return kredi;
}

/** The server's process, from its start until it prints that it is running. */
async function startServer(log: NodeJS.WritableStream, logFile: string, env: ServerEnv) {
  // BENCH_CPU_PROF=<dir>: the server writes a CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/server/main.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    if (printed.length < 100_000) printed += String(chunk);
  });
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const started = Date.now();
  while (!/Kredi is running:[\s\S]*\n\n/.test(printed)) {
    if (child.exitCode !== null) throw new Error(`Kredi did not start; see ${logFile}`);
    if (Date.now() - started > 300_000) throw new Error(`Kredi did not start within 5 minutes; see ${logFile}`);
    await pause(100);
  }
  const engineThread = /its own thread (\d+)/.exec(printed)?.[1];
  return {
    pid: child.pid!,
    engineThread: engineThread ? Number(engineThread) : null,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The aggregator sandbox answers at once (no pending delay, no recent-recharge rule) and its float never runs dry. */
export async function readyAggregatorForLoad(kredi: RunningKredi): Promise<void> {
  const post = (path: string, body: unknown) =>
    fetch(`${kredi.aggregatorUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post('/sandbox/settings', { pendingDelayMs: 0, recentRechargeRule: false });
  // The sandbox's float is sized for a demo; thousands of top-ups a run would empty it and fail the rest.
  await post('/sandbox/balance', { amount: '100000000.00' });
}

/** The variables each sandbox reads its port from (src/sandbox/main.ts): free ports, so two benches never meet. */
const SANDBOX_PORT_VARIABLES = [
  'MAIL_SANDBOX_SMTP_PORT',
  'MAIL_SANDBOX_HTTP_PORT',
  'SMS_SANDBOX_PORT',
  'OIDC_SANDBOX_PORT',
  'PAYPAL_SANDBOX_PORT',
  'AGGREGATOR_SANDBOX_PORT',
  'PUSH_SANDBOX_PORT',
];

async function startSandboxProcess(scratch: string, kredi: string) {
  const envFile = path.join(scratch, 'sandboxes.env');
  const ports: Record<string, string> = {};
  for (const name of SANDBOX_PORT_VARIABLES) ports[name] = String(await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/sandbox/main.ts', '--env-out', envFile], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...ports, KREDI_WEBHOOK_URL: `${kredi}/api/webhooks/paypal` },
  });
  child.stderr!.pipe(createWriteStream(path.join(scratch, 'sandboxes.log')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const started = Date.now();
  while (!existsSync(envFile)) {
    if (child.exitCode !== null) throw new Error(`the sandboxes did not start; see ${path.join(scratch, 'sandboxes.log')}`);
    if (Date.now() - started > 300_000) throw new Error('the sandboxes did not start within 5 minutes');
    await pause(100);
  }
  const env = Object.fromEntries(
    (await readFile(envFile, 'utf8'))
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  ) as Record<string, string>;
  return {
    env,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** What `npm start` adds when it runs the sandboxes itself (main.ts): the demo offers. */
async function addDemoPromotions(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await ensureDemoPromotions(drizzle(pool, { schema }));
  } finally {
    await pool.end();
  }
}

async function createDatabase(serverUrl: string) {
  const name = `kredi_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** The built web app when there is one; else a one-line page, since the bench never asks for a page. */
async function webDistDir(scratch: string): Promise<string> {
  if (existsSync('dist/web/index.html')) return 'dist/web';
  const dir = path.join(scratch, 'web');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><html lang="en"><head><!--app-head--></head><body></body></html>');
  return dir;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
