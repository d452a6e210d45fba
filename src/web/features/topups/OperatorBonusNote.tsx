import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OperatorPromotion } from '../../../shared/api/operator-promotions';
import { expiringSoon } from '../../../shared/expiring-soon';
import { useLanguage } from '../../i18n/language';
import { request } from '../../lib/api';
import { GiftIcon } from '../../ui/icons';
import { formatDateTime } from '../../../shared/dates';

/**
 * The chosen operator's bonus on now (its own promotion, from the aggregator), shown before the person
 * pays: the offer in the operator's words, until when, for which amounts, and that the operator gives it,
 * not Kredi (ADR 0025). Nothing at all while loading, offline or when the operator has none.
 */
export function OperatorBonusNote({ operatorId, operatorName }: { operatorId: number; operatorName: string }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const promotions = useQuery({
    queryKey: ['operatorPromotions', 'operator', operatorId],
    queryFn: async () =>
      (await request<{ promotions: OperatorPromotion[] }>(`/api/catalogue/promotions?operatorId=${operatorId}`)).promotions,
    staleTime: 5 * 60_000,
  });
  if (!promotions.data?.length) return null;
  const when = (iso: string) => formatDateTime(iso, locale);

  return (
    <div
      role="note"
      aria-labelledby="operator-bonus-heading"
      className="rounded-2xl bg-blue-50 p-4 ring-1 ring-blue-200"
      data-testid="operator-bonus"
    >
      <p id="operator-bonus-heading" className="flex items-center gap-2 text-sm font-semibold text-blue-900">
        <GiftIcon className="h-4 w-4" />
        {t('operatorPromotions.bonusTitle', { operator: operatorName })}
      </p>
      <ul className="mt-1 flex flex-col gap-2">
        {promotions.data.map((promotion) => (
          <li key={promotion.id} className="text-slate-900">
            {/* The operator's own words, in English (ADR 0025). */}
            <p lang="en" className="font-bold">
              {promotion.title}
            </p>
            <p className="text-sm text-slate-700">
              {t('operatorPromotions.until', { end: when(promotion.endsAt) })}
              {expiringSoon(promotion.endsAt, Date.now()) && <> · {t('operatorPromotions.expiringSoon')}</>}
              {promotion.denominations && <> · {t('operatorPromotions.amounts', { amounts: promotion.denominations })}</>}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-blue-900">{t('operatorPromotions.operatorGives')}</p>
    </div>
  );
}
