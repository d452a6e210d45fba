import { isKreyolLocale } from '../dates';
import { regionNames } from '../intl';
import { KREYOL_COUNTRY_NAMES } from './country-names-ht';

/**
 * A country's name in the reader's language: Kreyòl from our own list (ht borrows Haiti's French locale,
 * whose names are French), the others from Intl; `fallback` (the catalogue's English name) when neither knows it.
 */
export function countryName(iso: string, locale: string, fallback: string): string {
  const upper = iso.toUpperCase();
  if (isKreyolLocale(locale)) {
    const kreyol = KREYOL_COUNTRY_NAMES[upper];
    if (kreyol) return kreyol;
  }
  try {
    return regionNames(locale).of(upper) ?? fallback;
  } catch {
    return fallback;
  }
}
