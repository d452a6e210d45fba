import { useTranslation } from 'react-i18next';
import type { Quote, Topup } from '../../../shared/api/topups';
import { useLanguage } from '../../i18n/language';
import { failureMessage, formatDecimal, formatLocalAmount, Row } from '../topups';

type Priced = Pick<Quote, 'localAmount' | 'localCurrency' | 'fxRate' | 'productKind' | 'planDescription'>;

/**
 * What one person of a basket receives, as the single send says it: airtime its local amount and the rate;
 * a data plan the plan's name; a PIN "PIN" (a plan is what arrives: no local amount beside it, ADR 0035).
 */
export function RecipientGetsRows({ priced }: { priced: Priced }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  if (priced.productKind !== 'airtime')
    return (
      <Row label={t('topups.summary.receives')}>
        <span data-testid="basket-receives">
          {priced.productKind === 'pin' ? t('topups.products.kind.pin') : (priced.planDescription ?? t('topups.products.kind.data'))}
        </span>
      </Row>
    );
  return (
    <>
      <Row label={t('topups.summary.rate')}>
        <span data-testid="basket-rate">{`1 USD = ${formatDecimal(priced.fxRate, locale)} ${priced.localCurrency}`}</span>
      </Row>
      <Row label={t('topups.summary.receives')}>
        <span className="font-semibold text-emerald-800" data-testid="basket-receives">
          {formatLocalAmount(priced.localAmount, priced.localCurrency, locale)}
        </span>
      </Row>
    </>
  );
}

/** Why one person's top-up failed, in the single send's words (topups.failure.* and the payment texts). */
export function FailureReason({ topup }: { topup: Topup }) {
  const { t } = useTranslation();
  const failure = failureMessage(topup);
  return (
    <span className="block text-sm font-medium text-red-800" data-testid="basket-failure">
      {t(failure.key, failure.values)}
    </span>
  );
}
