/**
 * Kredi's one service worker (served at /sw.js, scope /): web pushes (ADR 0028) and the app on a poor
 * connection (ADR 0037). Built by vite-plugin-pwa (injectManifest), which writes the shell's file list
 * in place of self.__WB_MANIFEST.
 */
import type { PrecacheEntry } from 'workbox-precaching';
import { serveOffline } from './offline';
import { listenForPushes } from './push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// A new version takes over at once: its shell replaces the old one, and the kept data stays.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

serveOffline(self.__WB_MANIFEST);
listenForPushes();
