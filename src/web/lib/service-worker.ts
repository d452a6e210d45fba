import { CACHE_URLS_MESSAGE } from './offline-rules';

/** Kredi's one service worker (src/web/service-worker/sw.ts, built to the site's root so its scope is the whole app). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the worker once the page has loaded (it never competes with the first screen), then hands it
 * the code and catalogue this visit already downloaded, which it could not see before it took control:
 * so the first visit's screen opens offline too, without downloading anything twice from the network.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
    const ready = await navigator.serviceWorker.ready;
    const loaded = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).origin === location.origin && new URL(name).pathname.startsWith('/assets/'));
    ready.active?.postMessage({ type: CACHE_URLS_MESSAGE, payload: { urlsToCache: loaded } });
  };
  const start = () => void register().catch((error: unknown) => console.warn('Service worker not registered', error));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
