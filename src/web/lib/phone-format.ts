import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** "+50937123456" → "+509 37 12 3456"; anything unreadable stays as it is. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
