import { useInfiniteQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { WalletTransaction } from '../../../shared/api/wallet';
import { useLanguage } from '../../i18n/language';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ArrowDownIcon, ArrowUpIcon } from '../../ui/icons';
import { Badge } from '../../ui/Badge';
import { LoadError } from '../../ui/LoadError';
import { Skeleton } from '../../ui/Skeleton';
import { useMoney } from '../../lib/use-money';
import { walletApi, walletKeys } from './wallet-api';
import { formatDateTime } from '../../../shared/dates';

/** A wallet transaction's date in the reader's language; an unreadable date shows as '—'. */
function formatActivityDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return formatDateTime(date, locale);
}

/** "Added funds", "Top-up", "Welcome bonus"… The $2 on registration is the promotion whose id is welcome:. */
function activityLabel(transaction: WalletTransaction, t: TFunction): string {
  if (transaction.type === 'promotion_bonus' && transaction.id.startsWith('welcome:')) return t('wallet.activity.types.welcome_bonus');
  return t(`wallet.activity.types.${transaction.type}`);
}

/** Deposits and withdrawals, newest first, a page at a time ("Show more"). */
export function WalletActivity() {
  const { t } = useTranslation();
  const activity = useInfiniteQuery({
    queryKey: walletKeys.transactions,
    queryFn: ({ pageParam }) => walletApi.transactions(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const transactions = activity.data?.pages.flatMap((page) => page.transactions) ?? [];

  return (
    <Card title={t('wallet.activity.heading')}>
      {activity.isPending ? (
        <div role="status" className="flex flex-col gap-3 py-1">
          <span className="sr-only">{t('common.loading')}</span>
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex items-center gap-3">
              <Skeleton className="h-10 w-10 rounded-full" />
              <span className="flex flex-1 flex-col gap-1.5">
                <Skeleton className="h-4 w-32" />
                <Skeleton className="h-3 w-24" />
              </span>
              <Skeleton className="h-5 w-16" />
            </div>
          ))}
        </div>
      ) : activity.isError && transactions.length === 0 ? (
        <LoadError error={activity.error} onRetry={() => void activity.refetch()} />
      ) : transactions.length === 0 ? (
        <p className="text-slate-700" data-testid="wallet-activity-empty">
          {t('wallet.activity.empty')}
        </p>
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-slate-100" data-testid="wallet-activity">
            {transactions.map((transaction) => (
              <ActivityRow key={transaction.id} transaction={transaction} />
            ))}
          </ul>
          {activity.isFetchNextPageError && (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700">
              {t('wallet.activity.moreFailed')}
            </p>
          )}
          {activity.hasNextPage && (
            <Button variant="secondary" className="mt-4" busy={activity.isFetchingNextPage} onClick={() => void activity.fetchNextPage()}>
              {t('wallet.activity.showMore')}
            </Button>
          )}
        </>
      )}
    </Card>
  );
}

function ActivityRow({ transaction }: { transaction: WalletTransaction }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const money = useMoney();
  const deposit = transaction.direction === 'deposit';
  const voided = transaction.status === 'voided';
  const amount = money(Math.abs(transaction.amountCents));
  const signed = deposit ? `+${amount}` : `\u2212${amount}`;
  return (
    <li className="flex items-center gap-3 py-3" data-testid="wallet-activity-row">
      <span
        aria-hidden="true"
        className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${deposit ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-700'}`}
      >
        {deposit ? <ArrowDownIcon className="h-5 w-5" /> : <ArrowUpIcon className="h-5 w-5" />}
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold text-slate-900">{activityLabel(transaction, t)}</span>
        {transaction.description && <span className="truncate text-sm text-slate-600">{transaction.description}</span>}
        <time dateTime={transaction.createdAt} className="text-sm text-slate-600">
          {formatActivityDate(transaction.createdAt, locale)}
        </time>
        {transaction.status !== 'posted' && (
          <span className="mt-1">
            {transaction.status === 'pending' ? (
              <Badge tone="warning">{t('wallet.activity.pending')}</Badge>
            ) : (
              <Badge tone="neutral">{t('wallet.activity.voided')}</Badge>
            )}
          </span>
        )}
      </span>
      <span className="flex flex-col items-end">
        <span className="sr-only">{deposit ? t('wallet.activity.deposit') : t('wallet.activity.withdrawal')}</span>
        <span
          className={`font-bold tabular-nums ${voided ? 'text-slate-500 line-through' : deposit ? 'text-emerald-700' : 'text-slate-900'}`}
          data-testid="wallet-activity-amount"
        >
          {signed}
        </span>
      </span>
    </li>
  );
}
