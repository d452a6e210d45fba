import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { pwa } from './pwa.config';

const pkg = JSON.parse(readFileSync('./package.json', 'utf8')) as { version: string };
const gitCommit = (() => {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
})();

// The web app's build: its version, build and date are shown in Settings, so they come from here.
// Every text file is also written brotli- and gzip-compressed beside itself (ADR 0022): the server sends
// those as they are (@fastify/static's preCompressed) instead of compressing on each request. The manifest
// tells the server which files a screen needs, so the page can ask for them at once (render-head.ts).
// pwa(): the web manifest, its icons and the one service worker (ADR 0037).
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    compression({
      include: /\.(js|css|svg)$/,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      threshold: 1024,
      skipIfLargerOrEqual: true,
    }),
    pwa('dist/web'),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __APP_BUILD__: JSON.stringify(process.env.APP_BUILD ?? gitCommit),
    __APP_BUILT_AT__: JSON.stringify(new Date().toISOString()),
  },
  build: { outDir: '../../dist/web', emptyOutDir: true, sourcemap: true, manifest: true },
});
