import { useTranslation } from 'react-i18next';
import { AppShell } from '../../ui/AppShell';
import { AddFundsCard } from './AddFundsCard';
import { WalletActivity } from './WalletActivity';
import { BalanceCard } from './WalletBalance';

/** /wallet: the balance and its stats, adding funds with PayPal, and the wallet's recent activity. */
export default function WalletPage() {
  const { t } = useTranslation();
  return (
    <AppShell title={t('wallet.title')}>
      <div className="flex flex-col gap-5">
        <BalanceCard headingId="wallet-balance-heading" heading={t('wallet.available')} />
        <AddFundsCard />
        <WalletActivity />
      </div>
    </AppShell>
  );
}
