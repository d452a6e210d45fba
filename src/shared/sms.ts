/**
 * What an SMS costs: GSM 03.38 (GSM-7) fits 160 characters in one message and 153 per part of a longer one;
 * a single character outside it (an "á", a no-break space, a curly apostrophe) makes the whole text UCS-2,
 * 70 characters and 67 per part. Kredi's texts are written for GSM-7 where their language allows it, and
 * `smsText` takes out what the formatting adds (the no-break spaces of amounts and dates, typographic
 * quotes and dashes, "…") before a text leaves (sms-client.ts).
 */

/** The GSM-7 basic set: one septet each. */
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: an escape and the character, two septets each. */
const EXTENSION = '\f^{}\\[~]|€';

const basic = new Set(BASIC);
const extension = new Set(EXTENSION);

const REPLACEMENTS: [RegExp, string][] = [
  // no-break, narrow no-break, thin, figure and other spaces of Intl's amounts and dates
  [/[\u00a0\u202f\u2000-\u200a\u205f\u3000]/g, ' '],
  [/[\u200b-\u200d\u2060\ufeff]/g, ''],
  [/[\u2018\u2019\u201a\u201b\u2032]/g, "'"],
  [/[\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb]/g, '"'],
  [/\u2026/g, '...'],
  [/[\u2010-\u2015\u2212]/g, '-'],
  [/\u00b7/g, '-'],
];

/** The text as it should leave: the formatting's typographic characters as their plain GSM-7 equivalents. */
export function smsText(text: string): string {
  return REPLACEMENTS.reduce((out, [pattern, plain]) => out.replace(pattern, plain), text);
}

export type SmsEncoding = 'GSM-7' | 'UCS-2';

/** GSM-7 when every character is in its basic set or extension table; else UCS-2. */
export function smsEncoding(text: string): SmsEncoding {
  for (const character of text) if (!basic.has(character) && !extension.has(character)) return 'UCS-2';
  return 'GSM-7';
}

/** The characters of `text` outside GSM-7 (what makes it UCS-2), each once. */
export function outsideGsm7(text: string): string[] {
  return [...new Set([...text].filter((character) => !basic.has(character) && !extension.has(character)))];
}

export interface SmsSize {
  encoding: SmsEncoding;
  /** Septets for GSM-7 (an extension character counts two), UTF-16 code units for UCS-2. */
  units: number;
  /** Messages the network bills: 160/153 septets for GSM-7, 70/67 code units for UCS-2. */
  segments: number;
}

export function smsSize(text: string): SmsSize {
  const encoding = smsEncoding(text);
  if (encoding === 'GSM-7') {
    let units = 0;
    for (const character of text) units += extension.has(character) ? 2 : 1;
    return { encoding, units, segments: units <= 160 ? 1 : Math.ceil(units / 153) };
  }
  const units = text.length;
  return { encoding, units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}
