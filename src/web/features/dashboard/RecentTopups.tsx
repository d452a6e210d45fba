import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../ui/ButtonLink';
import { statusPath, TopupDate, StatusBadge, useTransactions, type HistoryTransaction } from '../topups';
import { usePhoneDisplay } from '../../lib/phone-display';
import { LoadError } from '../../ui/LoadError';
import { Skeleton } from '../../ui/Skeleton';
import { useMoney } from '../../lib/use-money';

/** docs/product-rules.md#dashboard: the dashboard shows this many of the latest top-ups. */
const RECENT_TOPUPS = 3;

/**
 * docs/product-rules.md#dashboard: the 3 most recent top-ups (status, number, operator, amount, date), each opening its status page,
 * with "View all" to /history; with none yet, a button to send the first one.
 */
export function RecentTopups() {
  const { t } = useTranslation();
  const transactions = useTransactions();
  const recent = (transactions.data ?? []).slice(0, RECENT_TOPUPS);
  // Spaced out ("+509 37 12 3456") once libphonenumber has come, after the first paint (ADR 0048).
  const formatPhone = usePhoneDisplay(recent.length > 0);

  return (
    <section
      aria-labelledby="home-recent-heading"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70"
      data-testid="recent-topups"
    >
      <div className="mb-2 flex items-center justify-between gap-3">
        <h2 id="home-recent-heading" className="text-lg font-bold text-slate-900">
          {t('home.recentTitle')}
        </h2>
        {transactions.isSuccess && recent.length > 0 && (
          <Link
            to="/history"
            aria-label={t('home.viewAllLabel')}
            className="inline-flex min-h-11 shrink-0 items-center rounded-xl px-2 font-semibold text-blue-800 underline hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            {t('home.viewAll')}
          </Link>
        )}
      </div>

      {transactions.isPending ? (
        <div role="status" className="flex flex-col gap-3 py-1">
          <span className="sr-only">{t('common.loading')}</span>
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex items-center gap-3">
              <span className="flex flex-1 flex-col gap-1.5">
                <Skeleton className="h-4 w-36" />
                <Skeleton className="h-3 w-24" />
              </span>
              <Skeleton className="h-5 w-14" />
            </div>
          ))}
        </div>
      ) : transactions.isError ? (
        <LoadError error={transactions.error} onRetry={() => void transactions.refetch()} />
      ) : recent.length === 0 ? (
        <div data-testid="recent-topups-empty">
          <p className="text-slate-700">{t('home.recentEmpty')}</p>
          <ButtonLink to="/send-topup" className="mt-4">
            {t('home.sendFirst')}
          </ButtonLink>
        </div>
      ) : (
        <ul className="-mx-2 flex flex-col divide-y divide-slate-100">
          {recent.map((transaction) => (
            <RecentRow key={transaction.id} transaction={transaction} formatPhone={formatPhone} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RecentRow({ transaction, formatPhone }: { transaction: HistoryTransaction; formatPhone: (e164: string) => string }) {
  const money = useMoney();
  return (
    <li data-testid="recent-topup">
      <Link
        to={statusPath(transaction.id)}
        className="flex items-start gap-3 rounded-xl px-2 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="font-semibold break-words text-slate-900 tabular-nums">{formatPhone(transaction.recipientNumber)}</span>
          <span className="text-sm break-words text-slate-600">{transaction.operatorName}</span>
          <TopupDate iso={transaction.createdAt} className="text-sm text-slate-600" />
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <span className="font-bold text-slate-900 tabular-nums">{money(transaction.amountCents)}</span>
          <StatusBadge status={transaction.status} />
        </span>
      </Link>
    </li>
  );
}
