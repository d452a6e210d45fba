import { mkdir } from 'node:fs/promises';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';
import { SessionQueue } from './embedded-session-queue.js';

export interface EmbeddedPostgres {
  /** A postgres:// URL every part of Kredi connects to, exactly as it would to a real server. */
  url: string;
  port: number;
  /** The whole data folder as a tar (PGlite's `dumpDataDir`), for `startFrom` or a backup. */
  saveDataDir(): Promise<Blob>;
  stop(): Promise<void>;
}

/**
 * PostgreSQL's stock 128MB of shared buffers is zeroed into the WebAssembly memory at start: about 110 MB of
 * resident memory and 150 ms before the first query, for a single-machine database whose tables fit in a
 * fraction of it (the OS file cache still holds the rest). Set as a start parameter, never through PGlite's
 * `postgresqlconf` option, which rewrites the data directory's postgresql.conf (losing timezone = UTC). ADR 0023.
 */
const SHARED_BUFFERS = '32MB';

/**
 * Starts PGlite (PostgreSQL compiled to WebAssembly) and serves it on loopback, one pglite-socket handler
 * per connection, all feeding one SessionQueue (see there why not pglite-socket's own server).
 * `dataDir` keeps the data across restarts; `null` keeps it in memory (tests).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string | null;
  port?: number;
  /** A data folder saved by PGlite's `dumpDataDir()` to start from (an in-memory engine only): e.g. one already migrated. */
  startFrom?: Blob;
}): Promise<EmbeddedPostgres> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`];
  const db = options.dataDir
    ? await PGlite.create(options.dataDir, { startParams })
    : await PGlite.create({ startParams, loadDataDir: options.startFrom });
  const queue = new SessionQueue(db);
  const handlers = new Set<PGLiteSocketHandler>();

  const server = createServer((socket: Socket) => {
    const handler = new PGLiteSocketHandler({ queryQueue: queue as never, closeOnDetach: true });
    handlers.add(handler);
    const forget = () => handlers.delete(handler);
    handler.addEventListener('close', forget);
    handler.addEventListener('error', forget);
    handler.attach(socket).catch(() => {
      forget();
      socket.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    saveDataDir: () => db.dumpDataDir('none'),
    async stop() {
      for (const handler of handlers) await handler.detach(true);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
