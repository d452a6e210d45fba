import { numberFormat } from '../../shared/intl';
import { formatMoney } from '../../shared/money';
import { useLanguage } from '../i18n/language';

/** Cents → the reader's money format (`$20.50`, `20,50 $US`). */
export function useMoney(): (cents: number) => string {
  const { locale } = useLanguage();
  return (cents: number) => formatMoney(cents, locale);
}

/** A count in the reader's digits grouping (1,234 / 1 234). */
export function useCount(): (value: number) => string {
  const { locale } = useLanguage();
  return (value: number) => numberFormat(locale).format(value);
}
