import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/language';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { ClockIcon } from '../../ui/icons';
import { LoadError } from '../../ui/LoadError';
import { Skeleton } from '../../ui/Skeleton';
import { formatValidUntil, isExpiringSoon } from './expiry';
import { usePromotions } from './promotions-api';

/**
 * While the offers load, three rows shaped as offers stand in their place: as many as Kredi usually runs,
 * so that what is below (the operators' offers) does not jump down a screen when they come (Lighthouse
 * measured a layout shift of 0.14 on /promotions with a two-line placeholder).
 */
const SKELETON_OFFERS = ['first', 'second', 'third'] as const;

/** An offer's shape (OffersCard's rows, at a phone's width): its title, three lines of description, its date and badge. */
function OfferSkeleton() {
  return (
    <div className="flex flex-col gap-1.5 py-3 first-of-type:pt-0 last:pb-0">
      <Skeleton className="h-6 w-56 max-w-full" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-7 w-44" />
    </div>
  );
}

/** The current offers: title, description, until when (the person's clock), and 'Expiring soon' inside 48 hours. */
export function OffersCard() {
  const { t } = useTranslation();
  const { language, locale } = useLanguage();
  const offers = usePromotions(language);
  const now = new Date();
  return (
    <Card title={t('promotions.offers.heading')}>
      {offers.isPending ? (
        <div role="status" className="flex flex-col divide-y divide-slate-100">
          <span className="sr-only">{t('common.loading')}</span>
          {SKELETON_OFFERS.map((key) => (
            <OfferSkeleton key={key} />
          ))}
        </div>
      ) : offers.isError ? (
        <LoadError error={offers.error} onRetry={() => void offers.refetch()} />
      ) : offers.data.promotions.length === 0 ? (
        <p className="text-slate-700" data-testid="offers-empty">
          {t('promotions.offers.empty')}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100" data-testid="offers">
          {offers.data.promotions.map((offer) => (
            <li key={offer.id} className="flex flex-col gap-1.5 py-3 first:pt-0 last:pb-0" data-testid="offer">
              <h3 className="font-bold text-slate-900">{offer.title}</h3>
              <p className="text-slate-700">{offer.description}</p>
              <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                <span>{t('promotions.offers.validUntil', { date: formatValidUntil(offer.validUntil, locale) })}</span>
                {isExpiringSoon(offer.validUntil, now) && (
                  <Badge tone="warning" icon={<ClockIcon className="h-4 w-4" />}>
                    <span data-testid="expiring-soon">{t('promotions.offers.expiringSoon')}</span>
                  </Badge>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
