import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/language';
import { useMoney } from '../../lib/use-money';
import { CloseIcon } from '../../ui/icons';
import { CountryBadge, countryName } from '../topups';
import type { BasketDraftItem } from './baskets-api';

/** The basket so far, in the order added: who, where, which operator, how much; each can be taken out. */
export function BasketItems({
  items,
  problems,
  onRemove,
}: {
  items: readonly BasketDraftItem[];
  /** What the server refused in an item, by its place, already translated. */
  problems: Record<number, string>;
  onRemove(index: number): void;
}) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const money = useMoney();
  if (items.length === 0) return <p className="rounded-2xl bg-slate-100 p-4 text-slate-700">{t('baskets.builder.empty')}</p>;
  return (
    <ol className="flex flex-col gap-2" aria-label={t('baskets.builder.listLabel')}>
      {items.map((item, index) => (
        <li
          key={`${item.recipientNumber}-${index}`}
          data-testid="basket-item"
          className="flex items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-slate-200"
        >
          <CountryBadge iso={item.countryIso} />
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-slate-900">{item.name ?? item.recipientNumber}</p>
            <p className="text-sm text-slate-700">
              {item.name ? `${item.recipientNumber} · ` : ''}
              {countryName(item.countryIso, locale, item.countryIso)} · {item.operatorName}
            </p>
            {problems[index] && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {problems[index]}
              </p>
            )}
          </div>
          <span className="font-bold tabular-nums text-slate-900">{money(item.amountCents)}</span>
          <button
            type="button"
            onClick={() => onRemove(index)}
            aria-label={t('baskets.builder.remove', { who: item.name ?? item.recipientNumber })}
            className="flex min-h-12 min-w-12 items-center justify-center rounded-2xl text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            <CloseIcon className="h-5 w-5" />
          </button>
        </li>
      ))}
    </ol>
  );
}
