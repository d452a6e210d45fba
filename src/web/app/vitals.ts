import type { Metric } from 'web-vitals';
import type { WebVitalsReport } from '../../shared/api/vitals';
import { MAX_METRICS_PER_REPORT, routeTemplateOf, WEB_VITALS_PATH, type WebMetricName } from '../../shared/web/vitals-routes';

/**
 * Measurements made within this long of each other go in one report: the start-up ones (app-init, TTFB,
 * FCP) arrive in the first second or two and leave together, "at start" (docs/product-rules.md#app-start-metric). What is left (LCP, CLS,
 * INP are final only when the person leaves) goes the moment the page is hidden.
 */
export const REPORT_AFTER_MS = 5000;

/**
 * Reports how fast this page started, to POST /api/vitals: app-init (from navigation start to the first
 * render of the app shell into `root`, also left as the performance mark `kredi:app-init`) and the Core
 * Web Vitals from the `web-vitals` library. Only the route template and the numbers leave the browser: no
 * address, id, session or person. Sent with sendBeacon (fetch with keepalive where that is missing or
 * refuses), so a report survives the page closing. Never throws; returns a stop function (tests).
 */
export function reportWebVitals(root: Element | null = document.getElementById('root')): () => void {
  const route = routeTemplateOf(window.location.pathname);
  const pending: WebVitalsReport['metrics'] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    while (pending.length > 0) send({ route, metrics: pending.splice(0, MAX_METRICS_PER_REPORT) });
  };
  const add = (name: WebMetricName, value: number) => {
    if (stopped || !Number.isFinite(value) || value < 0) return;
    pending.push({ name, value: Math.round(value * 1000) / 1000 });
    // web-vitals hands over LCP, CLS and INP from its own visibilitychange listener, which may run after
    // ours: once the page is hidden there is no later, so send at once.
    if (document.visibilityState === 'hidden') flush();
    else timer ??= setTimeout(flush, REPORT_AFTER_MS);
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', flush);

  const stopWatchingShell = whenShellRenders(root, () => {
    performance.mark?.('kredi:app-init');
    add('app-init', performance.now());
  });
  // Loaded apart from the entry: the first screen does not wait for it, and its observers read the
  // browser's buffered entries, so nothing before it loads is missed.
  import('web-vitals')
    .then(({ onTTFB, onFCP, onLCP, onINP, onCLS }) => {
      const record = (metric: Metric) => add(metric.name, metric.value);
      for (const on of [onTTFB, onFCP, onLCP, onINP, onCLS]) on(record);
    })
    .catch(() => {}); // offline, or a new deploy renamed the file: this page view goes unmeasured

  return () => {
    stopped = true;
    stopWatchingShell();
    if (timer) clearTimeout(timer);
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', flush);
  };
}

/** Calls `then` once, when `root` first holds an element (React committed the shell); returns a stop. */
function whenShellRenders(root: Element | null, then: () => void): () => void {
  if (!root) return () => {};
  if (root.firstElementChild) {
    then();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (!root.firstElementChild) return;
    observer.disconnect();
    then();
  });
  observer.observe(root, { childList: true });
  return () => observer.disconnect();
}

function send(report: WebVitalsReport): void {
  const body = JSON.stringify(report);
  try {
    if (navigator.sendBeacon?.(WEB_VITALS_PATH, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // some browsers throw instead of returning false; fetch below still tries
  }
  fetch(WEB_VITALS_PATH, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => {});
}
