import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core';
import {
  ASSET_CACHE,
  DATA_CACHE,
  FORGET_MESSAGE,
  STORED_AT_HEADER,
  isHashedAsset,
  isKeepableAnswer,
  isKeptRead,
  shellForOffline,
} from '../lib/offline-rules';

declare const self: ServiceWorkerGlobalScope;

/** A page that has not answered in this long is as good as offline: the shell opens instead. */
const PAGE_TIMEOUT_SECONDS = 6;
/** Past this the last answer is shown (with its time) rather than a spinner on a weak connection. */
const READ_TIMEOUT_SECONDS = 8;

/** Counts sign-outs: an answer asked for before the last one is not kept (it belongs to who signed out). */
let signOuts = 0;

/**
 * Stamps a kept answer with when it came, so the page can say how old what it shows is; keeps none that
 * was asked for before a sign-out.
 */
const stampWhenStored: WorkboxPlugin = {
  requestWillFetch: async ({ request, state }) => {
    if (state) state.signOuts = signOuts;
    return request;
  },
  cacheWillUpdate: async ({ response, state }) => {
    if (state?.signOuts !== signOuts) return null;
    if (!isKeepableAnswer(response.status, response.headers.get('cache-control'))) return null;
    const headers = new Headers(response.headers);
    headers.set(STORED_AT_HEADER, new Date().toISOString());
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
};

/**
 * The offline half of the worker: the app shell precached at install; code and catalogues kept once
 * fetched; the person's reads network-first with the last answer kept; pages from the network, else the
 * shell. Nothing else is handled: a POST/PUT/PATCH/DELETE goes to the network as the page sent it, and a
 * failure reaches the page at once (no background sync, no replay).
 */
export function serveOffline(manifest: Array<PrecacheEntry | string>) {
  const precache = new PrecacheController();
  precache.addToCacheList(manifest);
  self.addEventListener('install', (event) => event.waitUntil(precache.install(event)));
  self.addEventListener('activate', (event) => event.waitUntil(precache.activate(event)));

  self.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type !== FORGET_MESSAGE) return;
    signOuts++;
    event.waitUntil(caches.delete(DATA_CACHE));
  });

  const router = new Router();
  // Only the exact shell files: '/' is a page the server writes per visit, not the precached index.html.
  router.registerRoute(new PrecacheRoute(precache, { directoryIndex: '', cleanURLs: false }));
  router.registerRoute(
    new Route(({ request }) => request.mode === 'navigate', new NetworkOnly({ networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS })),
  );
  router.registerRoute(
    new Route(
      ({ request, url }) => isHashedAsset(request.method, url, self.location.origin),
      new CacheFirst({
        cacheName: ASSET_CACHE,
        plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
      }),
    ),
  );
  router.registerRoute(
    new Route(
      ({ request, url }) => isKeptRead(request.method, url, self.location.origin),
      new NetworkFirst({
        cacheName: DATA_CACHE,
        networkTimeoutSeconds: READ_TIMEOUT_SECONDS,
        // The answer is the person's whatever the bearer token or encoding: keyed by address alone.
        matchOptions: { ignoreVary: true },
        plugins: [stampWhenStored, new ExpirationPlugin({ maxEntries: 100, purgeOnQuotaError: true })],
      }),
    ),
  );
  // A page that could not come from the network: the shell, which opens the app on what it kept.
  router.setCatchHandler(async ({ request }) => {
    if (request.mode !== 'navigate') return Response.error();
    const shell = await precache.matchPrecache('/index.html');
    if (!shell) return Response.error();
    return new Response(shellForOffline(await shell.text()), { headers: { 'content-type': 'text/html; charset=utf-8' } });
  });
  router.addFetchListener();
  router.addCacheListener();
}
