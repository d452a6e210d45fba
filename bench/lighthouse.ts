/**
 * `npm run bench:lighthouse`: Lighthouse's mobile performance of the web's first screens, beside a baseline
 * measured in the same run.
 *   product:  the real server as `npm start` runs it (build, then `node --import tsx src/server/main.ts`, the
 *             sandboxes on, the embedded engine or DATABASE_URL), twelve routes, the signed-in ones with a
 *             real session cookie from the API.
 *   baseline: the same screen's rendered DOM, saved once it settled, its scripts removed, served with the
 *             same stylesheet from a bare node:http server: what the same content costs with no app at all.
 * Lighthouse 13, Debian Chromium, mobile form factor, simulated throttling (its defaults). LH_RUNS (default 1)
 * runs each page that many times and keeps the median score; LH_REPORT_DIR keeps each report (JSON) there;
 * LH_ROUTES (comma-separated paths, e.g. /history) measures only those.
 * Prints; never fails on speed.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import { chromium } from '@playwright/test';
import { cookiesOf, launchChromium, type RunningChromium } from './lighthouse-chromium';
import { gzipKbOf, initialScriptSize, startStaticServer, staticSnapshot } from './lighthouse-static';
import { signUpPerson, startKredi, waitForHealth } from './kredi-web-server';

const PORT = Number(process.env.BENCH_PORT ?? 4311);
const STATIC_PORT = PORT + 1;
const DEBUG_PORT = PORT + 2;
const RUNS = Number(process.env.LH_RUNS ?? 1);
const BASE = `http://localhost:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** WEB_DIST_DIR (with BENCH_SKIP_BUILD=1) measures another build, e.g. an older one kept aside. */
const WEB_DIST = path.resolve(process.env.WEB_DIST_DIR ?? 'dist/web');

const ALL_ROUTES: { path: string; signedIn: boolean }[] = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/register', signedIn: false },
  { path: '/dashboard', signedIn: true },
  { path: '/send-topup', signedIn: true },
  { path: '/history', signedIn: true },
  { path: '/wallet', signedIn: true },
  { path: '/promotions', signedIn: true },
  { path: '/loyalty', signedIn: true },
  { path: '/support', signedIn: true },
  { path: '/send-basket', signedIn: true },
  { path: '/scheduled', signedIn: true },
];
const ONLY = process.env.LH_ROUTES?.split(',').map((route) => route.trim());
const ROUTES = ONLY ? ALL_ROUTES.filter((route) => ONLY.includes(route.path)) : ALL_ROUTES;

interface Measure {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  scriptKb: number;
  /** The same scripts' files gzip-compressed (level 9): the size the goal (≤ 150 KB gzip) is written in. */
  scriptGzipKb: number;
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) execFileSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const server = startKredi(PORT, WEB_DIST);
  let chrome: RunningChromium | null = null;
  try {
    await waitForHealth(BASE);
    const cookie = await signUpPerson(BASE);
    chrome = await launchChromium(CHROMIUM, DEBUG_PORT);
    const snapshots = await takeSnapshots(cookie);
    const staticServer = await startStaticServer(STATIC_PORT, snapshots, WEB_DIST);
    const rows: Record<string, Record<string, string | number>> = {};
    try {
      for (const route of ROUTES) {
        const product = await median(async () => {
          await chrome!.useCookies(BASE, route.signedIn ? cookie : null);
          return audit(`${BASE}${route.path}`, chrome!.port);
        });
        const baseline = await median(async () => {
          await chrome!.useCookies(BASE, null);
          return audit(`http://localhost:${STATIC_PORT}${route.path}`, chrome!.port);
        });
        rows[route.path + (route.signedIn ? ' (signed in)' : '')] = {
          score: product.score,
          'LCP s': seconds(product.lcpMs),
          'FCP s': seconds(product.fcpMs),
          'TBT ms': Math.round(product.tbtMs),
          'JS KB': product.scriptKb,
          'JS KB gzip': product.scriptGzipKb,
          'static score': baseline.score,
          'static LCP s': seconds(baseline.lcpMs),
          'score gap': Math.round((baseline.score - product.score) * 100) / 100,
        };
      }
    } finally {
      staticServer.close();
    }
    const initial = initialScriptSize(WEB_DIST);
    console.log(`\nKredi benchmark: Lighthouse mobile, simulated throttling, median of ${RUNS} (${new Date().toISOString()})`);
    console.log(`initial JS of / (entry and its static imports): ${initial.gzipKb} KB gzip, ${initial.rawKb} KB raw`);
    console.table(rows);
    console.log(
      'JS KB: script bytes transferred for the page (brotli); JS KB gzip: the same files, gzip -9; static: the same rendered DOM, no scripts, bare node:http.\n',
    );
  } finally {
    server.kill('SIGTERM');
    await chrome?.stop();
  }
}

/** Each route's DOM once the screen settled (no request in flight), as the person sees it. */
async function takeSnapshots(cookie: string): Promise<Map<string, string>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const snapshots = new Map<string, string>();
  try {
    for (const route of ROUTES) {
      const context = await browser.newContext();
      // In the cookie jar, as a browser holds it: an extra Cookie header would lose to the app's own cookie.
      if (route.signedIn) await context.addCookies(cookiesOf(cookie, BASE));
      const page = await context.newPage();
      await page.goto(`${BASE}${route.path}`, { waitUntil: 'networkidle' });
      // The loaders gone too (a screen may wait on its data a little after the network went quiet).
      await page
        .locator('[role=status][aria-live] .animate-spin')
        .first()
        .waitFor({ state: 'detached', timeout: 10_000 })
        .catch(() => undefined);
      snapshots.set(route.path, staticSnapshot(await page.content()));
      if (process.env.LH_REPORT_DIR) {
        writeFileSync(path.join(process.env.LH_REPORT_DIR, `snapshot${route.path.replaceAll('/', '_')}.html`), snapshots.get(route.path)!);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return snapshots;
}

async function audit(url: string, port: number, attempt = 1): Promise<Measure> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  // A trace Chromium failed to record (NO_NAVSTART and the like, on a busy machine) scores nothing: run again.
  if (result.lhr.runtimeError && attempt < 3) {
    console.error(`${url}: ${result.lhr.runtimeError.code}, run again`);
    return audit(url, port, attempt + 1);
  }
  const { categories, audits } = result.lhr;
  if (process.env.LH_REPORT_DIR) {
    const name = new URL(url).port + new URL(url).pathname.replaceAll('/', '_');
    writeFileSync(path.join(process.env.LH_REPORT_DIR, `${name}.json`), JSON.stringify(result.lhr));
  }
  const requests =
    (audits['network-requests']?.details as { items?: { url?: string; resourceType?: string; transferSize?: number }[] })?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const scriptBytes = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    score: categories.performance?.score ?? 0,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    scriptKb: Math.round(scriptBytes / 102.4) / 10,
    scriptGzipKb: gzipKbOf(
      WEB_DIST,
      scripts.map((r) => new URL(r.url ?? '', url).pathname),
    ),
  };
}

async function median(run: () => Promise<Measure>): Promise<Measure> {
  const results: Measure[] = [];
  for (let i = 0; i < RUNS; i++) results.push(await run());
  results.sort((a, b) => a.score - b.score);
  return results[Math.floor(results.length / 2)]!;
}

const seconds = (ms: number) => Math.round(ms / 10) / 100;

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
