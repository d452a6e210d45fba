import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  /** A postgres:// URL every part of Kredi connects to, exactly as it would to a real server. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts PGlite (PostgreSQL compiled to WebAssembly) and serves it on loopback with pglite-socket.
 * `dataDir` keeps the data across restarts; `null` keeps it in memory (tests).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string | null;
  port?: number;
}): Promise<EmbeddedPostgres> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const db = options.dataDir ? await PGlite.create(options.dataDir) : await PGlite.create();
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: options.port ?? 0,
    // pg-boss and the app pool each hold connections; the server multiplexes them onto one session.
    maxConnections: 64,
  });
  await server.start();
  const port = listeningPort(server, options.port ?? 0);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}

function listeningPort(server: PGLiteSocketServer, requested: number): number {
  // pglite-socket keeps its net.Server private; read the bound port from it when port 0 was asked.
  const netServer = (server as unknown as { server?: { address(): AddressInfo | string | null } }).server;
  const address = netServer?.address();
  if (address && typeof address === 'object') return address.port;
  return requested;
}
