/**
 * `npm run bench:first-data`: how soon a signed-in screen has its data and its largest paint on a slow phone,
 * with the page asking for the sign-in and the screen's first reads itself (ADR 0045) beside the same page
 * with that switched off (its `data-early` attribute removed on the way, so the app asks after its code
 * arrived, as before), in the same run, alternating.
 *   the real server as `npm start` runs it, a person signed up through the API, Debian Chromium through
 *   Playwright with the network and CPU throttled as Lighthouse's mobile preset (150 ms RTT, 1.6 Mbps down,
 *   750 kbps up, 4× slower CPU), a fresh browser context per load (nothing cached).
 * Printed per screen: the median time until the last of the screen's first reads had its answer, the
 * largest contentful paint, and when the screen went live (its code committed: it answers to touch).
 * BENCH_ROUNDS (default 5) loads of each. Prints; never fails on speed.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { EARLY_READS } from '../src/shared/web/early-reads';
import { cookiesOf } from './lighthouse-chromium';
import { signUpPerson, startKredi, waitForHealth } from './kredi-web-server';

const PORT = Number(process.env.BENCH_PORT ?? 4331);
const BASE = `http://localhost:${PORT}`;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WEB_DIST = path.resolve(process.env.WEB_DIST_DIR ?? 'dist/web');
/** Every screen that asks early (BENCH_ROUTES, comma-separated, for fewer); `/` is the dashboard again. */
const ROUTES = process.env.BENCH_ROUTES?.split(',') ?? Object.keys(EARLY_READS).filter((route) => route !== '/');

interface Load {
  dataMs: number;
  lcpMs: number;
  /** When the screen's code committed and the page answers to touch (`<html data-app="ready">`, routes.tsx). */
  liveMs: number;
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) execFileSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const server = startKredi(PORT, WEB_DIST);
  let browser: Browser | null = null;
  try {
    await waitForHealth(BASE);
    const cookie = await signUpPerson(BASE);
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
    const rows: Record<string, Record<string, number>> = {};
    for (const route of ROUTES) {
      const early: Load[] = [];
      const late: Load[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        early.push(await load(browser, cookie, route, true));
        late.push(await load(browser, cookie, route, false));
      }
      const row = (loads: Load[]) => ({
        data: median(loads.map((l) => l.dataMs)),
        lcp: median(loads.map((l) => l.lcpMs)),
        live: median(loads.map((l) => l.liveMs)),
      });
      const [a, b] = [row(early), row(late)];
      rows[route] = {
        'data ms, asked early': a.data,
        'data ms, asked by the app': b.data,
        'LCP ms, early': a.lcp,
        'LCP ms, by the app': b.lcp,
        'live ms, early': a.live,
        'live ms, by the app': b.live,
      };
    }
    console.log(
      `\nKredi benchmark: a signed-in screen's first data, throttled as a slow phone, median of ${ROUNDS} (${new Date().toISOString()})`,
    );
    console.table(rows);
  } finally {
    server.kill('SIGTERM');
    await browser?.close();
  }
}

async function load(browser: Browser, cookie: string, route: string, askEarly: boolean): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    await context.addCookies(cookiesOf(cookie, BASE));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Both variants go through the same interception, so it costs them the same.
    await page.route(`${BASE}${route}`, async (intercepted) => {
      const response = await intercepted.fetch();
      const html = await response.text();
      await intercepted.fulfill({ response, body: askEarly ? html : html.replace(/ data-early="[^"]*"/, '') });
    });
    // Run before the document has its <html>: watch the whole document for the attribute.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement?.dataset.app !== 'ready') return;
        (window as unknown as { liveAt: number }).liveAt = performance.now();
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] });
    });
    await page.goto(`${BASE}${route}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => (window as unknown as { liveAt?: number }).liveAt !== undefined);
    return await page.evaluate(async (reads) => {
      const answered = reads.map((read) => {
        const entry = performance.getEntriesByType('resource').find((e) => e.name.endsWith(read));
        return entry ? entry.responseEnd : Number.NaN;
      });
      const lcp = await new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      });
      const liveMs = Math.round((window as unknown as { liveAt: number }).liveAt);
      return { dataMs: Math.round(Math.max(...answered)), lcpMs: Math.round(lcp), liveMs };
    }, EARLY_READS[route] ?? []);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

await main();
