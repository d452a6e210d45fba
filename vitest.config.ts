import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { REACT_LIBRARIES, REACT_ON_PREACT } from './web-runtime.config';

// Two Vitest layers: `unit` (pure rules and components, no I/O) and `integration` (the server against a
// real PostgreSQL: DATABASE_URL when set, else the embedded engine; each test file in its own database).
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      ...REACT_ON_PREACT,
      // Its ES build, whose `react` imports the aliases reach (Node would load its CommonJS build's `require`s as they are).
      { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
    ],
  },
  define: { __APP_VERSION__: '"test"', __APP_BUILD__: '"test"', __APP_BUILT_AT__: '"2026-01-01T00:00:00.000Z"' },
  test: {
    projects: [
      {
        extends: true,
        // In a browser-like test (happy-dom), the libraries' ES builds (React Router's `node` build is CommonJS),
        // whose `react` imports the aliases reach. Node's own tests keep Node's conditions: some packages'
        // `module` builds are not valid in Node.
        resolve: { conditions: ['module', 'browser', 'development|production'] },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.int.test.ts', 'node_modules/**'],
          environment: 'node',
          server: { deps: { inline: REACT_LIBRARIES } },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts', 'tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          // Every answer is checked against the served OpenAPI document; a mismatch fails its test.
          setupFiles: ['tests/integration/openapi-conformance-setup.ts'],
          // Vitest's default (cores − 1) runs one file at a time on a 2-core machine, leaving the second
          // core to the database alone; two files at once use both (each file has its own database).
          maxWorkers: Math.max(2, availableParallelism() - 1),
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
