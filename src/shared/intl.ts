/**
 * Intl's formatters, built once per locale and options. Building one is the slow part (a fraction of a
 * millisecond each on a laptop, several times that on a cheap phone), and a list formats hundreds of rows
 * with the same few: the send screen's country list alone built ~170 money formatters as it first drew.
 * The keys are few (five languages, a handful of options, the catalogue's currencies), so nothing evicts.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>(key: string, make: () => T): T {
  let format = formatters.get(key) as T | undefined;
  if (!format) {
    format = make();
    formatters.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(`number|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(`date|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

/** Country names in the locale's language; `of` answers undefined for a code it does not know. */
export function regionNames(locale: string): Intl.DisplayNames {
  return cached(`region|${locale}`, () => new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }));
}

/**
 * A rate from basis points ("2.9%", "2,9 %") in the locale's own form: each language writes a percentage
 * one way everywhere (docs/product-rules.md#number-formats: "10 % off" beside "10% off"), the way Intl writes it for the locale.
 */
export function formatPercent(basisPoints: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}
