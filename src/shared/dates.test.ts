import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDate, formatDateTime, formatDayMonth, formatWeekday } from './dates';
import { localeOf } from './i18n/languages';

const HT = localeOf('ht');
const UTC = { timeZone: 'UTC' } as const;
const KREYOL_MONTHS = ['janvye', 'fevriye', 'mas', 'avril', 'me', 'jen', 'jiyè', 'out', 'septanm', 'oktòb', 'novanm', 'desanm'];
/** French month names and abbreviations as whole words ("avril" is also Kreyòl, so it is left out). */
const FRENCH_MONTH =
  /(?<!\p{L})(janvier|janv\.|février|févr\.|mars|avr\.|mai|juin|juillet|juil\.|août|septembre|sept\.|octobre|oct\.|novembre|nov\.|décembre|déc\.)(?!\p{L})/u;
/** The 21st at 14:05 UTC of each month of 2026. */
const day21 = (month: number) => new Date(Date.UTC(2026, month, 21, 14, 5));

describe('ht dates', () => {
  it.each(KREYOL_MONTHS.map((name, month) => [name, month] as const))('writes %s as a date, in every style', (name, month) => {
    expect(formatDate(day21(month), HT, UTC)).toBe(`21 ${name} 2026`);
    expect(formatDate(day21(month), HT, { ...UTC, dateStyle: 'long' })).toBe(`21 ${name} 2026`);
    expect(formatDayMonth(day21(month), HT, UTC)).toBe(`21 ${name}`);
    expect(formatDate(day21(month), HT, { ...UTC, dateStyle: 'short' })).toBe(`21/${String(month + 1).padStart(2, '0')}/2026`);
  });

  it.each(KREYOL_MONTHS.map((name, month) => [name, month] as const))('writes %s with the time after "a", 24-hour', (name, month) => {
    expect(formatDateTime(day21(month), HT, UTC)).toBe(`21 ${name} 2026 a 14:05`);
    expect(formatDateTime(day21(month), HT, { ...UTC, dateStyle: 'long' })).toBe(`21 ${name} 2026 a 14:05`);
    expect(formatDateTime(day21(month), HT, { ...UTC, timeStyle: 'medium' })).toBe(`21 ${name} 2026 a 14:05:00`);
  });

  it('names the weekday in Kreyòl, Monday to Sunday', () => {
    const days = ['lendi', 'madi', 'mèkredi', 'jedi', 'vandredi', 'samdi', 'dimanch'];
    days.forEach((name, i) => {
      // 16 November 2026 is a Monday.
      expect(formatDate(new Date(Date.UTC(2026, 10, 16 + i, 12)), HT, { ...UTC, dateStyle: 'full' })).toBe(`${name} ${16 + i} novanm 2026`);
    });
  });

  it('names a weekday alone, and a calendar day with its weekday, in Kreyòl and in the other languages', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((day) => formatWeekday(day, HT))).toEqual([
      'dimanch',
      'lendi',
      'madi',
      'mèkredi',
      'jedi',
      'vandredi',
      'samdi',
    ]);
    expect(formatWeekday(2, 'en-US')).toBe('Tuesday');
    expect(formatWeekday(2, 'fr-FR')).toBe('mardi');
    expect(formatCalendarDay('2026-11-24', HT)).toBe('madi 24 novanm');
    expect(formatCalendarDay('2026-11-24', 'en-US')).toBe('Tue, Nov 24');
  });

  it('reads the month and weekday in the zone asked for, not the machine’s', () => {
    const newYearInKiribati = new Date(Date.UTC(2026, 11, 31, 23, 30));
    expect(formatDateTime(newYearInKiribati, HT, { timeZone: 'Pacific/Kiritimati', dateStyle: 'full' })).toBe(
      'vandredi 1 janvye 2027 a 13:30',
    );
    expect(formatDateTime(newYearInKiribati, HT, { timeZone: 'America/Port-au-Prince', dateStyle: 'full' })).toBe(
      'jedi 31 desanm 2026 a 18:30',
    );
  });

  it('takes ISO text and timestamps as well as dates, and leaves no French behind', () => {
    const iso = '2026-11-21T14:05:00.000Z';
    expect(formatDateTime(iso, HT, UTC)).toBe('21 novanm 2026 a 14:05');
    expect(formatDateTime(Date.parse(iso), HT, UTC)).toBe('21 novanm 2026 a 14:05');
    for (let month = 0; month < 12; month++) {
      for (const dateStyle of ['medium', 'long', 'full'] as const) {
        const text = formatDateTime(day21(month), HT, { ...UTC, dateStyle });
        expect(text).not.toMatch(FRENCH_MONTH);
        expect(text).not.toMatch(/ à /);
      }
    }
  });

  it('throws on an unreadable date, as Intl does, so callers choose their own "N/A"', () => {
    expect(() => formatDate('not a date', HT)).toThrow(RangeError);
    expect(() => formatDateTime('not a date', 'en-US')).toThrow(RangeError);
  });
});

describe('dates in the other languages are Intl’s own', () => {
  const at = day21(10);
  it.each([
    ['en', 'Nov 21, 2026', 'Nov 21, 2026, 2:05 PM', 'November 21, 2026'],
    ['fr', '21 nov. 2026', '21 nov. 2026, 14:05', '21 novembre 2026'],
    ['es', '21 nov 2026', '21 nov 2026, 2:05 p.m.', '21 de noviembre de 2026'],
    ['pt', '21 de nov. de 2026', '21 de nov. de 2026, 14:05', '21 de novembro de 2026'],
  ] as const)('%s', (language, date, dateTime, long) => {
    const locale = localeOf(language);
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(formatDate(at, locale, UTC))).toBe(date);
    expect(plain(formatDateTime(at, locale, UTC))).toBe(dateTime);
    expect(plain(formatDate(at, locale, { ...UTC, dateStyle: 'long' }))).toBe(long);
  });
});
