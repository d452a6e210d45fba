/**
 * The embedded engine's own thread (a worker_thread started by embedded.ts): PGlite (PostgreSQL compiled
 * to WebAssembly) served on loopback, one pglite-socket handler per connection, all feeding one
 * SessionQueue (see there why not pglite-socket's own server). Every statement runs here, so the server's
 * main thread keeps answering HTTP while the engine writes (ADR 0071).
 *
 * Messages from embedded.ts: { type: 'save', id } (answered by { type: 'saved', id, data }) and { type: 'stop' }
 * (answered by { type: 'stopped' }). At start it sends { type: 'ready', port, threadId } or { type: 'failed', message }.
 */
import { readlinkSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';
import { SessionQueue } from './embedded-session-queue.js';

export interface EngineOptions {
  dataDir: string | null;
  port?: number;
  /** A data folder saved by PGlite's `dumpDataDir()` (an in-memory engine only). */
  startFrom?: Uint8Array<ArrayBuffer>;
}

export type FromEngine =
  | { type: 'ready'; port: number; threadId: number | null }
  | { type: 'failed'; message: string }
  | { type: 'saved'; id: number; data?: Uint8Array<ArrayBuffer>; error?: string }
  | { type: 'stopped' };

export type ToEngine = { type: 'save'; id: number } | { type: 'stop' };

/**
 * PostgreSQL's stock 128MB of shared buffers is zeroed into the WebAssembly memory at start: about 110 MB of
 * resident memory and 150 ms before the first query, for a single-machine database whose tables fit in a
 * fraction of it (the OS file cache still holds the rest). 32MB still held 26 MB more than 8MB for a
 * developer's whole database of about 11 MB, most of it PostgreSQL's own catalogue, which each connection
 * caches apart anyway. Set as a start parameter, never through PGlite's `postgresqlconf` option, which
 * rewrites the data directory's postgresql.conf (losing timezone = UTC). ADRs 0023, 0076.
 */
const SHARED_BUFFERS = '8MB';

/**
 * V8 compiles PostgreSQL's 9 MB of WebAssembly with its baseline compiler (Liftoff), then recompiles every
 * function that runs often with its optimising one (TurboFan), on the other core: at start that was 0.6 s of
 * CPU and 50 MB of resident code, for the statements of one start. Kredi's statements are short, so their
 * time goes to the wire protocol and the copies between JavaScript and the engine: with Liftoff only, the
 * ledger bench ran 3-7 % fewer operations a second, a query that computes 20,000 rows is about 1.8× slower.
 * The flag is the process's (other WebAssembly compiled after it, such as fetch's HTTP parser, gets Liftoff
 * only too), set before the engine's is compiled. Only the embedded engine sets it: production on
 * PostgreSQL never starts this thread. ADR 0076.
 */
setFlagsFromString('--liftoff-only');

const port = parentPort!;
const send = (message: FromEngine, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

async function serve(options: EngineOptions): Promise<void> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`];
  const db = options.dataDir
    ? await PGlite.create(options.dataDir, { startParams })
    : await PGlite.create({ startParams, loadDataDir: options.startFrom ? new Blob([options.startFrom]) : undefined });
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

  port.on('message', (message: ToEngine) => {
    if (message.type === 'save') {
      db.dumpDataDir('none')
        .then(async (blob) => {
          const data = new Uint8Array(await blob.arrayBuffer());
          send({ type: 'saved', id: message.id, data }, [data.buffer as ArrayBuffer]);
        })
        .catch((error: unknown) => send({ type: 'saved', id: message.id, error: String(error) }));
    } else if (message.type === 'stop') {
      void (async () => {
        for (const handler of handlers) await handler.detach(true);
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await db.close();
        send({ type: 'stopped' });
        port.close();
      })();
    }
  });
  send({ type: 'ready', port: (server.address() as AddressInfo).port, threadId: osThreadId() });
}

/** This thread's id as the OS counts it (Linux), so a bench can read the engine's CPU apart from the server's. */
function osThreadId(): number | null {
  try {
    return Number(readlinkSync('/proc/thread-self').split('/').pop());
  } catch {
    return null;
  }
}

serve(workerData as EngineOptions).catch((error: unknown) => {
  send({ type: 'failed', message: error instanceof Error ? error.message || error.name : String(error) });
  port.close();
});
