import { describe, expect, it } from 'vitest';
import { addDays, dayIn, dayStart, firstRunAfter, nextRunTimes, runAfter, upcomingRuns, zoneOrUtc } from './calendar';
import { priceMoved } from './price';

describe('schedule calendar (days of the person’s time zone)', () => {
  it('starts weekly and two-weekly runs on the chosen weekday after today', () => {
    // 2026-11-24 is a Tuesday (2).
    expect(firstRunAfter('2026-11-24', 'weekly', 5)).toBe('2026-11-27');
    expect(firstRunAfter('2026-11-24', 'weekly', 2)).toBe('2026-12-01');
    expect(firstRunAfter('2026-11-24', 'biweekly', 1)).toBe('2026-11-30');
  });

  it('starts monthly runs on the chosen day, this month if still ahead', () => {
    expect(firstRunAfter('2026-11-24', 'monthly', 28)).toBe('2026-11-28');
    expect(firstRunAfter('2026-11-24', 'monthly', 24)).toBe('2026-12-24');
    expect(firstRunAfter('2026-12-30', 'monthly', 1)).toBe('2027-01-01');
  });

  it('moves on by the cadence, past days missed while the server was down', () => {
    expect(runAfter('2026-11-27', 'weekly', 5, '2026-11-27')).toBe('2026-12-04');
    expect(runAfter('2026-11-27', 'biweekly', 5, '2026-11-27')).toBe('2026-12-11');
    expect(runAfter('2026-01-28', 'monthly', 28, '2026-01-28')).toBe('2026-02-28');
    expect(runAfter('2026-11-06', 'weekly', 5, '2026-11-24')).toBe('2026-11-27');
    expect(upcomingRuns('2026-11-27', 'weekly', 5, 3)).toEqual(['2026-11-27', '2026-12-04', '2026-12-11']);
  });

  it('reads an instant as the day it is where the person lives (UTC for someone without a zone)', () => {
    expect(dayIn(new Date('2026-11-24T23:59:59Z'), zoneOrUtc(null))).toBe('2026-11-24');
    // Monday 19:00 in Miami is already Tuesday in UTC: her day is still Monday.
    expect(dayIn(new Date('2026-11-24T00:00:00Z'), 'America/New_York')).toBe('2026-11-23');
    expect(dayIn(new Date('2026-11-24T05:00:00Z'), 'America/New_York')).toBe('2026-11-24');
    expect(dayIn(new Date('2026-11-24T15:00:00Z'), 'Pacific/Kiritimati')).toBe('2026-11-25');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('starts a run at its day’s local midnight: a weekly “Tuesday” in New York is Tuesday 05:00 UTC in winter', () => {
    expect(nextRunTimes('2026-12-01', 'America/New_York')).toEqual({
      next_run_on: '2026-12-01',
      next_run_at: new Date('2026-12-01T05:00:00Z'),
      remind_at: new Date('2026-11-30T05:00:00Z'),
    });
    expect(dayStart('2026-07-07', 'America/New_York')).toEqual(new Date('2026-07-07T04:00:00Z'));
    expect(dayStart('2026-07-07', 'UTC')).toEqual(new Date('2026-07-07T00:00:00Z'));
  });

  it('gives each DST day one start, and the days around it their own: a 23-hour and a 25-hour day are still one run', () => {
    const zone = 'America/New_York';
    // Spring forward, Sunday 2026-03-08: the day runs from 00:00 EST to 00:00 EDT, 23 hours.
    expect(dayStart('2026-03-08', zone)).toEqual(new Date('2026-03-08T05:00:00Z'));
    expect(dayStart('2026-03-09', zone).getTime() - dayStart('2026-03-08', zone).getTime()).toBe(23 * 3600_000);
    // Fall back, Sunday 2026-11-01: 00:00 EDT to 00:00 EST, 25 hours; 01:30 comes twice and is the same day.
    expect(dayStart('2026-11-01', zone)).toEqual(new Date('2026-11-01T04:00:00Z'));
    expect(dayStart('2026-11-02', zone).getTime() - dayStart('2026-11-01', zone).getTime()).toBe(25 * 3600_000);
    expect(dayIn(new Date('2026-11-01T05:30:00Z'), zone)).toBe('2026-11-01');
    expect(dayIn(new Date('2026-11-01T06:30:00Z'), zone)).toBe('2026-11-01');
    // A weekly Sunday run goes from the day before the change to the day of it, and on: one day each.
    expect(upcomingRuns('2026-03-01', 'weekly', 0, 3)).toEqual(['2026-03-01', '2026-03-08', '2026-03-15']);
  });

  it('starts a day whose midnight does not exist at its first real instant (Havana springs forward at midnight)', () => {
    // 2026-03-08 in Havana: 00:00 jumps to 01:00, so the day, and its run, begin at 01:00 CDT.
    expect(dayStart('2026-03-08', 'America/Havana')).toEqual(new Date('2026-03-08T05:00:00Z'));
    expect(dayIn(new Date('2026-03-08T05:00:00Z'), 'America/Havana')).toBe('2026-03-08');
    expect(dayIn(new Date('2026-03-08T04:59:59Z'), 'America/Havana')).toBe('2026-03-07');
  });
});

describe('price tolerance', () => {
  const agreed = { totalCents: 1000, localAmount: '1300.00' };
  it('lets a price within 5 % through, either way', () => {
    expect(priceMoved(agreed, { totalCents: 1050, localAmount: '1300.00' })).toBe(false);
    expect(priceMoved(agreed, { totalCents: 1000, localAmount: '1235.00' })).toBe(false);
  });
  it('asks first when what is paid or what arrives moved more', () => {
    expect(priceMoved(agreed, { totalCents: 1051, localAmount: '1300.00' })).toBe(true);
    expect(priceMoved(agreed, { totalCents: 1000, localAmount: '1200.00' })).toBe(true);
  });
});
