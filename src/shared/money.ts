import { numberFormat } from './intl';

/**
 * Money is integer cents (ADR 0003). These are the only conversions between cents and text: typed input
 * to cents, cents to a decimal string, cents to what a person reads. No floating point touches an amount.
 */

/**
 * What a person typed ("20", "20.5", "$20.50", "1,000", "20,50" in French) → cents, or null when it is not
 * an amount of whole cents (empty, negative, letters, "20.505").
 */
export function parseAmountToCents(input: string): number | null {
  let text = input
    .trim()
    .replace(/^(US)?\$\s*|\s*(US)?\$$|\s*USD$/gi, '')
    .replace(/[\s\u00a0\u202f]/g, '');
  if (!text) return null;
  // "20.505" may be $20.50 mistyped or 20 505 written the French way: too costly to guess, so refused.
  if (/^\d+\.\d{3}$/.test(text)) return null;
  // "1,000.50" or "1.000,50": the last separator followed by one or two digits is the decimal point.
  const decimal = /[.,](\d{1,2})$/.exec(text);
  const whole = (decimal ? text.slice(0, decimal.index) : text).replace(/[.,](?=\d{3}(\D|$))/g, '');
  text = decimal ? `${whole}.${decimal[1]}` : whole;
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0') || '0');
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents → "20.50" (no grouping, always two decimals), for APIs such as PayPal's. */
export function centsToDecimalString(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "20.50" → 2050; throws on anything that is not a decimal with at most two places. */
export function decimalStringToCents(value: string): number {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new RangeError(`Not a decimal amount: ${value}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0') || '0');
  return match[1] ? -cents : cents;
}

/** Cents → "$20.50" / "20,50 $US" in the reader's locale. The decimal string keeps it exact. */
export function formatMoney(cents: number, locale: string, currency = 'USD'): string {
  const format = numberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return format.format(centsToDecimalString(cents) as unknown as number);
}

/**
 * A local amount (a decimal string) in its currency, as screens, notifications and texts all write it:
 * "657.50", "HTG" → "HTG 657.50" in English, "657,50 HTG" in French and Kreyòl. Intl formats the string
 * itself, so no floating point touches it.
 */
export function formatLocalAmount(value: string, currency: string, locale: string): string {
  try {
    const format = numberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    return format.format(value as unknown as number);
  } catch {
    // A code Intl refuses: the number in the reader's format, then the code as given.
    const format = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return `${format.format(value as unknown as number)} ${currency}`;
  }
}

/** a × basis points / 10 000, rounded up to the cent (fees never round in our favour by accident). */
export function percentOfCents(cents: number, basisPoints: number): number {
  return Math.ceil((cents * basisPoints) / 10_000);
}
