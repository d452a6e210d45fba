import { z } from 'zod';
import { dateTimeFormat } from './intl';

/**
 * A person's time zone (ADR 0065): an IANA name such as "America/New_York", as the browser reports it
 * (`Intl.DateTimeFormat().resolvedOptions().timeZone`). Read through Intl, so any name the platform's IANA
 * data knows, aliases included, is accepted, in the spelling Intl gives it; an offset ("+05:00") or an
 * unknown name is not. Null when the person has none yet: their days are UTC days.
 */
export function canonicalTimeZone(value: string): string | null {
  if (value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(value)) return null;
  try {
    // Built once per zone (intl.ts): only names Intl knows are kept, a few hundred at most.
    return dateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export const timeZoneField = z
  .string()
  .max(64)
  .refine((value) => canonicalTimeZone(value) !== null, 'validation.timeZone')
  .meta({ description: 'An IANA time zone name, e.g. America/New_York', example: 'America/New_York' });
