import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OperatorPromotion } from '../../../shared/api/operator-promotions';
import { expiringSoon } from '../../../shared/expiring-soon';
import { useLanguage } from '../../i18n/language';
import { request } from '../../lib/api';
import { Badge } from '../../ui/Badge';
import { ButtonLink } from '../../ui/ButtonLink';
import { ClockIcon, GiftIcon } from '../../ui/icons';
import { LoadingLine } from '../../ui/LoadingLine';
import { formatDateTime } from '../../../shared/dates';

/** The language the aggregator gives the operators' offers in (ADR 0025): their own words, untranslated. */
const OPERATOR_LANGUAGE = 'en';

/**
 * The operators' own offers on now (a Digicel Haiti bonus weekend), copied from the aggregator: for each,
 * who offers it, its title and conditions in the operator's own words inside Kredi's translated frame
 * (ADR 0025), its dates, an 'expiring soon' mark inside 48 hours, and a way to send a top-up to that
 * operator. Without offers, one quiet line; offline, one quiet line too (never a spinner that stays).
 * The operators write their offers in English: in another language a line above them says so, and their
 * words carry lang="en", so a screen reader reads them in English (docs/product-rules.md#operator-promotions).
 */
export function OperatorPromotions() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const promotions = useQuery({
    queryKey: ['operatorPromotions', 'all'],
    queryFn: async () => (await request<{ promotions: OperatorPromotion[] }>('/api/catalogue/promotions')).promotions,
    staleTime: 5 * 60_000,
  });

  return (
    <section aria-labelledby="operator-promotions-heading" className="flex flex-col gap-3" data-testid="operator-promotions">
      <div>
        <h2 id="operator-promotions-heading" className="text-lg font-bold text-slate-900">
          {t('operatorPromotions.heading')}
        </h2>
        <p className="text-sm text-slate-600">{t('operatorPromotions.intro')}</p>
      </div>
      {promotions.isPending ? (
        <LoadingLine />
      ) : promotions.isError ? (
        <p className="text-slate-700">{t('operatorPromotions.loadFailed')}</p>
      ) : promotions.data.length === 0 ? (
        <p className="text-slate-700">{t('operatorPromotions.none')}</p>
      ) : (
        <>
          {language !== OPERATOR_LANGUAGE && (
            <p className="rounded-xl bg-slate-100 px-3 py-2 text-sm text-slate-800" data-testid="operator-promotions-language">
              {t('operatorPromotions.inOperatorsLanguage')}
            </p>
          )}
          <ul className="flex flex-col gap-3">
            {promotions.data.map((promotion) => (
              <li key={promotion.id}>
                <OfferCard promotion={promotion} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function OfferCard({ promotion }: { promotion: OperatorPromotion }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const when = (iso: string) => formatDateTime(iso, locale);
  const titleId = `operator-promotion-${promotion.id}`;
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-2 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70">
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-700">
        {/* Operator logos live on the aggregator's servers; the page loads images from Kredi only (CSP). */}
        <span aria-hidden="true" className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-blue-100 text-blue-900">
          <GiftIcon className="h-4 w-4" />
        </span>
        {t('operatorPromotions.offerFrom', { operator: promotion.operatorName })}
        {expiringSoon(promotion.endsAt, Date.now()) && (
          <Badge tone="warning" icon={<ClockIcon className="h-4 w-4" />}>
            {t('operatorPromotions.expiringSoon')}
          </Badge>
        )}
      </p>
      <h3 id={titleId} lang={OPERATOR_LANGUAGE} className="text-lg font-bold text-slate-900">
        {promotion.title}
      </h3>
      {promotion.description && (
        <p lang={OPERATOR_LANGUAGE} className="whitespace-pre-line text-slate-800">
          {promotion.description}
        </p>
      )}
      <p className="text-sm text-slate-700">
        {t('operatorPromotions.period', { start: when(promotion.startsAt), end: when(promotion.endsAt) })}
      </p>
      {(promotion.denominations ?? promotion.localDenominations) && (
        <p className="text-sm text-slate-700">
          {t('operatorPromotions.amounts', {
            amounts: [promotion.denominations, promotion.localDenominations].filter(Boolean).join(' · '),
          })}
        </p>
      )}
      <ButtonLink
        to={`/send-topup?country=${promotion.countryIso}&operator=${promotion.operatorId}`}
        variant="brand"
        className="mt-1 text-center"
      >
        {t('operatorPromotions.sendTo', { operator: promotion.operatorName })}
      </ButtonLink>
    </article>
  );
}
