import { formatDate, formatDateTime } from '../../../shared/dates';

/** An offer ending within this long is marked 'expiring soon'. */
export const EXPIRING_SOON_MS = 48 * 3_600_000;

/** Still running, and ending within 48 hours of `now` (the end itself included). */
export function isExpiringSoon(validUntil: string, now: Date): boolean {
  const left = new Date(validUntil).getTime() - now.getTime();
  return left > 0 && left <= EXPIRING_SOON_MS;
}

/**
 * When an offer ends, as the person's clock reads it: their time zone (the browser's, unless one is given),
 * their language's date format. "Nov 25, 2026, 10:00 PM" in New York is "Nov 26, 2026, 12:00 PM" in Tokyo.
 */
export function formatValidUntil(validUntil: string, locale: string, timeZone?: string): string {
  return formatDateTime(validUntil, locale, { timeZone });
}

/** The day an offer ends, for the short dashboard line. */
export function formatEndDate(validUntil: string, locale: string, timeZone?: string): string {
  return formatDate(validUntil, locale, { timeZone });
}
