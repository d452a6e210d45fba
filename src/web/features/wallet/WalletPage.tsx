import { useTranslation } from 'react-i18next';
import { AppShell } from '../../app/AppShell';
import { AddFundsCard } from './AddFundsCard';
import { LoadError } from './parts';
import { WalletActivity } from './WalletActivity';
import { BalanceAmount, BalanceNotes, BalanceSurface, WalletStats } from './WalletBalance';
import { useWalletSummary } from './wallet-api';

/** /wallet: the balance and its stats, adding funds with PayPal, and the wallet's recent activity. */
export default function WalletPage() {
  const { t } = useTranslation();
  const summary = useWalletSummary();
  return (
    <AppShell title={t('wallet.title')}>
      <div className="flex flex-col gap-5">
        <BalanceSurface labelledBy="wallet-balance-heading">
          <h2 id="wallet-balance-heading" className="text-sm font-semibold text-blue-50">
            {t('wallet.available')}
          </h2>
          {summary.isError ? (
            <div className="mt-2 rounded-2xl bg-white p-4 text-slate-900">
              <LoadError error={summary.error} onRetry={() => void summary.refetch()} />
            </div>
          ) : (
            <>
              <BalanceAmount summary={summary.data} />
              <BalanceNotes summary={summary.data} />
              <WalletStats summary={summary.data} />
            </>
          )}
        </BalanceSurface>
        <AddFundsCard />
        <WalletActivity />
      </div>
    </AppShell>
  );
}
