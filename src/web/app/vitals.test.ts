// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import type { WebVitalsReport } from '../../shared/api/vitals';
import { REPORT_AFTER_MS, reportWebVitals } from './vitals';

/** The library's callbacks, so each test decides what the browser measured and when. */
const vitals = vi.hoisted(() => ({ callbacks: new Map<string, (metric: Partial<Metric>) => void>() }));
vi.mock('web-vitals', () => {
  const on = (name: string) => (callback: (metric: Partial<Metric>) => void) => void vitals.callbacks.set(name, callback);
  return { onTTFB: on('TTFB'), onFCP: on('FCP'), onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS') };
});
const measure = (name: string, value: number) => vitals.callbacks.get(name)!({ name: name as Metric['name'], value });

let sendBeacon: ReturnType<typeof vi.fn<(url: string, data: Blob) => boolean>>;
let fetchMock: ReturnType<typeof vi.fn>;
let stop = () => {};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vitals.callbacks.clear();
  sendBeacon = vi.fn(() => true);
  fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { sendBeacon }));
  vi.stubGlobal('fetch', fetchMock);
  document.body.innerHTML = '<div id="root"></div>';
  window.history.replaceState(null, '', '/fr/send-topup?recipient=50934101200');
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function start() {
  stop = reportWebVitals(document.getElementById('root'));
  await vi.waitFor(() => expect(vitals.callbacks.size).toBe(5)); // web-vitals is imported lazily
}

/** React committing the app shell into #root. */
async function renderShell() {
  document.getElementById('root')!.innerHTML = '<main>Loading Kredi...</main>';
  await Promise.resolve(); // MutationObserver callbacks run as a microtask
}

const beaconed = async (): Promise<WebVitalsReport[]> =>
  Promise.all(sendBeacon.mock.calls.map(async ([url, blob]) => (expect(url).toBe('/api/vitals'), JSON.parse(await blob.text()))));

function hidePage() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
}

describe('the web reports its start-up time and Core Web Vitals', () => {
  it('measures app-init when the shell first renders and sends it with the start-up vitals in one report, a few seconds in', async () => {
    await start();
    await renderShell();
    measure('TTFB', 84.2);
    measure('FCP', 612);
    expect(sendBeacon).not.toHaveBeenCalled(); // batched, not one request per number

    vi.advanceTimersByTime(REPORT_AFTER_MS);
    const reports = await beaconed();
    expect(reports).toHaveLength(1);
    // The route template only: no language prefix, no query, nothing the person typed.
    expect(reports[0]!.route).toBe('/send-topup');
    expect(reports[0]!.metrics.map((m) => m.name)).toEqual(['app-init', 'TTFB', 'FCP']);
    expect(reports[0]!.metrics[0]!.value).toBeGreaterThanOrEqual(0);
    expect(performance.getEntriesByName('kredi:app-init', 'mark')).toHaveLength(1);
    expect(JSON.stringify(reports)).not.toContain('50934101200');
  });

  it('sends what is left the moment the page is hidden, and nothing when nothing is left', async () => {
    await start();
    await renderShell();
    vi.advanceTimersByTime(REPORT_AFTER_MS);
    measure('LCP', 1480);
    measure('CLS', 0.031);
    measure('INP', 96);

    hidePage();
    const reports = await beaconed();
    expect(reports).toHaveLength(2);
    expect(reports[1]!.metrics).toEqual([
      { name: 'LCP', value: 1480 },
      { name: 'CLS', value: 0.031 },
      { name: 'INP', value: 96 },
    ]);

    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(REPORT_AFTER_MS);
    expect(sendBeacon).toHaveBeenCalledTimes(2);
  });

  it('falls back to fetch with keepalive when the browser has no sendBeacon or refuses the beacon', async () => {
    sendBeacon.mockReturnValue(false);
    await start();
    await renderShell();
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe('/api/vitals');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
    expect(JSON.parse(init.body as string)).toMatchObject({ route: '/send-topup', metrics: [{ name: 'app-init' }] });
  });

  it('splits a long batch into reports the server accepts (12 measurements each)', async () => {
    await start();
    for (let i = 0; i < 14; i++) measure('CLS', i / 100);
    window.dispatchEvent(new Event('pagehide'));
    const reports = await beaconed();
    expect(reports.map((r) => r.metrics.length)).toEqual([12, 2]);
  });

  it('reports a page whose path it does not know as "other"', async () => {
    window.history.replaceState(null, '', '/topups/6f1c1f0e-1b7a-4f3e-9d55-2f1f5a2b9c10');
    await start();
    await renderShell();
    window.dispatchEvent(new Event('pagehide'));
    expect((await beaconed())[0]!.route).toBe('other');
  });
});
