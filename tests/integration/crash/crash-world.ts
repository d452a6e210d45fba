import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { startSandboxes, stopSandboxes } from '../../../src/sandbox/framework';
import { aggregatorSandbox } from '../../../src/sandbox/aggregator/index';
import { mailSandbox } from '../../../src/sandbox/mail/index';
import { paypalSandbox } from '../../../src/sandbox/paypal/index';
import { smsSandbox } from '../../../src/sandbox/sms/index';
import { testConfig } from '../test-config';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { ServerProcess } from './server-process';

/** What a kill -9 test runs against: the outside world (sandboxes, a database) that outlives the killed server. */
export interface CrashWorld {
  /** The sandboxes' addresses, as the server process is given them. */
  env: Record<string, string>;
  database: TestDatabase;
  server: ServerProcess;
  /** Presses a sandbox's control route (a setting, a capture completed) and returns its answer. */
  control(baseUrl: string, route: string, body?: unknown): Promise<unknown>;
  /**
   * The same server built in this process, for running its background jobs when the test chooses (as the
   * timers would once the killed process's leases have run out). Close it after use.
   */
  inProcessApp(): Promise<FastifyInstance>;
  stop(): Promise<void>;
}

/**
 * Starts the sandboxes (the aggregator's top-ups wait to be settled by hand, no recent-recharge refusals),
 * a database and a server process on them. The API is what these tests are about: a one-page web app stands in
 * for the build (`npm test` builds it later).
 */
export async function startCrashWorld(name: string, serverEnv: Record<string, string> = {}): Promise<CrashWorld> {
  const sandboxes = await startSandboxes([mailSandbox, smsSandbox, paypalSandbox, aggregatorSandbox]);
  const env = Object.assign({}, ...sandboxes.map((s) => s.env)) as Record<string, string>;
  await control(env.TOPUP_API_URL!, '/sandbox/settings', { pendingDelayMs: 'manual', recentRechargeWindowMs: 0 });
  const database = await createTestDatabase();
  const webDistDir = await mkdtemp(path.join(tmpdir(), `kredi-${name}-web-`));
  await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body></body></html>');
  const authSecret = `${name}-secret-`.padEnd(40, '0');
  const server = await ServerProcess.create({
    ...env,
    ...serverEnv,
    DATABASE_URL: database.url,
    AUTH_SECRET: authSecret,
    DATA_DIR: await mkdtemp(path.join(tmpdir(), `kredi-${name}-`)),
    WEB_DIST_DIR: webDistDir,
  });
  await server.start();
  return {
    env,
    database,
    server,
    control,
    inProcessApp: async () =>
      buildApp({
        config: testConfig({
          ...env,
          PUBLIC_URL: server.baseUrl,
          AUTH_SECRET: authSecret,
          DATA_DIR: await mkdtemp(path.join(tmpdir(), `kredi-${name}-`)),
        }),
        database,
        serveWeb: false,
      }),
    stop: async () => {
      await server.kill();
      await stopSandboxes(sandboxes);
      await database.destroy();
    },
  };
}

async function control(baseUrl: string, route: string, body: unknown = {}): Promise<unknown> {
  const response = await fetch(`${baseUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok, `${route}: ${response.status}`).toBe(true);
  return response.json();
}

/** Waits for a condition, looking every `everyMs` (short where a kill should land while the worker is at it). */
export async function waitUntil(condition: () => Promise<boolean>, everyMs = 50): Promise<void> {
  while (!(await condition().catch(() => false))) await new Promise((resolve) => setTimeout(resolve, everyMs));
}
