import { describe, expect, it } from 'vitest';
import { coalesced } from './coalesce';

describe('coalesced', () => {
  it('runs at once when idle, and once more after a run for any number of wake-ups during it', async () => {
    const finishes: (() => void)[] = [];
    let runs = 0;
    const wake = coalesced(
      () =>
        new Promise<void>((resolve) => {
          runs++;
          finishes.push(resolve);
        }),
      () => {},
    );
    wake();
    expect(runs).toBe(1);
    wake();
    wake();
    wake();
    expect(runs).toBe(1);
    finishes.shift()!();
    await new Promise(setImmediate);
    expect(runs).toBe(2);
    finishes.shift()!();
    await new Promise(setImmediate);
    expect(runs).toBe(2);
    wake();
    expect(runs).toBe(3);
  });

  it('reports a failed run and keeps waking', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const wake = coalesced(
      async () => {
        runs++;
        throw new Error('boom');
      },
      (error) => errors.push(error),
    );
    wake();
    await new Promise(setImmediate);
    wake();
    await new Promise(setImmediate);
    expect(runs).toBe(2);
    expect(errors).toHaveLength(2);
  });
});
