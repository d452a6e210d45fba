import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletSummary } from '../../../shared/api/wallet';
import { LoadError } from '../../ui/LoadError';
import { Skeleton } from '../../ui/Skeleton';
import { useCount, useMoney } from '../../lib/use-money';
import { useWalletSummary } from './wallet-api';

/**
 * The balance as a large number (`data-testid="wallet-balance"`, read by end-to-end tests). While it
 * loads, a grey bar and a spoken "Loading..." instead of a number that might not be true.
 */
function BalanceAmount({ summary, className = 'text-4xl' }: { summary: WalletSummary | undefined; className?: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (!summary) {
    return (
      <p className={`mt-1 font-extrabold tracking-tight ${className}`} role="status">
        <Skeleton className="h-10 w-40" onDark />
        <span className="sr-only">{t('common.loading')}</span>
      </p>
    );
  }
  return (
    <p className={`mt-1 font-extrabold tracking-tight tabular-nums break-words ${className}`} data-testid="wallet-balance">
      {money(summary.availableCents)}
    </p>
  );
}

/** Money that is the person's but not spendable: a PayPal payment still pending, top-ups being sent. */
function BalanceNotes({ summary }: { summary: WalletSummary | undefined }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (!summary || (summary.incomingCents <= 0 && summary.heldCents <= 0)) return null;
  return (
    <ul className="mt-2 flex flex-col gap-1 text-sm text-blue-50">
      {summary.incomingCents > 0 && <li data-testid="wallet-incoming">{t('wallet.incoming', { amount: money(summary.incomingCents) })}</li>}
      {summary.heldCents > 0 && <li data-testid="wallet-held">{t('wallet.held', { amount: money(summary.heldCents) })}</li>}
    </ul>
  );
}

/** This month, top-ups sent, reward points: three small figures under the balance. */
function WalletStats({ summary }: { summary: WalletSummary | undefined }) {
  const { t } = useTranslation();
  const money = useMoney();
  const count = useCount();
  const stat = (label: string, value: ReactNode, testId: string) => (
    <div className="flex min-w-0 flex-col justify-between gap-0.5 rounded-2xl bg-white/10 px-2 py-2 text-center">
      <dt className="text-xs font-medium text-blue-50">{label}</dt>
      <dd className="text-sm font-bold tabular-nums break-words text-white" data-testid={testId}>
        {summary ? value : <Skeleton className="h-5 w-12" onDark />}
      </dd>
    </div>
  );
  return (
    <dl className="mt-4 grid grid-cols-3 gap-2">
      {stat(t('wallet.thisMonth'), summary && money(summary.thisMonthCents), 'wallet-this-month')}
      {stat(t('wallet.topupsSent'), summary && count(summary.topupsSent), 'wallet-topups-sent')}
      {stat(t('wallet.rewardPoints'), summary && count(summary.rewardPoints), 'wallet-reward-points')}
    </dl>
  );
}

/** The blue surface the balance sits on, on the dashboard and on /wallet. */
function BalanceSurface({ children, labelledBy }: { children: ReactNode; labelledBy: string }) {
  return (
    <section aria-labelledby={labelledBy} className="rounded-3xl bg-gradient-to-br from-blue-800 to-blue-700 p-5 text-white shadow-md">
      {children}
    </section>
  );
}

/**
 * The balance card of the dashboard and of /wallet: a heading, then the balance, its notes and the three
 * stats (or why they could not load, with a retry); `children` go below (the dashboard's "Add funds").
 */
export function BalanceCard({ headingId, heading, children }: { headingId: string; heading: string; children?: ReactNode }) {
  const summary = useWalletSummary();
  return (
    <BalanceSurface labelledBy={headingId}>
      <h2 id={headingId} className="text-sm font-semibold text-blue-50">
        {heading}
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
      {children}
    </BalanceSurface>
  );
}
