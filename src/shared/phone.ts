import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/**
 * A person's own phone number as E.164 (+13055550123), or null when it is not a valid number.
 * Without a leading + the number is read as one of `defaultCountry` (the US for the diaspora's first users).
 */
export function toE164(input: string, defaultCountry: CountryCode = 'US'): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), defaultCountry);
  return parsed && parsed.isValid() ? parsed.number : null;
}

/**
 * A recipient's number for a country → E.164, or null when it is not a valid number there.
 * Accepts the local form ("3712 3456" for Haiti) and the international one ("+509 3712 3456").
 */
export function recipientE164(input: string, countryIso: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), countryIso.toUpperCase() as CountryCode);
  if (!parsed || !parsed.isValid() || parsed.country !== countryIso.toUpperCase()) return null;
  return parsed.number;
}

/** An example number of the country, for hints ("+509 34 12 3456"), or null. */
export { getExampleNumber } from 'libphonenumber-js';
