import { localeOf } from './i18n/languages';
import { dateTimeFormat } from './intl';

/**
 * Every date Kredi shows or mails goes through here (ADR 0040). Node and browsers carry no Kreyòl (`ht`)
 * calendar data, so ht formats with Haiti's French conventions (`fr-HT`: day first, 24-hour time) and
 * this module swaps the French month and day names for Kreyòl ones, part by part (`formatToParts`), and
 * writes "a" before the time: "21 novanm 2026 a 14:05".
 */

/** A moment as the API sends it (ISO text), as the database gives it (Date), or as a timestamp. */
export type DateValue = Date | string | number;

export interface DateOptions {
  /** Intl's date style; `medium` unless said ("21 nov. 2026" / "Nov 21, 2026"). */
  dateStyle?: 'short' | 'medium' | 'long' | 'full';
  /** When the moment must read in a fixed zone (emails say UTC); else the reader's own zone. */
  timeZone?: string;
}

export interface DateTimeOptions extends DateOptions {
  /** Intl's time style; `short` unless said ("14:05" / "2:05 PM"). */
  timeStyle?: 'short' | 'medium';
}

const KREYOL_MONTHS = ['janvye', 'fevriye', 'mas', 'avril', 'me', 'jen', 'jiyè', 'out', 'septanm', 'oktòb', 'novanm', 'desanm'];
/** Sunday first, as `Date.getUTCDay()` counts. */
const KREYOL_WEEKDAYS = ['dimanch', 'lendi', 'madi', 'mèkredi', 'jedi', 'vandredi', 'samdi'];

const KREYOL_LOCALE = localeOf('ht');

/** The date only ("21 novanm 2026"). Throws a RangeError on an unreadable date, as Intl does. */
export function formatDate(value: DateValue, locale: string, options: DateOptions = {}): string {
  return formatWith(value, locale, { dateStyle: options.dateStyle ?? 'medium', timeZone: options.timeZone });
}

/** The date and time ("21 novanm 2026 a 14:05"). Throws a RangeError on an unreadable date, as Intl does. */
export function formatDateTime(value: DateValue, locale: string, options: DateTimeOptions = {}): string {
  return formatWith(value, locale, {
    dateStyle: options.dateStyle ?? 'medium',
    timeStyle: options.timeStyle ?? 'short',
    timeZone: options.timeZone,
  });
}

/** Day and short month only, for chart axes ("21 nov." / "21 novanm" / "Nov 21"). */
export function formatDayMonth(value: DateValue, locale: string, options: Pick<DateOptions, 'timeZone'> = {}): string {
  return formatWith(value, locale, { month: 'short', day: 'numeric', timeZone: options.timeZone });
}

/** A weekday's name alone, 0 = Sunday ("Tuesday" / "mardi" / "madi"). */
export function formatWeekday(weekday: number, locale: string): string {
  // 2023-01-01 was a Sunday.
  return formatWith(Date.UTC(2023, 0, 1 + weekday), locale, { weekday: 'long', timeZone: 'UTC' });
}

/** A calendar day (YYYY-MM-DD) as written, with its weekday and short month ("Tue, Nov 24" / "madi 24 novanm"). */
export function formatCalendarDay(day: string, locale: string): string {
  return formatWith(`${day}T00:00:00Z`, locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** Is this reader's locale the one Kreyòl borrows (so names must be swapped)? */
export function isKreyolLocale(locale: string): boolean {
  return locale === KREYOL_LOCALE;
}

function formatWith(value: DateValue, locale: string, options: Intl.DateTimeFormatOptions): string {
  const date = value instanceof Date ? value : new Date(value);
  const format = dateTimeFormat(locale, options);
  if (!isKreyolLocale(locale)) return format.format(date);
  const parts = format.formatToParts(date);
  const { month, weekday } = calendarOf(date, format.resolvedOptions().timeZone);
  return parts
    .map((part, index) => {
      if (part.type === 'month' && !/^\d+$/.test(part.value)) return KREYOL_MONTHS[month]!;
      if (part.type === 'weekday') return KREYOL_WEEKDAYS[weekday]!;
      // "21 nov. 2026, 14:05" / "21 novembre 2026 à 14:05": whatever joins the date to the time becomes "a".
      if (part.type === 'literal' && index > 0 && parts[index + 1]?.type === 'hour') return ' a ';
      return part.value;
    })
    .join('');
}

/** The month (0-11) and weekday (0 = Sunday) of the moment in the zone the text is written in. */
function calendarOf(date: Date, timeZone: string): { month: number; weekday: number } {
  const parts = dateTimeFormat('en-US', { month: 'numeric', weekday: 'short', timeZone }).formatToParts(date);
  const month = Number(parts.find((p) => p.type === 'month')!.value) - 1;
  const weekday = ENGLISH_WEEKDAYS.indexOf(parts.find((p) => p.type === 'weekday')!.value);
  return { month, weekday };
}

const ENGLISH_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
