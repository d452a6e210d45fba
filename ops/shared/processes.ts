/** The drills' processes, started and always stopped, and polling for a condition with a deadline (never a blind sleep). */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Polls `probe` every `everyMs` until it answers something truthy; fails naming `what` at the deadline. */
export async function until<T>(
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs: number,
  what: string,
  everyMs = 200,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown = null;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`gave up waiting for ${what} after ${seconds(timeoutMs)}${last ? ` (${String(last)})` : ''}`);
    await pause(everyMs);
  }
}

/** A port nobody listens on now (the OS picks it), for a process that needs its port before it starts. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Started {
  name: string;
  child: ChildProcess;
  exited: boolean;
  /** Everything it printed, stdout and stderr. */
  output(): string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
  /** SIGKILL at once, as a machine that dies: resolves once it has exited. */
  kill(): Promise<void>;
  /** Resolves with the exit code once it exits by itself. */
  done: Promise<number | null>;
}

/** Every process a drill started, so that it can stop them all, even on failure. */
export class Processes {
  private readonly started: Started[] = [];

  start(name: string, command: string, args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string; stdin?: string } = {}): Started {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      // Its own process group: stopping it stops whatever it started (npm, its node).
      detached: true,
      stdio: [options.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    if (options.stdin !== undefined) child.stdin!.end(options.stdin);
    const chunks: string[] = [];
    child.stdout!.on('data', (chunk) => chunks.push(String(chunk)));
    child.stderr!.on('data', (chunk) => chunks.push(String(chunk)));
    const done = new Promise<number | null>((resolve) => {
      child.on('exit', (code) => {
        entry.exited = true;
        resolve(code);
      });
      child.on('error', (error) => {
        chunks.push(String(error));
        entry.exited = true;
        resolve(null);
      });
    });
    const signal = (name: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, name);
      } catch {
        // Already gone.
      }
    };
    const entry: Started = {
      name,
      child,
      exited: false,
      output: () => chunks.join(''),
      done,
      async stop(graceMs = 10_000) {
        if (entry.exited) return;
        signal('SIGTERM');
        const timer = setTimeout(() => signal('SIGKILL'), graceMs);
        await done;
        clearTimeout(timer);
      },
      async kill() {
        if (entry.exited) return;
        signal('SIGKILL');
        await done;
      },
    };
    this.started.push(entry);
    return entry;
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.started].reverse().map((p) => p.stop(5000)));
  }
}

/** Runs a command to its end; answers its exit code and output. */
export async function run(
  command: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; timeoutMs?: number; stdin?: string } = {},
) {
  const processes = new Processes();
  const started = processes.start(command, command, [...args], options);
  const timer = setTimeout(() => void started.stop(1000), options.timeoutMs ?? 120_000);
  const code = await started.done;
  clearTimeout(timer);
  return { code, output: started.output() };
}

/**
 * Starts `dist/server/sandboxes.js` (the built one of this working tree: the stand-ins are never part of a
 * production install) on seven ports from a random base, telling the PayPal sandbox where Kredi's webhook is;
 * answers the variables it printed for Kredi.
 */
export async function startSandboxProcess(processes: Processes, envFile: string, webhookUrl: string) {
  const basePort = 20_000 + 10 * Math.floor(Math.random() * 2000);
  const sandboxes = processes.start(
    'sandboxes',
    process.execPath,
    ['--enable-source-maps', 'dist/server/sandboxes.js', '--base-port', String(basePort), '--env-out', envFile],
    { env: { ...process.env, SANDBOX_HOST: '127.0.0.1', KREDI_WEBHOOK_URL: webhookUrl } },
  );
  const env = await until(
    async () => {
      if (sandboxes.exited) throw new Error('the sandboxes process exited');
      return existsSync(envFile) ? readEnvFile(envFile) : null;
    },
    60_000,
    'the sandboxes to listen',
  ).catch((error: unknown) => {
    throw new Error(`${String(error)}\n${sandboxes.output()}`);
  });
  return { env, basePort };
}

/** The `NAME=value` lines the sandboxes process wrote. */
async function readEnvFile(path: string): Promise<Record<string, string>> {
  const text = await readFile(path, 'utf8');
  return Object.fromEntries(
    text
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

export async function healthOf(base: string): Promise<number> {
  return fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
    (r) => r.status,
    () => 0,
  );
}
