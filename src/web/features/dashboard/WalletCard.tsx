import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/ButtonLink';
import { PlusIcon } from '../../ui/icons';
import { BalanceCard } from '../wallet';

/** docs/product-rules.md#dashboard: the balance, "Add funds" (to /wallet) and three small stats. */
export function WalletCard() {
  const { t } = useTranslation();
  return (
    <BalanceCard headingId="home-wallet-heading" heading={t('home.walletTitle')}>
      <ButtonLink to="/wallet" variant="primary" className="mt-4 gap-2">
        <PlusIcon className="h-5 w-5" />
        {t('home.addFunds')}
      </ButtonLink>
    </BalanceCard>
  );
}
