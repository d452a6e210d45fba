import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

/**
 * The web app is written against React's API and runs on Preact (ADR 0080): every import of `react` or
 * `react-dom`, ours and the libraries', resolves to Preact's compatibility layer. One list, used by the browser
 * build, the build-time renderer (vite.prerender.config.ts, through vite.config.ts) and the unit tests
 * (vitest.config.ts), so that what is tested is what ships.
 */
export const REACT_ON_PREACT: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  // React 17's hook, shimmed for older Reacts; Preact has it (react-i18next and TanStack Query ask for the shim).
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

/**
 * React Router 7 ships a production build beside its development one, but its package's exports name only the
 * development one, whatever the mode: the browser build would carry its developer warnings (the checks behind them
 * run on every render and every route match). The two differ only by that switch, so the browser build takes the
 * production one by path; the unit tests keep the warnings.
 */
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
export const REACT_ROUTER_PRODUCTION: Alias[] = [
  { find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/production/index.mjs') },
];

/**
 * Libraries that import React and must therefore be bundled (not loaded by Node as they are) wherever the
 * code runs in Node, so that the aliases above reach their imports: the unit tests and the build-time renderer.
 */
export const REACT_LIBRARIES = [
  /@testing-library\/react/,
  /react-i18next/,
  /react-router/,
  /@radix-ui\//,
  /@tanstack\/react-query/,
  /react-hook-form/,
  /@hookform\//,
  /lucide-react/,
  /recharts/,
];
