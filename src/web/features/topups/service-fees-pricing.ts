import { numberFormat } from '../../../shared/intl';

/** "2%" / "3,49 %" from basis points, in the reader's language (a rate, not an amount of money). */
export function formatBasisPoints(basisPoints: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}
