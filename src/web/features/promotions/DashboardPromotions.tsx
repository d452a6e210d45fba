import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/language';
import { ButtonLink } from '../../ui/ButtonLink';
import { formatEndDate } from './expiry';
import { usePromotions } from './promotions-api';

/** docs/product-rules.md#promotions: the dashboard shows this many promotions at most. */
const DASHBOARD_PROMOTIONS = 2;

/**
 * The dashboard's promotions (docs/product-rules.md#promotions): up to 2, each with its title, description, end date and a claim
 * button to /promotions; nothing at all when there are none (or they cannot be loaded: they are extras).
 */
export function DashboardPromotions() {
  const { t } = useTranslation();
  const { language, locale } = useLanguage();
  const offers = usePromotions(language);
  const shown = (offers.data?.promotions ?? []).slice(0, DASHBOARD_PROMOTIONS);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="home-promotions-heading" className="flex flex-col gap-3" data-testid="dashboard-promotions">
      <h2 id="home-promotions-heading" className="text-lg font-bold text-slate-900">
        {t('promotions.dashboard.heading')}
      </h2>
      {shown.map((offer) => (
        <article
          key={offer.id}
          aria-labelledby={`promotion-${offer.id}`}
          className="flex flex-col gap-2 rounded-3xl bg-gradient-to-br from-blue-700 to-blue-900 p-5 text-white shadow-sm"
        >
          <h3 id={`promotion-${offer.id}`} className="text-lg font-bold">
            {offer.title}
          </h3>
          <p className="text-blue-50">{offer.description}</p>
          <p className="text-sm text-blue-100">{t('promotions.dashboard.expires', { date: formatEndDate(offer.validUntil, locale) })}</p>
          <ButtonLink to="/promotions" variant="primary" className="mt-1" aria-describedby={`promotion-${offer.id}`}>
            {t('promotions.dashboard.claim')}
          </ButtonLink>
        </article>
      ))}
    </section>
  );
}
