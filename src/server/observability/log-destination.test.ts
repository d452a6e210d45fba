import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const destination = fileURLToPath(new URL('./log-destination.ts', import.meta.url));

/** A process that logs `lines` lines through the server's destination, then ends as `ending` says, at once. */
function logThenEnd(lines: number, ending: 'exit' | 'throw'): Promise<{ stdout: string; code: number | null }> {
  const script = `
    const { default: pino } = await import('pino');
    const { logDestination } = await import(${JSON.stringify(destination)});
    const log = pino(logDestination());
    for (let i = 0; i < ${lines}; i++) log.info({ i }, 'line');
    ${ending === 'exit' ? 'process.exit(0);' : "throw new Error('boom');"}
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  return new Promise((resolve) => child.once('close', (code) => resolve({ stdout, code })));
}

const numbersIn = (stdout: string) =>
  stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { i: number }).i);

// Lines leave in the background (ADR 0083): these prove none is lost when the process ends right after.
describe('the server log destination', () => {
  it('writes every line, in order, when the process exits at once', async () => {
    const { stdout, code } = await logThenEnd(5000, 'exit');
    expect(code).toBe(0);
    expect(numbersIn(stdout)).toEqual(Array.from({ length: 5000 }, (_, i) => i));
  });

  it('writes every line when the process dies of an uncaught error', async () => {
    const { stdout, code } = await logThenEnd(2000, 'throw');
    expect(code).toBe(1);
    expect(numbersIn(stdout)).toEqual(Array.from({ length: 2000 }, (_, i) => i));
  });
});
