import { useTranslation } from 'react-i18next';
import { AppShell } from '../../ui/AppShell';
import { HowToCard } from './HowToCard';
import { OffersCard } from './OffersCard';
import { OperatorPromotions } from './OperatorPromotions';
import { PromoCodeCard } from './PromoCodeCard';

/**
 * /promotions (the Rewards tab): enter and test a promo code, the offers on now (Kredi's and the operators'), and how to use a code
 * (docs/product-rules.md#promotions, ADR 0024).
 */
export default function PromotionsPage() {
  const { t } = useTranslation();
  return (
    <AppShell>
      <h1 className="text-2xl font-bold text-slate-900">{t('promotions.title')}</h1>
      <p className="mt-1 text-slate-600">{t('promotions.subtitle')}</p>
      <div className="mt-5 flex flex-col gap-5">
        <PromoCodeCard />
        <OffersCard />
        {/* The operators' own bonuses, copied from the aggregator with the catalogue (ADR 0025). */}
        <OperatorPromotions />
        <HowToCard />
      </div>
    </AppShell>
  );
}
