/**
 * `npm run bench:web-cpu`: how much work each route gives a phone's main thread, in CPU time, beside the same DOM
 * served static in the same run. Lighthouse's figures on this 2-core machine swing by a factor of two from one run
 * to the next (its simulated Total Blocking Time multiplies wall-clock task lengths, which other processes
 * stretch); the main thread's own CPU time (Chromium's trace, each task's thread time) moves far less, so a change
 * of 10 % shows.
 *   product:  the real server (the build in WEB_DIST_DIR, default dist/web), the signed-in routes with a real
 *             session; each route opened twice in a fresh context, the second traced, from navigation until the
 *             app says it is ready and the network is quiet.
 *   baseline: the DOM the route settled on, scripts removed, from a bare node:http server (lighthouse-static.ts).
 * Printed per route, the median of BENCH_ROUNDS (default 3): main-thread CPU ms; "4× blocking", Lighthouse's
 * mobile arithmetic on those tasks (each task's CPU × 4, less 50 ms, summed where positive); the requests the page
 * made. No CPU throttling is applied (it would count the throttle's own pauses). Prints; never fails on speed.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { cookiesOf } from './lighthouse-chromium';
import { startStaticServer, staticSnapshot } from './lighthouse-static';
import { signUpPerson, startKredi, waitForHealth } from './kredi-web-server';

const PORT = Number(process.env.BENCH_PORT ?? 4341);
const STATIC_PORT = PORT + 1;
const BASE = `http://localhost:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WEB_DIST = path.resolve(process.env.WEB_DIST_DIR ?? 'dist/web');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SIGNED_OUT = ['/', '/login'];
const TRACE_CATEGORIES = process.env.BENCH_TRACE_CATEGORIES?.split(',') ?? [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.resource',
];
const ROUTES = process.env.BENCH_ROUTES?.split(',') ?? ['/', '/login', '/dashboard', '/send-topup', '/history', '/wallet'];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { beginData?: { url?: string; functionName?: string }; data?: { url?: string; functionName?: string } };
}
interface Work {
  cpuMs: number;
  blockingMs: number;
  requests: number;
}

async function main() {
  const server = startKredi(PORT, WEB_DIST);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const snapshots = new Map<string, string>();
  const product = new Map<string, Work[]>();
  const baseline = new Map<string, Work[]>();
  try {
    await waitForHealth(BASE);
    const cookie = await signUpPerson(BASE);
    const staticServer = await startStaticServer(STATIC_PORT, snapshots, WEB_DIST);
    try {
      for (let round = 0; round < ROUNDS; round++) {
        for (const route of ROUTES) {
          const signedIn = !SIGNED_OUT.includes(route);
          const { work, html } = await traced(browser, BASE, route, signedIn ? cookie : null, true);
          if (!snapshots.has(route)) snapshots.set(route, staticSnapshot(html));
          product.set(route, [...(product.get(route) ?? []), work]);
          const still = await traced(browser, `http://localhost:${STATIC_PORT}`, route, null, false);
          baseline.set(route, [...(baseline.get(route) ?? []), still.work]);
        }
      }
    } finally {
      staticServer.close();
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  const rows = ROUTES.map((route) => {
    const kredi = product.get(route)!;
    const still = baseline.get(route)!;
    const cpu = median(kredi.map((w) => w.cpuMs));
    const stillCpu = median(still.map((w) => w.cpuMs));
    return {
      route,
      'CPU ms': Math.round(cpu),
      'CPU ms, each round': kredi.map((w) => Math.round(w.cpuMs)).join(' '),
      '4× blocking ms': Math.round(median(kredi.map((w) => w.blockingMs))),
      requests: median(kredi.map((w) => w.requests)),
      'static CPU ms': Math.round(stillCpu),
      'static 4× blocking ms': Math.round(median(still.map((w) => w.blockingMs))),
      '× static': Number((cpu / stillCpu).toFixed(1)),
    };
  });
  console.log(`\nKredi benchmark: main-thread CPU per route, median of ${ROUNDS} (${new Date().toISOString()}, ${WEB_DIST})`);
  console.table(rows);
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(rows, null, 2));
}

/** One route opened twice in fresh contexts (the first warms the server), the second traced. */
async function traced(browser: Browser, base: string, route: string, cookie: string | null, isApp: boolean) {
  let result: { work: Work; html: string } | null = null;
  for (let visit = 0; visit < 2; visit++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
    if (cookie) await context.addCookies(cookiesOf(cookie, base));
    const page = await context.newPage();
    if (visit === 1) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    if (isApp) await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    if (visit === 1) {
      const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
      result = { work: workOf(events, `${base}${route}`), html: await page.content() };
    }
    await context.close();
  }
  return result!;
}

/** The page's main thread is the one that parsed its document; its tasks are the outermost RunTask events. */
function workOf(events: TraceEvent[], url: string): Work {
  const document = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === url);
  if (!document) throw new Error(`No document parsed at ${url} in the trace.`);
  const mine = events.filter((e) => e.pid === document.pid && e.tid === document.tid && e.ph === 'X');
  const tasks = mine.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const outermost: TraceEvent[] = [];
  for (const task of tasks) {
    const last = outermost.at(-1);
    if (!last || task.ts >= last.ts + last.dur!) outermost.push(task);
  }
  const cpu = outermost.map((task) => (task.tdur ?? 0) / 1000);
  if (process.env.BENCH_TASKS) printLongTasks(url, outermost, mine);
  return {
    cpuMs: cpu.reduce((sum, ms) => sum + ms, 0),
    blockingMs: cpu.reduce((sum, ms) => sum + Math.max(0, 4 * ms - 50), 0),
    requests: mine.filter((e) => e.name === 'ResourceFetcher::requestResource').length,
  };
}

/**
 * BENCH_TASKS=1: each task that blocks at 4× (over 12.5 ms of CPU) with the events directly inside it, then the
 * route's CPU by the trace event that spent it (self time: an event's own, less the events inside it), so a change
 * can aim at what counts. BENCH_TRACE_CATEGORIES (comma-separated) records more of Chromium's categories
 * (e.g. `toplevel,v8,blink,loading,mojom,renderer.scheduler`): finer names, more tracing overhead.
 */
function printLongTasks(url: string, tasks: TraceEvent[], mine: TraceEvent[]) {
  const start = tasks[0]?.ts ?? 0;
  const selfByName = new Map<string, number>();
  for (const task of tasks) {
    const cpu = (task.tdur ?? 0) / 1000;
    const end = task.ts + task.dur!;
    const within = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && e.tdur !== undefined);
    addSelfTimes([task, ...within], selfByName);
    if (cpu <= 12.5) continue;
    const inside = within.filter((e) => e.tdur! >= 1000);
    const direct = inside.filter((e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur! && o.dur! > e.dur!));
    const parts = direct.map((e) => {
      const where = e.args?.data?.url ?? e.args?.beginData?.url ?? e.args?.data?.functionName ?? '';
      return `${e.name}${where ? ` ${where.split('/').pop()}` : ''} ${((e.tdur ?? 0) / 1000).toFixed(1)}`;
    });
    console.log(`${url} +${((task.ts - start) / 1000).toFixed(0)} ms: task ${cpu.toFixed(1)} ms CPU: ${parts.join(', ')}`);
  }
  const spent = [...selfByName].sort((a, b) => b[1] - a[1]).filter(([, ms]) => ms >= 1);
  console.log(`${url} CPU ms by event (self time): ${spent.map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(', ')}`);
}

/** Adds each event's self time (its CPU less that of the events nested in it) to `into`, by the event's name. */
function addSelfTimes(events: TraceEvent[], into: Map<string, number>) {
  const open: { event: TraceEvent; nestedCpu: number }[] = [];
  const close = ({ event, nestedCpu }: { event: TraceEvent; nestedCpu: number }) =>
    into.set(event.name, (into.get(event.name) ?? 0) + (event.tdur! - nestedCpu) / 1000);
  for (const event of [...events].sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)) {
    while (open.length && open.at(-1)!.event.ts + open.at(-1)!.event.dur! <= event.ts) close(open.pop()!);
    if (open.length) open.at(-1)!.nestedCpu += event.tdur ?? 0;
    open.push({ event, nestedCpu: 0 });
  }
  while (open.length) close(open.pop()!);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
