import { cpSync } from 'node:fs';
import { defineConfig } from 'vite';

// The server's build: `npm start` runs dist/server/main.js, plain JavaScript, so no TypeScript is
// transpiled at start (ADR 0023). Packages stay external (node_modules is read as is); only src/ is bundled.
// Beside the server, the commands an operator runs on a production install (no TypeScript there): the
// release step (`npm run migrate`), the embedded engine's backup, granting the admin role (`npm run
// admin:grant:built`), and the sandboxes as a process of their own.
export default defineConfig({
  publicDir: false,
  build: {
    ssr: true,
    rollupOptions: {
      input: {
        main: 'src/server/main.ts',
        migrate: 'src/server/cli/migrate.ts',
        backup: 'src/server/cli/backup.ts',
        'admin-grant': 'src/server/cli/admin-grant.ts',
        sandboxes: 'src/sandbox/main.ts',
        // The embedded engine's thread (db/embedded.ts starts it by this name, beside the chunk that does).
        'embedded-engine': 'src/server/db/embedded-engine.ts',
      },
      // Code shared by several entries (the migrator, by main and migrate) goes beside them, not into
      // assets/: db/migrate.ts finds its SQL files relative to its own module (./migrations).
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
    outDir: 'dist/server',
    emptyOutDir: true,
    sourcemap: true,
    target: 'node20',
    minify: false,
  },
  plugins: [
    {
      // The migrator reads its SQL files beside the code that runs it (src/server/db/migrate.ts).
      name: 'kredi-copy-migrations',
      writeBundle: () => cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true }),
    },
  ],
});
