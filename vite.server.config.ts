import { cpSync } from 'node:fs';
import { defineConfig } from 'vite';

// The server's build: `npm start` runs dist/server/main.js, plain JavaScript, so no TypeScript is
// transpiled at start (ADR 0023). Packages stay external (node_modules is read as is); only src/ is bundled.
export default defineConfig({
  publicDir: false,
  build: {
    ssr: 'src/server/main.ts',
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
