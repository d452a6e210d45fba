import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LEVEL_RULES } from '../../../shared/loyalty';
import { useLanguage } from '../../i18n/language';
import { formatPercent } from '../../../shared/intl';
import { Card } from '../../ui/Card';

/** /service-fees: the loyalty levels' reduction of the top-up fee, with the range from the shared rules. */
export function LoyaltyFeeNote() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const reductions = LEVEL_RULES.map((rule) => rule.topupFeeReductionBasisPoints).filter((bps) => bps > 0);
  return (
    <Card title={t('loyalty.serviceFees.heading')}>
      <p className="text-slate-800" data-testid="service-fees-loyalty">
        {t('loyalty.serviceFees.body', {
          min: formatPercent(Math.min(...reductions), locale),
          max: formatPercent(Math.max(...reductions), locale),
        })}
      </p>
      <Link to="/loyalty" className="mt-2 inline-flex min-h-11 items-center font-semibold text-blue-800 underline">
        {t('loyalty.serviceFees.link')}
      </Link>
    </Card>
  );
}
