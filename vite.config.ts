import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import path from 'node:path';
import { pwa } from './pwa.config';
import { REACT_ON_PREACT, REACT_ROUTER_PRODUCTION } from './web-runtime.config';
import { sharedChunkName } from './web-chunks.config';

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
// React Router's production build, not the development one its package names (web-runtime.config.ts).
// pwa(): the web manifest, its icons and the one service worker (ADR 0037).
// WEB_OUT_DIR builds elsewhere than dist/web (a benchmark's own build beside other work's).
const outDir = process.env.WEB_OUT_DIR ?? 'dist/web';
const APP_MODULE = /\/src\/(web\/(features|ui|lib)|shared)\/[^?]*\.tsx?$/;
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  resolve: { alias: [...REACT_ON_PREACT, ...REACT_ROUTER_PRODUCTION] },
  plugins: [
    react(),
    tailwindcss(),
    compression({
      include: /\.(js|css|svg)$/,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      threshold: 1024,
      skipIfLargerOrEqual: true,
    }),
    pwa(outDir),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __APP_BUILD__: JSON.stringify(process.env.APP_BUILD ?? gitCommit),
    __APP_BUILT_AT__: JSON.stringify(new Date().toISOString()),
  },
  build: {
    outDir: path.resolve(outDir),
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // The app's own modules (features, ui, lib, shared) only declare: none does anything when loaded. Said so,
    // a screen that takes one thing from a feature's index.ts loads that thing's code, not every module the
    // index names (a dashboard would otherwise download the send screen's phone metadata). ADR 0070.
    rollupOptions: {
      treeshake: { moduleSideEffects: (id: string) => !APP_MODULE.test(id) },
      // The small modules many screens share travel together with the entry's code (ADR 0085, web-chunks.config.ts).
      ...(process.env.WEB_CHUNKS_UNGROUPED ? {} : { output: { codeSplitting: { groups: [{ name: sharedChunkName() }] } } }),
    },
  },
});
