import { useTranslation } from 'react-i18next';
import { PRICE_TOLERANCE_PERCENT } from '../../../shared/schedules';

/** Said plainly wherever a schedule is set: the wallet pays (no PayPal), and a moved price asks first. */
export function WalletOnlyNote() {
  const { t } = useTranslation();
  return (
    <ul className="list-disc pl-5 text-sm text-slate-700">
      <li>{t('schedules.walletOnly')}</li>
      <li>{t('schedules.tolerance', { percent: PRICE_TOLERANCE_PERCENT })}</li>
      <li>{t('schedules.shortWallet')}</li>
    </ul>
  );
}
