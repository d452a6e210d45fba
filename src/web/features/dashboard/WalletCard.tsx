import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/ButtonLink';
import { PlusIcon } from '../wallet/icons';
import { LoadError } from '../wallet/parts';
import { BalanceAmount, BalanceNotes, BalanceSurface, WalletStats } from '../wallet/WalletBalance';
import { useWalletSummary } from '../wallet/wallet-api';

/** Spec §2 wallet card: the balance, "Add funds" (to /wallet) and three small stats. */
export function WalletCard() {
  const { t } = useTranslation();
  const summary = useWalletSummary();
  return (
    <BalanceSurface labelledBy="home-wallet-heading">
      <h2 id="home-wallet-heading" className="text-sm font-semibold text-blue-50">
        {t('home.walletTitle')}
      </h2>
      {summary.isError ? (
        <div className="mt-3 rounded-2xl bg-white p-4 text-slate-900">
          <LoadError error={summary.error} onRetry={() => void summary.refetch()} />
        </div>
      ) : (
        <>
          <BalanceAmount summary={summary.data} />
          <BalanceNotes summary={summary.data} />
          <WalletStats summary={summary.data} />
        </>
      )}
      <ButtonLink to="/wallet" variant="primary" className="mt-4 gap-2">
        <PlusIcon className="h-5 w-5" />
        {t('home.addFunds')}
      </ButtonLink>
    </BalanceSurface>
  );
}
