/**
 * `npm run bench:catalogue`: how long the aggregator sandbox takes to build its catalogue (every country with
 * mobile numbering, 2,000+ operators, from the installed phone-number data), beside a baseline measured in
 * the same run.
 *   product:  the catalogue's first build in a fresh process (it is built once per process and kept), as
 *             every `npm start` and every test run that starts the sandbox pays it.
 *   baseline: reading and decoding the same carrier data files in a fresh process, nothing else: what the
 *             input itself costs on this machine today.
 * Each side runs in its own child process, alternately, BENCH_ROUNDS times (default 5); prints the median
 * and the slowest of both and their ratio. Never fails a build on speed: it only prints.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const self = fileURLToPath(import.meta.url);

type Side = 'product' | 'baseline';

/** In a child process: measures one side once and prints the milliseconds. */
async function measure(side: Side): Promise<number> {
  if (side === 'product') {
    const { catalogue } = await import('../src/sandbox/aggregator/catalogue/index');
    return catalogue().buildMs;
  }
  const { carrierData } = await import('../src/sandbox/aggregator/catalogue/carriers');
  const { readStringDocument } = await import('../src/sandbox/aggregator/catalogue/bson');
  const started = performance.now();
  const directory = carrierData();
  let entries = 0;
  for (const file of readdirSync(directory).sort()) entries += readStringDocument(readFileSync(path.join(directory, file))).length;
  if (entries === 0) throw new Error(`no carrier data in ${directory}`);
  return performance.now() - started;
}

function inChild(side: Side): number {
  const output = execFileSync(process.execPath, ['--import', 'tsx', self, `--side=${side}`], { encoding: 'utf8' });
  return Number(output.trim());
}

async function main() {
  const side = process.argv.find((arg) => arg.startsWith('--side='))?.slice('--side='.length) as Side | undefined;
  if (side) {
    console.log(await measure(side));
    return;
  }
  const times: Record<Side, number[]> = { product: [], baseline: [] };
  for (let round = 0; round < ROUNDS; round++) {
    times.baseline.push(inChild('baseline'));
    times.product.push(inChild('product'));
  }
  const row = (values: number[]) => ({ 'median ms': round(median(values)), 'slowest ms': round(Math.max(...values)), runs: values.length });
  console.log(`\nKredi benchmark: the aggregator sandbox's catalogue (${ROUNDS} fresh processes each, ${new Date().toISOString()})`);
  console.table({
    'catalogue build (first in a process)': row(times.product),
    'baseline: read and decode the carrier data only': row(times.baseline),
  });
  console.log(`ratio (product / baseline, medians): ${round(median(times.product) / median(times.baseline))}\n`);
}

const round = (value: number) => Math.round(value * 10) / 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
