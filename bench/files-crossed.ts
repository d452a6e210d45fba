/**
 * `npm run bench:files-crossed`: which of Kredi's own source files one wallet top-up and one PayPal basket run
 * through, from the quote to the settled delivery: the files a newcomer follows to understand paying. V8's precise
 * coverage (through the inspector, in this process) records which functions ran; a file counts when any of its
 * functions ran during the path, after a first pass of the same path has loaded everything lazy. The sandboxes
 * (the outside world) and the tests' own kits are left out. Prints the count per path and the files by folder, so
 * a before/after is this same script run on the older tree. It needs DATABASE_URL (a scratch database on that
 * PostgreSQL server): the integration harness it borrows finds its embedded engine through vitest's global setup.
 */
import { randomUUID } from 'node:crypto';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { approveOnPayPal, paypalControl, waitFor } from '../tests/integration/wallet/wallet-kit';
import {
  digicelHaiti,
  haitiNumber,
  personWith,
  quoteAndSend,
  startTopupApp,
  type TopupTestApp,
} from '../tests/integration/topups/topups-kit';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OWN_CODE = ['src/server/', 'src/shared/'];

async function main() {
  const t = await startTopupApp();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  try {
    const paths = {
      'wallet top-up': (person: Person) => walletTopup(t, person),
      'PayPal basket of two': (person: Person) => paypalBasket(t, person),
    };
    const crossed: Record<string, string[]> = {};
    for (const [name, run] of Object.entries(paths)) {
      await run(await personWith(t, 5000)); // the first pass loads what is loaded lazily
      const person = await personWith(t, 5000); // signing up is not paying: made before the count starts
      await session.post('Profiler.takePreciseCoverage'); // taking resets the counts
      await run(person);
      crossed[name] = ownFilesThatRan(await session.post('Profiler.takePreciseCoverage'));
    }
    console.log(`\nFiles crossed (${t.database.engine}; ${OWN_CODE.join(', ')}; a function of the file ran)\n`);
    console.log('| path | files | by folder |');
    console.log('|---|---|---|');
    for (const [name, files] of Object.entries(crossed)) console.log(`| ${name} | ${files.length} | ${byFolder(files)} |`);
    for (const [name, files] of Object.entries(crossed)) console.log(`\n${name}:\n  ${files.join('\n  ')}`);
  } finally {
    await session.post('Profiler.stopPreciseCoverage');
    session.disconnect();
    await t.close();
  }
}

/** Quote, send from the wallet, one worker pass: delivered, receipt queued and sent. */
type Person = Awaited<ReturnType<typeof personWith>>;

async function walletTopup(t: TopupTestApp, { client }: Person) {
  const { sent } = await quoteAndSend(client, haitiNumber('05'));
  if (sent.statusCode !== 200) throw new Error(`send: ${sent.statusCode} ${sent.body}`);
  await t.work();
}

/** Two items quoted and sent as one PayPal payment (the wallet's money is not used), approved, the return page, PayPal's webhook, the worker. */
async function paypalBasket(t: TopupTestApp, { client }: Person) {
  const operator = await digicelHaiti(client);
  const amountCents = operator.denominationType === 'FIXED' ? operator.fixedAmountsCents[0]! : Math.max(operator.minCents, 500);
  const items = ['05', '07'].map((ending) => ({
    countryIso: 'HT',
    operatorId: operator.id,
    recipientNumber: haitiNumber(ending),
    amountCents,
  }));
  const quoted = await client.post('/api/baskets/quotes', { paymentMethod: 'paypal', items });
  const basketId = quoted.json().id as string;
  const sent = await client.post(`/api/baskets/${basketId}/send`, {}, { 'idempotency-key': randomUUID() });
  if (sent.statusCode !== 200) throw new Error(`basket send: ${sent.statusCode} ${sent.body}`);
  // PayPal's webhook for the capture reaches the app too (the same settlement, ADR 0011): wait until it answered.
  type Events = { events: { eventType: string; transmissions: { status?: number }[] }[] };
  const answered = async () =>
    (await paypalControl<Events>(t, 'GET', '/sandbox/events')).events.filter(
      (e) => e.eventType === 'PAYMENT.CAPTURE.COMPLETED' && e.transmissions.some((x) => x.status === 200),
    ).length;
  const before = await answered();
  await approveOnPayPal(t, sent.json().approveUrl);
  await client.post(`/api/baskets/${basketId}/paypal-return`, { cancelled: false });
  await waitFor(answered, (n) => n > before);
  await t.work();
}

interface Coverage {
  result: { url: string; functions: { ranges: { count: number }[] }[] }[];
}

function ownFilesThatRan(coverage: Coverage): string[] {
  return coverage.result
    .filter((script) => script.url.startsWith('file://'))
    .map((script) => ({ file: path.relative(ROOT, fileURLToPath(script.url)), ran: script.functions.some((f) => f.ranges[0]!.count > 0) }))
    .filter(({ file, ran }) => ran && OWN_CODE.some((prefix) => file.startsWith(prefix)))
    .map(({ file }) => file)
    .sort();
}

function byFolder(files: string[]): string {
  const counts = new Map<string, number>();
  for (const file of files) {
    const parts = file.split('/');
    const folder = parts.slice(0, parts[2] === 'features' ? 4 : 3).join('/');
    counts.set(folder, (counts.get(folder) ?? 0) + 1);
  }
  return [...counts].map(([folder, n]) => `${folder.replace(/^src\//, '')} ${n}`).join(', ');
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
