import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { every } from './every';

const logger = () =>
  ({ warn: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> };
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('every', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps running through a database outage and says so as a warning, not as a failure', async () => {
    const log = logger();
    const work = vi.fn().mockRejectedValueOnce(refused()).mockRejectedValueOnce(refused()).mockResolvedValue('done');
    const stop = every(500, 'topup-worker', work, log);
    await vi.advanceTimersByTimeAsync(1000 + 500 + 500);
    expect(work).toHaveBeenCalledTimes(3);
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenCalledWith(
      { job: 'topup-worker', reason: 'connect ECONNREFUSED 127.0.0.1:5432' },
      expect.stringContaining('waits for the database'),
    );
    expect(log.error).not.toHaveBeenCalled();
    stop();
  });

  it('reports any other failure as an error and runs again', async () => {
    const log = logger();
    const bug = new TypeError('x is undefined');
    const work = vi.fn().mockRejectedValueOnce(bug).mockResolvedValue('done');
    const stop = every(500, 'reconcile-fundings', work, log);
    await vi.advanceTimersByTimeAsync(1500);
    expect(work).toHaveBeenCalledTimes(2);
    expect(log.error).toHaveBeenCalledWith({ err: bug, job: 'reconcile-fundings' }, expect.any(String));
    stop();
  });

  it('runs no more once stopped', async () => {
    const work = vi.fn().mockResolvedValue('done');
    const stop = every(500, 'catalogue-sync', work, logger());
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
