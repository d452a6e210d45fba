import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Topup } from '../../../shared/api/topups';
import { AppShell } from '../../ui/AppShell';
import { useLanguage } from '../../i18n/language';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { ClockIcon, RepeatIcon } from '../../ui/icons';
import { LoadError } from '../../ui/LoadError';
import { Skeleton } from '../../ui/Skeleton';
import { useMoney } from '../../lib/use-money';
import { HISTORY_FILTERS, filterTransactions, isHistoryFilter, repeatPath, statusPath, type HistoryFilter } from './history-format';
import { usePhoneDisplay } from '../../lib/phone-display';
import { FailedNote, GetHelpLink, TopupDate } from './HistoryParts';
import { StatusBadge } from './StatusBadge';
import { UpcomingSchedules } from '../schedules';
import { topupKeys, topupsApi, useTransactions, type HistoryTransaction } from './topups-api';

/**
 * /history (docs/product-rules.md#history): every top-up, newest first, with a search box and a status filter (all, completed,
 * pending, failed) kept in the address so "back" from a top-up returns to the same view. Each row opens its
 * status page; "Repeat" sends the same again in one tap.
 */
export default function HistoryPage() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const status = params.get('status');
  const filter: HistoryFilter = isHistoryFilter(status) ? status : 'all';

  const transactions = useTransactions();
  const all = useMemo(() => transactions.data ?? [], [transactions.data]);
  const shown = useMemo(() => filterTransactions(all, filter, query, locale), [all, filter, query, locale]);

  // The full top-ups say whether a failed one was refunded or never charged; asked only when one failed.
  const anyFailed = all.some((transaction) => transaction.status === 'failed');
  const details = useQuery({ queryKey: topupKeys.list, queryFn: async () => (await topupsApi.list()).topups, enabled: anyFailed });
  const detailOf = useMemo(() => new Map((details.data ?? []).map((topup) => [topup.id, topup])), [details.data]);

  const update = (next: { q?: string; status?: HistoryFilter }) => {
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next.q !== undefined) {
          if (next.q) out.set('q', next.q);
          else out.delete('q');
        }
        if (next.status !== undefined) {
          if (next.status === 'all') out.delete('status');
          else out.set('status', next.status);
        }
        return out;
      },
      { replace: true },
    );
  };

  // Above the list, and above its skeleton too: the page's first paint drew it there (ADR 0050).
  const intro = <p className="text-slate-700">{t('history.intro')}</p>;

  return (
    <AppShell title={t('history.title')}>
      {transactions.isPending ? (
        <div className="flex flex-col gap-4">
          {intro}
          <HistorySkeleton />
        </div>
      ) : transactions.isError ? (
        <Card>
          <LoadError error={transactions.error} onRetry={() => void transactions.refetch()} />
        </Card>
      ) : all.length === 0 ? (
        <HistoryEmpty />
      ) : (
        <div className="flex flex-col gap-4">
          {intro}
          <TextField
            type="search"
            label={t('history.searchLabel')}
            placeholder={t('history.searchPlaceholder')}
            value={query}
            onChange={(event) => update({ q: event.target.value })}
            autoComplete="off"
            enterKeyHint="search"
            data-testid="history-search"
          />
          <StatusFilter value={filter} onChange={(next) => update({ status: next })} />

          <p role="status" className="sr-only" data-testid="history-shown">
            {query.trim() || filter !== 'all' ? t('history.shown', { count: shown.length }) : ''}
          </p>

          {shown.length === 0 ? (
            <Card className="text-center" headingLevel={2} title={t('history.noResultsTitle')}>
              <p className="text-slate-700">{t('history.noResultsBody')}</p>
              <Button variant="secondary" className="mt-4" onClick={() => update({ q: '', status: 'all' })}>
                {t('history.clear')}
              </Button>
            </Card>
          ) : (
            <ul aria-label={t('history.listLabel')} className="flex flex-col gap-3" data-testid="history-list">
              {shown.map((transaction) => (
                <HistoryRow key={transaction.id} transaction={transaction} detail={detailOf.get(transaction.id)} />
              ))}
            </ul>
          )}
          {/* After the list: at 360 × 640 the first top-up shows without scrolling, the page's purpose
              (docs/product-rules.md#small-screens). */}
          <UpcomingSchedules />
        </div>
      )}
    </AppShell>
  );
}

/** All, completed, pending, failed: a segmented control made of real radio buttons (arrow keys move between them). */
function StatusFilter({ value, onChange }: { value: HistoryFilter; onChange(next: HistoryFilter): void }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">{t('history.filterLabel')}</legend>
      <div className="grid grid-cols-4 gap-1 rounded-2xl bg-slate-200/70 p-1" data-testid="history-filter">
        {HISTORY_FILTERS.map((filter) => (
          <label
            key={filter}
            className="flex min-h-11 cursor-pointer items-center justify-center rounded-xl px-1 text-center text-sm leading-tight font-semibold text-slate-800 has-checked:bg-white has-checked:text-blue-900 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-blue-600"
          >
            <input
              type="radio"
              name={name}
              value={filter}
              checked={value === filter}
              onChange={() => onChange(filter)}
              className="sr-only"
            />
            {t(`history.filters.${filter}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function HistoryRow({ transaction, detail }: { transaction: HistoryTransaction; detail: Topup | undefined }) {
  const { t } = useTranslation();
  const money = useMoney();
  const number = usePhoneDisplay(true)(transaction.recipientNumber);
  const amount = money(transaction.amountCents);
  return (
    <li className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/70" data-testid="history-row">
      <Link
        to={statusPath(transaction.id)}
        className="block px-4 pt-3 pb-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600"
      >
        <span className="flex items-start justify-between gap-3">
          <span className="min-w-0">
            <span className="block font-semibold break-words text-slate-900 tabular-nums" data-testid="history-number">
              {number}
            </span>
            <span className="block text-sm break-words text-slate-600" data-testid="history-operator">
              {transaction.operatorName}
            </span>
          </span>
          <span className="shrink-0 text-lg font-bold text-slate-900 tabular-nums" data-testid="history-amount">
            {amount}
          </span>
        </span>
        <span className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <StatusBadge status={transaction.status} />
          <TopupDate iso={transaction.createdAt} className="text-sm text-slate-600" />
        </span>
        {transaction.status === 'failed' && (
          <span className="mt-2 block">
            <FailedNote detail={detail} />
          </span>
        )}
      </Link>
      <div className="flex justify-between border-t border-slate-100 px-2 py-1">
        <GetHelpLink topupId={transaction.id} label={t('support.getHelpLabel', { amount, number })} />
        <Link
          to={repeatPath(transaction.id)}
          aria-label={t('history.repeatLabel', { amount, number })}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 font-semibold text-blue-800 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-600"
          data-testid="history-repeat"
        >
          <RepeatIcon className="h-5 w-5" />
          {t('history.repeat')}
        </Link>
      </div>
    </li>
  );
}

function HistorySkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton className="h-12 w-full rounded-xl" />
      <Skeleton className="h-11 w-full rounded-2xl" />
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-slate-200/70">
          <span className="flex justify-between">
            <Skeleton className="h-5 w-36" />
            <Skeleton className="h-6 w-16" />
          </span>
          <Skeleton className="h-4 w-24" />
          <span className="flex justify-between">
            <Skeleton className="h-6 w-24 rounded-full" />
            <Skeleton className="h-4 w-32" />
          </span>
        </div>
      ))}
    </div>
  );
}

function HistoryEmpty() {
  const { t } = useTranslation();
  return (
    <Card className="text-center">
      <span aria-hidden="true" className="mx-auto mb-3 flex h-14 w-14 items-center justify-center rounded-full bg-blue-50 text-blue-800">
        <ClockIcon className="h-7 w-7" />
      </span>
      <h2 className="text-lg font-bold text-slate-900">{t('history.emptyTitle')}</h2>
      <p className="mt-1 text-slate-700">{t('history.emptyBody')}</p>
      <ButtonLink to="/send-topup" className="mt-4" data-testid="history-send-first">
        {t('history.sendFirst')}
      </ButtonLink>
    </Card>
  );
}
