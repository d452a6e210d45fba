import { getCountries } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { cleanPhoneText, otherCountryOf, recipientE164, toE164 } from './phone';

/** Every country libphonenumber knows: more than Kredi sends to, so an offer found here is found with fewer too. */
const EVERY_COUNTRY = getCountries();

describe('a recipient number read as the person means it (ADR 0068)', () => {
  // What people paste: copied from WhatsApp on Android (wrapped in U+202A … U+202C), from its chat on iOS
  // (no-break spaces), from a contact card (a left-to-right mark in front, non-breaking hyphens), typed.
  it.each([
    ['WhatsApp Android, chat info', '\u202A+509 3712 3456\u202C', 'HT', '+50937123456'],
    ['WhatsApp Android, a message', '\u202A+509 37 12 34 56\u202C', 'HT', '+50937123456'],
    ['WhatsApp iOS, no-break spaces', '+509\u00A03712\u00A03456', 'HT', '+50937123456'],
    ['iOS contact card, narrow no-break spaces', '+509\u202F3712\u202F3456', 'HT', '+50937123456'],
    ['Android contacts, a left-to-right mark', '\u200E+509 3712-3456', 'HT', '+50937123456'],
    ['a right-to-left isolate around it', '\u2068+509 3712 3456\u2069', 'HT', '+50937123456'],
    ['a zero-width space and a byte-order mark', '\uFEFF+509\u200B37123456', 'HT', '+50937123456'],
    ['US contact, non-breaking hyphens', '\u200E+1 (786) 234\u20115678', 'US', '+17862345678'],
    ['US contact, en dash and dots', '786.234\u20135678', 'US', '+17862345678'],
    ['brackets and dashes', '(786) 234-5678', 'US', '+17862345678'],
    ['the calling code typed twice', '+509 509 3712 3456', 'HT', '+50937123456'],
    ['the calling code twice, no +', '509 509 3712 3456', 'HT', '+50937123456'],
    ['the calling code twice, all together', '5095093712 3456', 'HT', '+50937123456'],
    ['the calling code without its +', '50937123456', 'HT', '+50937123456'],
    ['00 for +', '00509 37 12 34 56', 'HT', '+50937123456'],
    ['00, then the code twice', '00509 509 3712 3456', 'HT', '+50937123456'],
    ['011 from the US', '011 509 3712 3456', 'HT', '+50937123456'],
    ['+00 (both)', '+00509 3712 3456', 'HT', '+50937123456'],
    ['the local form', '3712 3456', 'HT', '+50937123456'],
    ['full-width digits', '\uFF0B\uFF15\uFF10\uFF19 \uFF13\uFF17\uFF11\uFF12 \uFF13\uFF14\uFF15\uFF16', 'HT', '+50937123456'],
    ['NANP 1 typed twice', '+1 1 876 555 1234', 'JM', '+18765551234'],
    ['Jamaica, local', '876-555-1234', 'JM', '+18765551234'],
    ['Dominican Republic with its 1', '1 809 555 1234', 'DO', '+18095551234'],
    ['France with its trunk 0', '06 12 34 56 78', 'FR', '+33612345678'],
    ['France, +33 and the trunk 0 kept', '+33 (0)6 12 34 56 78', 'FR', '+33612345678'],
  ])('%s: %j in %s is %s', (_, input, iso, e164) => {
    expect(recipientE164(input, iso)).toBe(e164);
  });

  it.each([
    ['too short', '3712 345', 'HT'],
    ['another country’s number', '+1 786 234 5678', 'HT'],
    ['no digits', '\u202A\u202C', 'HT'],
    ['letters', 'Manman', 'HT'],
    ['empty', '', 'HT'],
  ])('%s: %j is not a number of %s', (_, input, iso) => {
    expect(recipientE164(input, iso)).toBeNull();
  });

  it('takes out only what nobody sees: the spaces, brackets and dots a person sees stay', () => {
    expect(cleanPhoneText('\u202A+509 (37) 12.34\u00A056\u202C')).toBe('+509 (37) 12.34 56');
    expect(cleanPhoneText('786\u2013234\u2212 5678')).toBe('786-234- 5678');
  });

  it('leaves a person’s own number as it was read before', () => {
    expect(toE164('(305) 555-0123')).toBe('+13055550123');
  });
});

describe('a number typed under the wrong country (ADR 0068)', () => {
  it.each([
    ['a US number written with +1, under Haiti', '+1 786-234-5678', 'HT', 'US'],
    ['from WhatsApp, under Haiti', '\u202A+1 (786) 234-5678\u202C', 'HT', 'US'],
    ['001 from abroad, under Haiti', '001 786 234 5678', 'HT', 'US'],
    ['Jamaica’s 876 with +1, under the US', '+1 876 555 1234', 'US', 'JM'],
    ['a Haiti number with its + under the US', '+509 3712 3456', 'US', 'HT'],
    ['a Haiti number, its code twice, under the US', '+509 509 3712 3456', 'US', 'HT'],
    ['a French mobile, under Haiti', '+33 6 12 34 56 78', 'HT', 'FR'],
  ])('%s: %j offers %s', (_, input, chosen, offered) => {
    expect(otherCountryOf(input, chosen, EVERY_COUNTRY)).toBe(offered);
  });

  it('offers nothing for a number of the chosen country', () => {
    expect(otherCountryOf('3712 3456', 'HT', EVERY_COUNTRY)).toBeNull();
    expect(otherCountryOf('+509 509 3712 3456', 'HT', EVERY_COUNTRY)).toBeNull();
  });

  it('offers nothing when several countries read it (a guess is no offer)', () => {
    // Ten digits are a valid local number in many countries, not only the US.
    expect(otherCountryOf('786 234 5678', 'HT', EVERY_COUNTRY)).toBeNull();
    expect(otherCountryOf('3712 3456', 'US', EVERY_COUNTRY)).toBeNull();
  });

  it('offers only a country Kredi sends to', () => {
    expect(otherCountryOf('+1 786 234 5678', 'HT', ['HT', 'JM'])).toBeNull();
    expect(otherCountryOf('+1 786 234 5678', 'HT', ['HT', 'US'])).toBe('US');
  });

  it('offers a country a local number belongs to when it is the only one that reads it', () => {
    // Under a country of few digits, a long local number of one other country alone.
    const only = otherCountryOf('06 12 34 56 78', 'HT', ['HT', 'FR', 'US']);
    expect(only).toBe('FR');
  });

  it('says nothing while too few digits are typed', () => {
    expect(otherCountryOf('+1 78', 'HT', EVERY_COUNTRY)).toBeNull();
  });
});
