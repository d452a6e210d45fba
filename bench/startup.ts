/**
 * `npm run bench:startup`: how long `npm start`'s server takes to be healthy on a second start, and how much
 * memory it holds when idle, beside a bare node process measured in the same run.
 *
 * What is measured, precisely: from spawning the server process (the command after `npm run build &&` in
 * package.json's `start`, so the build itself is not counted: `npm run build` must have run) to the first
 * 200 from GET /api/health, polled every 10 ms. The data directory already exists (a first start, not
 * counted, created and migrated it), the engine is the embedded one and the sandboxes are on, exactly as a
 * developer's second `npm start`. Idle RSS is the process's resident memory BENCH_IDLE_SECONDS (default 5)
 * after healthy, when the start-up's catalogue sync has run. Each round then stops the server with SIGTERM.
 * The CPU time the process used until healthy (user + system, every thread) is printed too: on a machine
 * shared with other work the wall-clock time swings with the load, the CPU time much less.
 *   rows:     npm start's server; the same server run from source through tsx (how `npm start` ran before
 *             ADR 0023), for comparison; and the baseline.
 *   baseline: bare node answering HTTP (node:http, one route): what a process costs here and now.
 * BENCH_COMPARE_DIR=<another checkout, e.g. a git worktree of an older commit> adds its `npm start` server as a
 * row (before/after in one run). BENCH_ROUNDS (default 5) rounds, each row in turn. Linux only (reads /proc/<pid>/status). Never fails a
 * build on speed: it only prints.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 5);
const HEALTHY_WITHIN_MS = 120_000;

interface Row {
  name: string;
  argv: string[];
  /** Where it runs: this checkout, or BENCH_COMPARE_DIR. */
  cwd?: string;
}

/** The server command of `npm start`, read from package.json so this bench cannot drift from it. */
function npmStartServer(checkout = '.'): string[] {
  const start = (JSON.parse(readFileSync(path.join(checkout, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts
    .start!;
  const command = start.split('&&').pop()!.trim().split(/\s+/);
  if (command[0] !== 'node') throw new Error(`package.json's start does not end with a node command: ${start}`);
  return command.slice(1);
}

const BARE_NODE = `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end('{"status":"ok"}'); }).listen(Number(process.env.PORT), 'localhost');`;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** CPU time the process used so far (user + system, all its threads), from /proc/<pid>/stat. */
function cpuMilliseconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100; // USER_HZ on Linux
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

function residentMegabytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.match(/\d+/)?.[0] ?? NaN) / 1024);
}

async function healthy(port: number, child: ChildProcess, started: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the process exited (${child.exitCode}) before it was healthy`);
    if (performance.now() - started > HEALTHY_WITHIN_MS) throw new Error('not healthy within two minutes');
    const ok = await fetch(`http://localhost:${port}/api/health`)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (ok) return performance.now() - started;
    await wait(10);
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** One start: spawn, wait for healthy, let it settle, read its memory, stop it. */
async function measureOnce(row: Row, dataDir: string): Promise<{ ms: number; cpuMs: number; rssAtHealthy: number; rssIdle: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, row.argv, {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', SANDBOXES: 'on' },
    stdio: ['ignore', 'ignore', 'inherit'],
    cwd: row.cwd,
  });
  try {
    const ms = await healthy(port, child, started);
    const cpuMs = cpuMilliseconds(child.pid!);
    const rssAtHealthy = residentMegabytes(child.pid!);
    await wait(IDLE_SECONDS * 1000);
    return { ms, cpuMs, rssAtHealthy, rssIdle: residentMegabytes(child.pid!) };
  } finally {
    await stop(child);
  }
}

async function main() {
  const server = npmStartServer();
  const entry = server.find((arg) => arg.endsWith('.js'));
  if (entry && !existsSync(entry)) throw new Error(`${entry} does not exist: run \`npm run build\` first`);
  const rows: Row[] = [
    { name: `npm start's server: node ${server.join(' ')}`, argv: server },
    { name: 'the same from source: node --import tsx src/server/main.ts', argv: ['--import', 'tsx', 'src/server/main.ts'] },
    { name: 'baseline: bare node, node:http', argv: ['-e', BARE_NODE] },
  ];
  const compare = process.env.BENCH_COMPARE_DIR;
  if (compare)
    rows.splice(1, 0, { name: `${compare}: node ${npmStartServer(compare).join(' ')}`, argv: npmStartServer(compare), cwd: compare });
  const dataDirs = await Promise.all(rows.map(() => mkdtemp(path.join(tmpdir(), 'kredi-bench-startup-'))));
  const results = rows.map(() => [] as Awaited<ReturnType<typeof measureOnce>>[]);
  try {
    // The first start of each makes its data directory and migrates it: not counted.
    for (const [i, row] of rows.entries()) await measureOnce(row, dataDirs[i]!);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, row] of rows.entries()) results[i]!.push(await measureOnce(row, dataDirs[i]!));
    }
  } finally {
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }

  console.log(
    `\nKredi benchmark: second start to healthy and idle memory, embedded engine, sandboxes on (${ROUNDS} starts each, ${new Date().toISOString()})`,
  );
  console.table(
    Object.fromEntries(
      rows.map((row, i) => {
        const runs = results[i]!;
        const ms = runs.map((r) => r.ms);
        return [
          row.name,
          {
            'to healthy, median ms': Math.round(median(ms)),
            'fastest ms': Math.round(Math.min(...ms)),
            'slowest ms': Math.round(Math.max(...ms)),
            'CPU ms to healthy, median': Math.round(median(runs.map((r) => r.cpuMs))),
            'RSS at healthy MB': median(runs.map((r) => r.rssAtHealthy)),
            [`RSS idle (${IDLE_SECONDS} s) MB`]: median(runs.map((r) => r.rssIdle)),
          },
        ];
      }),
    ),
  );
  const medianMs = (i: number) => median(results[i]!.map((r) => r.ms));
  console.log(`ratio to healthy (npm start's server / bare node, medians): ${Math.round(medianMs(0) / medianMs(rows.length - 1))}`);
  console.log(`goals: second start ≤ 3000 ms, idle RSS ≤ 300 MB (docs/performance.md)\n`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
