/**
 * The composition root: read the configuration, reach the database, migrate, start the sandboxes,
 * serve. Every failure a person can fix (a bad variable, an unreachable database) ends with a plain
 * message and exit code 1, not a stack trace.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config.js';
import type { Database } from './db/connect.js';
import { startTracing } from './observability/tracing.js';
import type { RunningSandbox } from '../sandbox/framework.js';

async function main(): Promise<void> {
  const fromEnvironment = loadConfig();
  // Tracing starts before pg, http and fastify are loaded: its instrumentations patch them as they load
  // (ADR 0060), so everything that reaches them is imported only now.
  const tracing = startTracing(fromEnvironment);
  const { connectDatabase } = await import('./db/connect.js');
  // The database starts before the rest of the server is loaded: the embedded engine's thread compiles its
  // WebAssembly and opens the data folder on the other core while this one loads the app's modules and
  // starts the sandboxes. Started after them, it waited for them: loading the modules alone takes longer
  // than the engine's start. It needs nothing of theirs (no sandbox sets DATABASE_URL, DATA_DIR or
  // EMBEDDED_DB_PORT). Its failure is awaited below, where it is reported; until then it is held, not
  // thrown as unhandled.
  const connecting = connectDatabase({
    databaseUrl: fromEnvironment.DATABASE_URL,
    dataDir: fromEnvironment.DATA_DIR,
    embeddedPort: fromEnvironment.EMBEDDED_DB_PORT,
    poolSize: fromEnvironment.DATABASE_POOL_SIZE,
    // A connection asked for inside a transaction fails at once, except in production on PostgreSQL (ADR 0056).
    guardTransactions: fromEnvironment.NODE_ENV !== 'production',
  });
  connecting.catch(() => undefined);
  const { publishEmbeddedUrl, withdrawEmbeddedUrl } = await import('./db/embedded-address.js');
  const { runMigrations } = await import('./db/migrate.js');
  const { buildApp } = await import('./app.js');
  const { ensureDemoPromotions } = await import('./features/promotions/index.js');

  // The sandboxes' addresses become configuration, unless a variable already names one. They are loaded
  // only when asked for: production start-up never loads the stand-ins.
  const standIns = fromEnvironment.SANDBOXES === 'on' ? await import('../sandbox/index.js') : null;
  const [sandboxes, database] = await Promise.all([standIns ? standIns.startSandboxes(standIns.ALL_SANDBOXES) : [], connecting]);
  const sandboxEnv = Object.assign({}, ...sandboxes.map((sandbox) => sandbox.env)) as Record<string, string>;
  const config = loadConfig({ ...sandboxEnv, ...withoutEmpty(process.env) });
  await runMigrations(database.db);
  // With the sandboxes (a demo, never a real deployment), a few offers so a newcomer sees promotions work.
  if (config.SANDBOXES === 'on') await ensureDemoPromotions(database.db);
  if (database.engine === 'embedded') await publishEmbeddedUrl(config.DATA_DIR, database.url);

  // The instance's role (ADR 0057): web serves people, worker runs the background jobs, all does both.
  const role = config.INSTANCE_ROLE;
  const app = await buildApp({ config, database, backgroundJobs: role !== 'web', serveWeb: role !== 'worker' });
  if (role === 'worker') answerOnlyHealthAndMetrics(app);
  await app.listen({ host: config.HOST, port: config.PORT });
  printWhereEverythingListens(config, database, sandboxes, app.server.address());
  await pointPayPalSandboxAtUs(sandboxEnv, config);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await tracing?.shutdown();
    await standIns?.stopSandboxes(sandboxes);
    await database.close();
    if (database.engine === 'embedded') await withdrawEmbeddedUrl(config.DATA_DIR);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

/** Paths a worker answers: its health (for the orchestrator) and its metrics; people never reach a worker. */
const WORKER_PATHS = new Set(['/api/health', '/metrics']);

function answerOnlyHealthAndMetrics(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (WORKER_PATHS.has(request.url.split('?')[0]!)) return;
    await reply
      .code(404)
      .send({ error: { code: 'NOT_FOUND', message: 'This is a worker instance: it serves only /api/health and /metrics.' } });
  });
}

/** The PayPal sandbox started before the app, so it learns now where to deliver its webhooks. */
async function pointPayPalSandboxAtUs(sandboxEnv: Record<string, string>, config: Config) {
  const sandboxUrl = sandboxEnv.PAYPAL_API_URL;
  if (!sandboxUrl || config.PAYPAL_API_URL !== sandboxUrl) return;
  await fetch(`${sandboxUrl}/sandbox/webhook-url`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: `${config.PUBLIC_URL}/api/webhooks/paypal` }),
  });
}

function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

function printWhereEverythingListens(
  config: Config,
  database: Database,
  sandboxes: RunningSandbox[],
  address: ReturnType<import('node:net').Server['address']>,
): void {
  const port = address && typeof address === 'object' ? address.port : config.PORT;
  const web = config.PUBLIC_URL.includes(`:${config.PORT}`) ? config.PUBLIC_URL.replace(`:${config.PORT}`, `:${port}`) : config.PUBLIC_URL;
  const lines = [
    ['role', config.INSTANCE_ROLE],
    ['web app', web],
    ['API docs', `${web}/api/docs`],
    ['health', `${web}/api/health`],
    ['metrics', `${web}/metrics`],
    [
      'database',
      database.engine === 'embedded'
        ? `embedded PostgreSQL (PGlite${database.engineThreadId ? `, its own thread ${database.engineThreadId}` : ''}) at ${database.displayUrl}, data in ${path.resolve(config.DATA_DIR)}`
        : `PostgreSQL at ${database.displayUrl} (DATABASE_URL)`,
    ],
    ...sandboxes.map((sandbox) => [`${sandbox.name} (sandbox)`, sandbox.listeningOn]),
  ];
  const width = Math.max(...lines.map(([name]) => name!.length));
  console.log(`\nKredi is running:\n${lines.map(([name, where]) => `  ${name!.padEnd(width)}  ${where}`).join('\n')}\n`);
}

main().catch(async (error: unknown) => {
  const { DatabaseUnavailableError } = await import('./db/connect.js');
  if (error instanceof ConfigError || error instanceof DatabaseUnavailableError) {
    console.error(`\nKredi could not start.\n${error.message}\n`);
  } else {
    console.error('\nKredi could not start because of an unexpected error:\n', error);
  }
  process.exit(1);
});
