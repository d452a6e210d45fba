import { describe, expect, it } from 'vitest';
import { nextPeriodStart } from './periodic';

describe('nextPeriodStart', () => {
  it('counts interval periods from the Unix epoch, so every instance agrees on them', () => {
    expect(nextPeriodStart({ everySeconds: 60 }, new Date('2026-11-27T10:15:42.300Z'))).toEqual(new Date('2026-11-27T10:16:00.000Z'));
    expect(nextPeriodStart({ everySeconds: 5 }, new Date('2026-11-27T10:15:40.000Z'))).toEqual(new Date('2026-11-27T10:15:45.000Z'));
    expect(nextPeriodStart({ everySeconds: 6 * 3600 }, new Date('2026-11-27T10:15:00Z'))).toEqual(new Date('2026-11-27T12:00:00Z'));
  });

  it('gives the next day at the hour for a daily job, today when the hour is still to come', () => {
    expect(nextPeriodStart({ dailyAtHourUtc: 1 }, new Date('2026-11-27T00:59:59Z'))).toEqual(new Date('2026-11-27T01:00:00Z'));
    expect(nextPeriodStart({ dailyAtHourUtc: 1 }, new Date('2026-11-27T01:00:00Z'))).toEqual(new Date('2026-11-28T01:00:00Z'));
    expect(nextPeriodStart({ dailyAtHourUtc: 1 }, new Date('2026-12-31T23:00:00Z'))).toEqual(new Date('2027-01-01T01:00:00Z'));
  });
});
