import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/**
 * A person's own phone number as E.164 (+13055550123), or null when it is not a valid number.
 * Without a leading + the number is read as one of `defaultCountry` (the US for the diaspora's first users).
 */
export function toE164(input: string, defaultCountry: CountryCode = 'US'): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), defaultCountry);
  return parsed && parsed.isValid() ? parsed.number : null;
}
