import { describe, expect, it } from 'vitest';
import { EXPIRING_SOON_MS, formatEndDate, formatValidUntil, isExpiringSoon } from './expiry';

const NOW = new Date('2026-11-24T12:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

describe("the 'expiring soon' mark", () => {
  it('is shown inside 48 hours of the end, the 48th hour included', () => {
    expect(isExpiringSoon(at(1), NOW)).toBe(true);
    expect(isExpiringSoon(at(3_600_000), NOW)).toBe(true);
    expect(isExpiringSoon(at(EXPIRING_SOON_MS), NOW)).toBe(true);
  });

  it('is not shown earlier, nor once the offer has ended', () => {
    expect(isExpiringSoon(at(EXPIRING_SOON_MS + 1), NOW)).toBe(false);
    expect(isExpiringSoon(at(0), NOW)).toBe(false);
    expect(isExpiringSoon(at(-1000), NOW)).toBe(false);
  });
});

describe('when an offer ends, in the person’s time zone', () => {
  const end = '2026-11-26T03:30:00.000Z';

  it('reads the end on their own clock and calendar', () => {
    expect(formatValidUntil(end, 'en-US', 'America/Port-au-Prince')).toBe('Nov 25, 2026, 10:30 PM');
    expect(formatValidUntil(end, 'en-US', 'Asia/Tokyo')).toBe('Nov 26, 2026, 12:30 PM');
    expect(formatEndDate(end, 'en-US', 'America/Port-au-Prince')).toBe('Nov 25, 2026');
    expect(formatEndDate(end, 'en-US', 'Europe/Paris')).toBe('Nov 26, 2026');
  });

  it('writes the date the way their language does', () => {
    expect(formatEndDate(end, 'fr-FR', 'Europe/Paris')).toBe('26 nov. 2026');
  });

  it('an offer ending at midnight in Haiti is expiring soon from 48 hours before, wherever the person is', () => {
    const midnightInHaiti = '2026-11-27T05:00:00.000Z'; // 00:00 on Nov 27 in Port-au-Prince (EST)
    expect(formatValidUntil(midnightInHaiti, 'en-US', 'America/Port-au-Prince')).toBe('Nov 27, 2026, 12:00 AM');
    expect(isExpiringSoon(midnightInHaiti, new Date('2026-11-25T05:00:00.000Z'))).toBe(true);
    expect(isExpiringSoon(midnightInHaiti, new Date('2026-11-25T04:59:59.999Z'))).toBe(false);
  });
});
