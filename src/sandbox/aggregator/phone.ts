import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/**
 * A recipient or sender number as Reloadly takes it: digits with or without the country's calling code
 * (or a leading +), checked against the country's numbering plan with the full libphonenumber metadata.
 * Only numbers that can be mobile are accepted.
 */
export interface ParsedPhone {
  /** E.164 without the plus, as Reloadly echoes it: `50934123456`. */
  digits: string;
  national: string;
  country: string;
}

export function parsePhone(number: unknown, countryIso: unknown): ParsedPhone | undefined {
  if ((typeof number !== 'string' && typeof number !== 'number') || typeof countryIso !== 'string') return undefined;
  const text = String(number).trim();
  if (!/^\+?[\d\s().-]{4,20}$/.test(text)) return undefined;
  const iso = countryIso.toUpperCase() as CountryCode;
  let phone;
  try {
    phone = parsePhoneNumberFromString(text, iso);
  } catch {
    return undefined;
  }
  if (!phone?.isValid() || phone.country !== iso) return undefined;
  const type = phone.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return undefined;
  return { digits: phone.number.slice(1), national: phone.nationalNumber, country: iso };
}
