import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { PRERENDERED_FILE } from './src/shared/web/prerendered';
import web from './vite.config';
import { REACT_LIBRARIES } from './web-runtime.config';

const OUT_DIR = path.resolve(process.env.WEB_OUT_DIR ? `${process.env.WEB_OUT_DIR}-prerender` : 'dist/prerender');

/**
 * The first screens rendered to HTML at build time (ADR 0038): the web app's own code built for Node (React's
 * server renderer), run once, its pages written beside index.html for the server (features/site/prerendered.ts).
 * Runs after `vite build` (`npm run build`), into whose output it writes.
 */
const writePrerendered: Plugin = {
  name: 'kredi-write-prerendered',
  async closeBundle() {
    const built = pathToFileURL(path.join(OUT_DIR, 'prerender.js')).href;
    const { prerenderPages } = (await import(built)) as typeof import('./src/web/prerender');
    writeFileSync(path.resolve(process.env.WEB_OUT_DIR ?? 'dist/web', PRERENDERED_FILE), JSON.stringify(await prerenderPages()));
  },
};

export default defineConfig({
  ...web,
  // Only the code: no public files, stylesheet or compressed copies (those are the browser build's).
  publicDir: false,
  plugins: [react(), writePrerendered],
  // The libraries that import React are bundled, so that their `react` is the build's alias (Preact), as in the browser.
  ssr: { noExternal: REACT_LIBRARIES },
  build: {
    ssr: 'prerender.tsx',
    outDir: OUT_DIR,
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: 'prerender.js' } },
  },
});
