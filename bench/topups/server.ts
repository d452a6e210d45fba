/**
 * Kredi as `npm start` runs it (after its build): `node --import tsx src/server/main.ts`, every sandbox on,
 * on a fresh PostgreSQL database (DATABASE_URL) or the embedded engine in a fresh data folder.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { readEmbeddedUrl } from '../../src/server/db/embedded-address';

export interface RunningKredi {
  engine: 'postgresql' | 'embedded';
  baseUrl: string;
  /** Where the bench itself reaches the same database (the embedded engine's loopback URL when embedded). */
  databaseUrl: string;
  aggregatorUrl: string;
  logFile: string;
  stop(): Promise<void>;
}

export async function startKredi(serverUrl: string | null): Promise<RunningKredi> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'kredi-bench-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const database = serverUrl ? await createDatabase(serverUrl) : null;
  const logFile = path.join(scratch, 'server.log');
  const dataDir = path.join(scratch, 'data');
  const log = createWriteStream(logFile);
  // BENCH_CPU_PROF=<dir>: the server writes a CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/server/main.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: database?.url ?? '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      SANDBOXES: 'on',
      WEB_DIST_DIR: await webDistDir(scratch),
    },
  });
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    if (printed.length < 100_000) printed += String(chunk);
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const started = Date.now();
  while (!/Kredi is running:[\s\S]*\n\n/.test(printed)) {
    if (child.exitCode !== null) throw new Error(`Kredi did not start; see ${logFile}`);
    if (Date.now() - started > 120_000) throw new Error(`Kredi did not start within 2 minutes; see ${logFile}`);
    await pause(100);
  }
  const aggregatorUrl = /aggregator \(sandbox\)\s+(\S+)/.exec(printed)?.[1];
  if (!aggregatorUrl) throw new Error(`no aggregator sandbox in Kredi's start-up lines:\n${printed}`);
  const embeddedUrl = database ? null : await readEmbeddedUrl(dataDir);
  return {
    engine: database ? 'postgresql' : 'embedded',
    baseUrl,
    databaseUrl: database?.url ?? embeddedUrl!,
    aggregatorUrl,
    logFile,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await database?.drop();
    },
  };
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
