import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * `NODE_ENV=production` with unsafe settings must stop before it touches anything (ADR 0058): exit code 1,
 * every variable to fix named, no port opened, no ./data made in the folder it was started from.
 */
const mainEntry = fileURLToPath(new URL('../../src/server/main.ts', import.meta.url));
// Resolved here, since the server is started from an empty folder where `--import tsx` would find nothing.
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

let running: ChildProcess | null = null;
let workDir: string | null = null;
afterEach(async () => {
  // A server that started anyway (the test then fails) must not outlive it.
  if (running && running.exitCode === null) running.kill('SIGKILL');
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** The server entry started from `cwd` with only `env` (and PATH): how it ended and what it printed. */
function startServer(cwd: string, env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', tsxLoader, mainEntry], {
      cwd,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running = child;
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('start-up in production with unsafe settings', () => {
  it('exits with code 1 naming every variable to fix, before listening or creating a data folder', async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'kredi-production-'));
    const { code, stdout, stderr } = await startServer(workDir, {
      NODE_ENV: 'production',
      SANDBOXES: 'off',
      PORT: '0',
      // No DATABASE_URL: it would fall into the embedded engine in ./data.
      PUBLIC_URL: 'http://kredi.example',
      AUTH_SECRET: 'changeme-'.repeat(7),
      // Live PayPal with the default PAYPAL_MODE=sandbox.
      PAYPAL_API_URL: 'https://api-m.paypal.com',
      // Reloadly's sandbox in live mode, with the live API's audience.
      TOPUP_API_URL: 'https://topups-sandbox.reloadly.com',
      TOPUP_MODE: 'live',
      TOPUP_AUDIENCE: 'https://topups.reloadly.com',
    });

    expect(code).toBe(1);
    expect(stderr).toContain('Kredi could not start.');
    const named = [
      'DATABASE_URL: is required in production',
      'PUBLIC_URL: must start with https://',
      'AUTH_SECRET: looks like a placeholder',
      'SMTP_URL: is required',
      'PAYPAL_MODE: is sandbox but PAYPAL_API_URL is the live one',
      'TOPUP_MODE: is live but TOPUP_API_URL is the sandbox one',
      'TOPUP_AUDIENCE: must equal TOPUP_API_URL',
      'VAPID_PUBLIC_KEY: is required in production',
      'VAPID_PRIVATE_KEY: is required in production',
      'METRICS_TOKEN or METRICS_PORT: one is required in production',
    ];
    for (const line of named) expect(stderr).toContain(`\n  ${line}`);
    expect(stderr).not.toMatch(/\n\s+at /);
    // Nothing listened (Fastify and "Kredi is running" would both have said so) and nothing was written.
    expect(stdout).toBe('');
    expect(existsSync(path.join(workDir, 'data'))).toBe(false);
    expect(await readdir(workDir)).toEqual([]);
  });
});
