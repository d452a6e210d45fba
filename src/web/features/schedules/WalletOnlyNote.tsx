import { useTranslation } from 'react-i18next';
import { PRICE_TOLERANCE_PERCENT } from '../../../shared/schedules';
import { formatPercent } from '../../../shared/intl';
import { useLanguage } from '../../i18n/language';

/** Said plainly wherever a schedule is set: the wallet pays (no PayPal), and a moved price asks first. */
export function WalletOnlyNote() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  return (
    <ul className="list-disc pl-5 text-sm text-slate-700">
      <li>{t('schedules.walletOnly')}</li>
      <li>{t('schedules.tolerance', { percent: formatPercent(PRICE_TOLERANCE_PERCENT * 100, locale) })}</li>
      <li>{t('schedules.shortWallet')}</li>
    </ul>
  );
}
