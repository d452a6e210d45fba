/**
 * `node --import tsx bench/web-profile.ts`: where the main thread goes while each web route opens, on a slow
 * phone's CPU (4× slowdown, as Lighthouse's mobile run). For each route: Chromium through Playwright, the CDP
 * Profiler recording from navigation until the screen is live (`<html data-app="ready">`) and the network quiet;
 * prints the time spent in each script (self time, by file) and the ten costliest functions, plus the long
 * tasks (over 50 ms) the page saw; then the same time read through the build's source maps: by library or module
 * of ours, and through which of our functions (bench/profile-sources.ts). The server as `npm run bench:lighthouse`
 * starts it, on a build already made (WEB_DIST_DIR, default dist/web); PROFILE_ROUTES (comma-separated) picks
 * routes; PROFILE_DIR keeps each .cpuprofile (open it in Chromium's DevTools, Performance tab). PROFILE_CPU=off
 * records the long tasks alone: the profiler slows the page, and stretches renders that are not cut into slices
 * (Preact's) more than sliced ones (ADR 0080). Prints; never fails on speed. It refuses a port that already
 * answers and waits for its server to stop, so that two runs in a row (one build, then another) each measure
 * their own build.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { cookiesOf } from './lighthouse-chromium';
import { profileBySource, type Profile } from './profile-sources';
import { signUpPerson, startKredi, waitForHealth } from './kredi-web-server';

const PORT = Number(process.env.BENCH_PORT ?? 4321);
const BASE = `http://localhost:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WEB_DIST = path.resolve(process.env.WEB_DIST_DIR ?? 'dist/web');
const SIGNED_OUT = ['/', '/login', '/register'];
const SIGNED_IN = ['/dashboard', '/send-topup', '/history', '/wallet', '/promotions', '/loyalty', '/support', '/send-basket', '/scheduled'];
const CPU_PROFILE = process.env.PROFILE_CPU !== 'off';
const ONLY = process.env.PROFILE_ROUTES?.split(',').map((route) => route.trim());

async function main() {
  // A server still up from an earlier run (shutting down, or hung in its shutdown) would answer instead of
  // this one, with its own build: the figures would be another build's. Refuse rather than measure it.
  if (
    await fetch(`${BASE}/api/health`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`Something already answers on ${BASE}; stop it or set BENCH_PORT, or its build is what gets measured.`);
  }
  const server = startKredi(PORT, WEB_DIST);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    await waitForHealth(BASE);
    const cookie = await signUpPerson(BASE);
    const routes = [...SIGNED_OUT.map((p) => ({ path: p, signedIn: false })), ...SIGNED_IN.map((p) => ({ path: p, signedIn: true }))];
    for (const route of routes.filter((r) => !ONLY || ONLY.includes(r.path))) {
      // Twice: the first visit warms the server's caches (and the page's HTTP cache is fresh each time).
      for (let visit = 0; visit < 2; visit++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
        if (route.signedIn) await context.addCookies(cookiesOf(cookie, BASE));
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        if (CPU_PROFILE) {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        }
        await page.addInitScript(() => {
          const longTasks: number[] = [];
          (window as unknown as { __longTasks: number[] }).__longTasks = longTasks;
          new PerformanceObserver((list) => list.getEntries().forEach((entry) => longTasks.push(entry.duration))).observe({
            type: 'longtask',
            buffered: true,
          });
        });
        if (CPU_PROFILE) await cdp.send('Profiler.start');
        const started = Date.now();
        await page.goto(`${BASE}${route.path}`, { waitUntil: 'networkidle' });
        await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, { timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        const profile = CPU_PROFILE ? ((await cdp.send('Profiler.stop')) as { profile: Profile }).profile : null;
        const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
        if (visit === 1) report(route.path, profile, longTasks, Date.now() - started);
        if (visit === 1 && profile && process.env.PROFILE_DIR) {
          writeFileSync(
            path.join(process.env.PROFILE_DIR, `${route.path.replaceAll('/', '_') || '_'}.cpuprofile`),
            JSON.stringify(profile),
          );
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    // Gone before this returns, so that the next run (another build, often) cannot reach this one's server.
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000).unref())]);
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  }
}

function report(route: string, profile: Profile | null, longTasks: number[], wallMs: number) {
  const blocking = longTasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0);
  const tasks = `long tasks ${longTasks.map((ms) => Math.round(ms)).join(', ') || 'none'} (blocking ${Math.round(blocking)} ms)`;
  if (!profile) {
    console.log(`\n${route}: ${tasks}, ready and quiet in ${wallMs} ms (no CPU profile)`);
    return;
  }
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  for (const [id, ms] of selfMs) {
    const { functionName, url, lineNumber, columnNumber } = byId.get(id)!.callFrame;
    if (functionName === '(idle)' || functionName === '(program)' || functionName === '(root)') {
      if (functionName === '(program)')
        byFile.set('(program: parse, style, layout, paint)', (byFile.get('(program: parse, style, layout, paint)') ?? 0) + ms);
      if (functionName === '(program)') busy += ms;
      continue;
    }
    busy += ms;
    const file = url ? new URL(url).pathname : functionName;
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}:${columnNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, ms]) => `    ${ms.toFixed(0).padStart(6)} ms  ${key}`)
      .join('\n');
  console.log(`\n${route}: main thread busy ${busy.toFixed(0)} ms in ${wallMs} ms; ${tasks}`);
  console.log(`  by file (self time):\n${top(byFile, 12)}`);
  console.log(`  costliest functions (self time):\n${top(byFunction, 10)}`);
  const { selfBySource, throughOurs } = profileBySource(profile, WEB_DIST);
  console.log(`  by library or module, through the build's source maps (self time):\n${top(selfBySource, 12)}`);
  console.log(`  our functions and components, with what they call (inclusive time):\n${top(throughOurs, 15)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
