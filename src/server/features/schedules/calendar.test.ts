import { describe, expect, it } from 'vitest';
import { addDays, dayOf, firstRunAfter, runAfter, upcomingRuns } from './calendar';
import { priceMoved } from './price';

describe('schedule calendar (UTC days)', () => {
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

  it('reads an instant as its UTC day', () => {
    expect(dayOf(new Date('2026-11-24T23:59:59Z'))).toBe('2026-11-24');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
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
