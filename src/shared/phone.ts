import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js';

/**
 * What a copy from WhatsApp or a contacts app wraps a number in that nobody sees: direction marks and
 * embeddings (WhatsApp puts "+509 3712 3456" between U+202A and U+202C, Android's contacts add U+200E),
 * isolates, zero-width spaces and joiners, the soft hyphen, the byte-order mark.
 */
const INVISIBLE = /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
/** Spaces other than the plain one: no-break (U+00A0, U+202F, which iOS puts in numbers), figure, thin, ideographic. */
const SPACES = /[\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]/g;
/** Hyphens, dashes and minus signs that a word processor or a contact card puts between digits. */
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;

/**
 * A typed or pasted number with what nobody sees taken out and the look-alikes made plain: invisible marks
 * removed, every kind of space a space, every dash a hyphen, full-width digits and plus ASCII. What a person
 * can see stays as it was (their spaces, brackets, dots), so a field that holds it does not jump.
 */
export function cleanPhoneText(input: string): string {
  return input
    .replace(INVISIBLE, '')
    .replace(SPACES, ' ')
    .replace(DASHES, '-')
    .replace(/[\uFF10-\uFF19]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/\uFF0B/g, '+');
}

/**
 * The international digits a number was written with, when it says it is international: a leading +
 * ("+509…"), or the international call prefix 00 ("00509…", most of the world) or 011 (from the US and
 * Canada, "011 509…"). Null for a number written the country's own way.
 */
function internationalDigits(text: string): string | null {
  const trimmed = text.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.replace(/^00/, '');
  if (/^\(?00/.test(trimmed)) return digits.slice(2);
  return null;
}

/**
 * The same digits with a calling code typed twice written once: "509 509 3712 3456" → "509 3712 3456",
 * "1 1 786…" → "1 786…". Null when nothing is doubled.
 */
function withoutDoubledCode(digits: string): string | null {
  for (const length of [1, 2, 3]) {
    const code = digits.slice(0, length);
    if (digits.length > 2 * length && digits.startsWith(code + code)) return digits.slice(length);
  }
  return null;
}

/** The readings to try, most literal first; a later one is only tried when an earlier one is not a valid number. */
function readings(text: string): string[] {
  const international = internationalDigits(text);
  if (international !== null) {
    const once = withoutDoubledCode(international);
    return [`+${international}`, ...(once ? [`+${once}`] : [])];
  }
  const digits = text.replace(/\D/g, '');
  const out = [text];
  // Written without its +: "50937123456", "509 509 3712 3456"; dialled from the US: "011 509 3712 3456".
  for (const candidate of [digits, digits.startsWith('011') ? digits.slice(3) : null]) {
    if (!candidate) continue;
    out.push(`+${candidate}`);
    const once = withoutDoubledCode(candidate);
    if (once) out.push(`+${once}`);
  }
  return out;
}

/**
 * A recipient's number read as the person means it, for a country: from WhatsApp, a contact card or typed by
 * hand, with invisible marks, any spaces, dashes, dots or brackets, a leading + or 00 (or 011 from the US), the
 * calling code written without its + or typed twice ("+509 509 3712 3456"). The parsed number when one reading
 * is a valid number of that country, else null (docs/product-rules.md#topup-validation).
 */
export function readRecipientNumber(input: string, countryIso: string): PhoneNumber | null {
  const country = countryIso.toUpperCase() as CountryCode;
  const text = cleanPhoneText(input).trim();
  if (!/\d/.test(text)) return null;
  for (const reading of readings(text)) {
    const parsed = parsePhoneNumberFromString(reading, country);
    if (parsed && parsed.isValid() && parsed.country === country) return parsed;
  }
  return null;
}

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
 * Accepts the local form ("3712 3456" for Haiti), the international one ("+509 3712 3456") and what
 * WhatsApp or a contact card hands over (see readRecipientNumber).
 */
export function recipientE164(input: string, countryIso: string): string | null {
  return readRecipientNumber(input, countryIso)?.number ?? null;
}

/**
 * The country a number typed under the wrong one belongs to, to offer switching to it: null when it is a
 * valid number of the chosen country, or not one of exactly one other of `countries` (those Kredi sends
 * to). A number written internationally ("+1 786…", "001 786…") names its own country; one written the
 * local way counts only when exactly one other country reads it as valid, so the offer is never a guess.
 */
export function otherCountryOf(input: string, chosenIso: string, countries: readonly string[]): string | null {
  const chosen = chosenIso.toUpperCase();
  const text = cleanPhoneText(input).trim();
  if ((text.match(/\d/g)?.length ?? 0) < 6 || readRecipientNumber(text, chosen)) return null;
  const international = internationalDigits(text);
  if (international !== null) {
    const once = withoutDoubledCode(international);
    for (const reading of [international, ...(once ? [once] : [])]) {
      const parsed = parsePhoneNumberFromString(`+${reading}`);
      if (parsed?.isValid() && parsed.country) {
        const iso = parsed.country;
        return iso !== chosen && countries.includes(iso) ? iso : null;
      }
    }
    return null;
  }
  // Written the local way: each country's own reading, and the readings with a calling code in front ("509…").
  const found = new Set<string>();
  for (const iso of countries) {
    if (iso === chosen) continue;
    const parsed = parsePhoneNumberFromString(text, iso as CountryCode);
    if (parsed?.isValid() && parsed.country === iso) found.add(iso);
  }
  for (const reading of readings(text).slice(1)) {
    const parsed = parsePhoneNumberFromString(reading);
    if (parsed?.isValid() && parsed.country && parsed.country !== chosen && countries.includes(parsed.country)) found.add(parsed.country);
  }
  return found.size === 1 ? [...found][0]! : null;
}

/** An example number of the country, for hints ("+509 34 12 3456"), or null. */
export { getExampleNumber } from 'libphonenumber-js';

/**
 * A number as Kredi writes it everywhere, on screens and in notifications, texts and emails alike:
 * libphonenumber's international format ("+50937123456" → "+509 37 12 3456"). Unreadable stays as it is.
 */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
