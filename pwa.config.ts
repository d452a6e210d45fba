import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minimal2023Preset } from '@vite-pwa/assets-generator/config';
import { VitePWA } from 'vite-plugin-pwa';
import { shellFiles } from './src/web/lib/offline-rules';

const THEME_COLOR = '#0b5fff';

/**
 * Kredi as an installable app (ADR 0037): the web manifest, icons drawn from the logo (favicon.svg) at
 * build, and the one service worker (src/web/service-worker/sw.ts: pushes and offline) with the shell's
 * files listed in it. The page registers the worker itself (lib/service-worker.ts).
 */
export function pwa(outDir: string) {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'service-worker',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: {
      id: '/',
      name: 'Kredi',
      short_name: 'Kredi',
      description: 'Send mobile airtime abroad, starting with the Haitian diaspora.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: THEME_COLOR,
      background_color: '#ffffff',
      categories: ['finance'],
    },
    pwaAssets: {
      image: 'public/favicon.svg',
      // The maskable icon sits on the logo's own blue, so a round or squircle mask shows no white ring.
      preset: { ...minimal2023Preset, maskable: { sizes: [512], padding: 0.3, resizeOptions: { background: THEME_COLOR } } },
      overrideManifestIcons: true,
      injectThemeColor: false, // index.html already says it
    },
    injectManifest: {
      rollupFormat: 'iife',
      globPatterns: ['index.html', 'assets/*.{js,css}', 'favicon.svg', 'pwa-192x192.png'],
      manifestTransforms: [
        <Entry extends { url: string }>(entries: Entry[]) => {
          const shell = shellFiles(JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')));
          return { manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || shell.has(entry.url)), warnings: [] };
        },
      ],
    },
  });
}
