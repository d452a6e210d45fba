import { formatDateTime } from '../../../shared/dates';
import { countryName } from '../../../shared/i18n/country-names';
import { regionNames } from '../../../shared/intl';
import { formatMoney, parseAmountToCents } from '../../../shared/money';
import type { HistoryTransaction } from './topups-api';

/** The status filter of /history (docs/product-rules.md#history): all, completed, pending, failed. */
export const HISTORY_FILTERS = ['all', 'completed', 'pending', 'failed'] as const;
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];

export function isHistoryFilter(value: unknown): value is HistoryFilter {
  return typeof value === 'string' && (HISTORY_FILTERS as readonly string[]).includes(value);
}

/** Where a top-up's status page is, and where "Repeat" starts a new one with the same recipient and amount. */
export const statusPath = (id: string) => `/payment-summary?topup=${encodeURIComponent(id)}`;
export const repeatPath = (id: string) => `/send-topup?repeat=${encodeURIComponent(id)}`;

/**
 * A top-up's date and time in the reader's language (medium date, short time), or null when the
 * date is missing or unreadable: the screen then shows 'N/A' (docs/product-rules.md#history History).
 */
export function formatTopupDate(iso: string | null | undefined, locale: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return formatDateTime(date, locale);
}

/** Lower case, accents off, spaces squeezed: "Digicel Haïti" and "digicel haiti" read the same. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
}

/**
 * The names a top-up's country answers to: the one the screen shows (Kreyòl "Ayiti" for ht) and the
 * locale's own (for ht, the French "Haïti" many Kreyòl readers also write).
 */
function countryNames(iso: string, locale: string): string[] {
  const names = [countryName(iso, locale, ''), intlName(iso, locale)];
  return names.filter(Boolean).map(fold);
}

function intlName(iso: string, locale: string): string {
  try {
    return regionNames(locale).of(iso) ?? '';
  } catch {
    return '';
  }
}

/**
 * Does a top-up answer the search? By number (digits match whatever the spaces, dashes or "+"), by operator
 * or country name, or by amount ("10", "$10.00", "10,00" all find a $10.00 top-up). An empty search matches all.
 */
export function matchesSearch(transaction: HistoryTransaction, query: string, locale: string): boolean {
  const text = fold(query);
  if (!text) return true;

  // A number typed as "+509 3712-3456", "(509) 37 12" or "3712".
  if (/^[\d\s+\-().]+$/.test(text)) {
    const digits = text.replace(/\D/g, '');
    if (digits && transaction.recipientNumber.replace(/\D/g, '').includes(digits)) return true;
  }

  // An amount is matched exactly ("10" is $10.00, not $110.00); what does not read as one, as written ("10,00 $US").
  const amountCents = parseAmountToCents(query);
  if (amountCents !== null ? amountCents === transaction.amountCents : fold(formatMoney(transaction.amountCents, locale)).includes(text))
    return true;

  if (fold(transaction.operatorName).includes(text)) return true;
  return countryNames(transaction.countryIso, locale).some((name) => name.includes(text));
}

/** The list as the screen shows it: the server's order (newest first), narrowed by status and search. */
export function filterTransactions(
  transactions: readonly HistoryTransaction[],
  filter: HistoryFilter,
  query: string,
  locale: string,
): HistoryTransaction[] {
  return transactions.filter(
    (transaction) => (filter === 'all' || transaction.status === filter) && matchesSearch(transaction, query, locale),
  );
}
