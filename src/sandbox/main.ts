/**
 * `npm run sandboxes` (dist/server/sandboxes.js): every sandbox as a process of its own, for a deployment
 * shaped like production (compose, the production drill) where Kredi runs with SANDBOXES=off and reaches
 * the stand-ins by the variables printed here, as it would reach the real services.
 *
 * - Ports are fixed so that whoever starts Kredi knows them in advance: SANDBOX_BASE_PORT (or
 *   `--base-port <n>`, default 4400) and the next six, in the order of PORT_VARIABLES below; a sandbox's
 *   own variable (e.g. PAYPAL_SANDBOX_PORT) still wins.
 * - Binds to SANDBOX_HOST (default 127.0.0.1). When Kredi reaches them by another name (0.0.0.0 in a
 *   container called `sandboxes`), SANDBOX_PUBLIC_HOST is the host written into the URLs printed.
 * - Prints the variables Kredi needs, `NAME=value` one a line, on stdout (what it says for people goes to
 *   stderr); `--env-out <path>` also writes them there, whole, once every sandbox listens (not
 *   `--env-file`: Node 20 takes that one for itself even after the script's name, and fails on a missing file).
 * - KREDI_WEBHOOK_URL (e.g. https://kredi.example/api/webhooks/paypal): where the PayPal sandbox delivers
 *   its webhooks. Stops on SIGTERM or SIGINT.
 */
import { rename, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { ALL_SANDBOXES, startSandboxes, stopSandboxes } from './index.js';
import { urlHost } from './shared/http-sandbox.js';

/** The port variables the sandboxes read, in the order the base port counts them (base, base + 1, …). */
const PORT_VARIABLES = [
  'MAIL_SANDBOX_SMTP_PORT',
  'MAIL_SANDBOX_HTTP_PORT',
  'SMS_SANDBOX_PORT',
  'OIDC_SANDBOX_PORT',
  'PAYPAL_SANDBOX_PORT',
  'AGGREGATOR_SANDBOX_PORT',
  'PUSH_SANDBOX_PORT',
] as const;

const DEFAULT_BASE_PORT = 4400;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'base-port': { type: 'string' }, 'env-out': { type: 'string' } } });
  const base = Number(values['base-port'] ?? process.env.SANDBOX_BASE_PORT ?? DEFAULT_BASE_PORT);
  if (!Number.isInteger(base) || base < 1 || base + PORT_VARIABLES.length - 1 > 65535) {
    throw new Error(`The base port must be a port number, got "${values['base-port'] ?? process.env.SANDBOX_BASE_PORT}"`);
  }
  // The sandboxes read their ports from the environment (shared/http-sandbox.ts): fill in those not set.
  PORT_VARIABLES.forEach((name, i) => {
    if (!process.env[name]) process.env[name] = String(base + i);
  });
  const host = process.env.SANDBOX_HOST || '127.0.0.1';
  const publicHost = process.env.SANDBOX_PUBLIC_HOST;

  const running = await startSandboxes(ALL_SANDBOXES, host);
  const stop = async (signal: string) => {
    console.error(`sandboxes: ${signal}, stopping`);
    await stopSandboxes(running);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  const env: Record<string, string> = Object.assign({}, ...running.map((sandbox) => sandbox.env));
  const listened = `//${urlHost(host)}:`;
  const lines = Object.entries(env).map(
    ([name, value]) => `${name}=${publicHost ? value.replaceAll(listened, `//${urlHost(publicHost)}:`) : value}`,
  );

  const webhookUrl = process.env.KREDI_WEBHOOK_URL;
  if (webhookUrl && env.PAYPAL_API_URL) {
    const answer = await fetch(`${env.PAYPAL_API_URL}/sandbox/webhook-url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: webhookUrl }),
    });
    if (!answer.ok) throw new Error(`The PayPal sandbox refused KREDI_WEBHOOK_URL=${webhookUrl}: ${await answer.text()}`);
  }

  const envFile = values['env-out'];
  if (envFile) {
    // Whole or not at all: whoever waits for the file never reads half of it.
    await writeFile(`${envFile}.partial`, `${lines.join('\n')}\n`, { mode: 0o600 });
    await rename(`${envFile}.partial`, envFile);
  }
  for (const sandbox of running) console.error(`  ${sandbox.name.padEnd(10)} ${sandbox.listeningOn}`);
  if (webhookUrl) console.error(`  PayPal webhooks go to ${webhookUrl}`);
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error('The sandboxes could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
