import { formatPercent } from '../../../shared/intl';

/** "2%" / "3,49 %" from basis points, in the reader's language (a rate, not an amount of money). */
export function formatBasisPoints(basisPoints: number, locale: string): string {
  return formatPercent(basisPoints, locale);
}
