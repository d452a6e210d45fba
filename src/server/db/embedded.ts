import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { EngineOptions, FromEngine, ToEngine } from './embedded-engine.js';

export interface EmbeddedPostgres {
  /** A postgres:// URL every part of Kredi connects to, exactly as it would to a real server. */
  url: string;
  port: number;
  /** The engine thread's id as the OS counts it (Linux; else null): a bench reads its CPU apart. */
  threadId: number | null;
  /** The whole data folder as a tar (PGlite's `dumpDataDir`), for `startFrom` or a backup. */
  saveDataDir(): Promise<Blob>;
  stop(): Promise<void>;
}

/**
 * Starts PGlite (PostgreSQL compiled to WebAssembly) on a thread of its own (embedded-engine.ts) and serves
 * it on loopback. PGlite runs each statement synchronously: on the main thread it held every HTTP request
 * still while it wrote, and one slow statement was every request's wait (ADR 0071). On its own thread the
 * server keeps answering, and the two use both cores. Everything still reaches it by its socket.
 * `dataDir` keeps the data across restarts; `null` keeps it in memory (tests).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string | null;
  port?: number;
  /** A data folder saved by PGlite's `dumpDataDir()` to start from (an in-memory engine only): e.g. one already migrated. */
  startFrom?: Blob;
}): Promise<EmbeddedPostgres> {
  const startFrom = options.startFrom ? new Uint8Array(await options.startFrom.arrayBuffer()) : undefined;
  const engineOptions: EngineOptions = { dataDir: options.dataDir, port: options.port, startFrom };
  const worker = startEngineThread(engineOptions, startFrom ? [startFrom.buffer as ArrayBuffer] : []);

  let stopping = false;
  const saves = new Map<number, { resolve(blob: Blob): void; reject(error: Error): void }>();
  let stopped: (() => void) | null = null;
  const ready = await new Promise<Extract<FromEngine, { type: 'ready' }>>((resolve, reject) => {
    worker.on('message', (message: FromEngine) => {
      if (message.type === 'ready') resolve(message);
      else if (message.type === 'failed') reject(new Error(message.message));
      else if (message.type === 'saved') {
        const save = saves.get(message.id);
        saves.delete(message.id);
        if (message.data) save?.resolve(new Blob([message.data]));
        else save?.reject(new Error(`The embedded engine could not save its data folder: ${message.error}`));
      } else if (message.type === 'stopped') stopped?.();
    });
    worker.on('error', (error) => {
      reject(error);
      if (!stopping) console.error('The embedded database engine failed:', error);
    });
    worker.once('exit', (code) => {
      reject(new Error(`The embedded database engine stopped while starting (exit code ${code}).`));
      for (const save of saves.values()) save.reject(new Error('The embedded database engine stopped.'));
      stopped?.();
    });
  });

  const tell = (message: ToEngine) => worker.postMessage(message);
  let nextSave = 0;
  return {
    url: `postgres://postgres@127.0.0.1:${ready.port}/postgres`,
    port: ready.port,
    threadId: ready.threadId,
    saveDataDir: () =>
      new Promise<Blob>((resolve, reject) => {
        const id = nextSave++;
        saves.set(id, { resolve, reject });
        tell({ type: 'save', id });
      }),
    async stop() {
      if (stopping) return;
      stopping = true;
      const done = new Promise<void>((resolve) => (stopped = resolve));
      tell({ type: 'stop' });
      await done;
      await worker.terminate();
    },
  };
}

/**
 * The built server (dist/server) runs embedded-engine.js beside it. From the TypeScript source (tsx, Vitest)
 * the thread registers tsx itself: Node 20 does not pass `--import tsx` on to a worker's modules.
 */
function startEngineThread(workerData: EngineOptions, transferList: ArrayBuffer[]): Worker {
  const built = 'embedded-engine.js'; // a name, not a literal in new URL(): the build must not take it for an asset
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL(built, import.meta.url), { workerData, transferList });
  // tsx's ESM build of its API (its CommonJS one cannot register from a worker); resolved from here, not from the cwd.
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const entry = new URL('embedded-engine.ts', import.meta.url).href;
  const code = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(code, { eval: true, execArgv: [], workerData, transferList });
}
