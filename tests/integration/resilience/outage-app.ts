import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { connectDatabase, type Database } from '../../../src/server/db/connect';
import { syncCatalogue } from '../../../src/server/features/topups/catalogue/sync';
import { createTopupProvider } from '../../../src/server/integrations/topup-provider/index';
import { startSandboxes, stopSandboxes } from '../../../src/sandbox/framework';
import { aggregatorSandbox } from '../../../src/sandbox/aggregator/index';
import { mailSandbox } from '../../../src/sandbox/mail/index';
import { paypalSandbox } from '../../../src/sandbox/paypal/index';
import { smsSandbox } from '../../../src/sandbox/sms/index';
import { checkAnswersAgainstDocument } from '../openapi-conformance';
import { PUBLIC_URL } from '../test-app';
import { testConfig } from '../test-config';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { startDatabaseProxy, type DatabaseProxy } from './database-proxy';

export interface OutageApp {
  app: FastifyInstance;
  /** The test's own connection to the same database, past the proxy: it sees the truth during the outage. */
  direct: TestDatabase;
  /** The app's connection, through the proxy. */
  database: Database;
  proxy: DatabaseProxy;
  paypalUrl: string;
  /** One pass of the top-up worker, as `npm start` runs every second (through the proxy, as the app would). */
  work(): Promise<number>;
  /** One pass of the PayPal reconciler, as if run at `now`. */
  reconcile(now?: Date): Promise<{ looked: number; settled: number }>;
  /**
   * The database goes away for this app: no new connection is accepted, PostgreSQL ends the app's
   * sessions itself (admin shutdown, 57P01) where it is a real server, and whatever is left is reset.
   */
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** The whole server, as `npm start` wires it, whose database sits behind a switchable TCP proxy. */
export async function startOutageApp(): Promise<OutageApp> {
  const sandboxes = await startSandboxes([mailSandbox, smsSandbox, paypalSandbox, aggregatorSandbox]);
  const env = Object.assign({}, ...sandboxes.map((s) => s.env)) as Record<string, string>;
  const direct = await createTestDatabase();
  const target = new URL(direct.url);
  const proxy = await startDatabaseProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const applicationName = `kredi_outage_${randomBytes(4).toString('hex')}`;
  const proxied = new URL(direct.url);
  proxied.host = `127.0.0.1:${proxy.port}`;
  proxied.searchParams.set('application_name', applicationName);
  const connected = await connectDatabase({ databaseUrl: proxied.toString(), dataDir: null, poolSize: 6 });
  // The ledger queues its transactions on the embedded engine: the app must know which engine is behind.
  const database: Database = { ...connected, engine: direct.engine };

  const config = testConfig({
    ...env,
    PUBLIC_URL,
    AUTH_SECRET: 'integration-tests-secret-integration-tests',
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'kredi-outage-')),
    TOPUP_TIMEOUT_MS: '1000',
  });
  const app = await buildApp({ config, database, serveWeb: false, backgroundJobs: true });
  checkAnswersAgainstDocument(app);
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  await post(`${env.PAYPAL_API_URL}/sandbox/webhook-url`, { url: `${baseUrl}/api/webhooks/paypal` });
  await post(`${env.TOPUP_API_URL}/sandbox/settings`, { pendingDelayMs: 'manual', recentRechargeRule: false });

  const aggregator = createTopupProvider({
    apiUrl: env.TOPUP_API_URL!,
    authUrl: env.TOPUP_AUTH_URL!,
    clientId: env.TOPUP_CLIENT_ID!,
    clientSecret: env.TOPUP_CLIENT_SECRET!,
    audience: env.TOPUP_AUDIENCE!,
    timeoutMs: 1000,
  });
  await syncCatalogue(direct.db, aggregator);

  return {
    app,
    direct,
    database,
    proxy,
    paypalUrl: env.PAYPAL_API_URL!,
    work: () => app.jobs.runTopupWorker(),
    reconcile: (now) => app.jobs.reconcileFundings(now),
    async cut() {
      await proxy.refuse();
      if (direct.engine === 'postgresql') {
        await direct.pool.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1`, [applicationName]);
        await proxy.breakAll(2000);
      } else {
        await proxy.breakAll(0); // PGlite has no backends to end: every connection is reset at once
      }
    },
    restore: () => proxy.restore(),
    async close() {
      await proxy.restore(); // a test that failed during the outage still lets in-flight requests end
      await bounded('close the app', app.close());
      // The relay goes first: a query left waiting on a connection the outage broke (or froze) then fails
      // at once and returns its client, instead of holding the pool's end, and the hook, forever.
      await bounded('stop the proxy', proxy.stop());
      await bounded(
        'close the app pool',
        database.close().catch(() => {}),
      );
      await bounded('stop the sandboxes', stopSandboxes(sandboxes));
      await bounded('drop the test database', direct.destroy());
    },
  };
}

/**
 * Teardown runs after every assertion passed: a step that hangs on a busy machine is named and left
 * behind (this worker process ends with the file) rather than failing a green file on its hook timeout.
 */
async function bounded(step: string, work: Promise<unknown>, ms = 15_000) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(() => (console.warn(`outage app teardown: "${step}" still running after ${ms} ms; moving on`), resolve()), ms);
  });
  await Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function post(url: string, body: unknown) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
}
