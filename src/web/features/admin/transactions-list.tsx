import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransactionRow } from '../../../shared/api/admin-transactions';
import { useLanguage } from '../../i18n/language';
import { formatPhone } from '../../lib/phone-format';
import { useMoney } from '../../lib/use-money';
import { Button } from '../../ui/Button';
import { LoadError } from '../../ui/LoadError';
import { LoadingLine } from '../../ui/LoadingLine';
import { TextField } from '../../ui/TextField';
import { csvHref, useTransactions, type TransactionFilters } from './transactions-api';
import { dollarsToCents, SelectField } from './transactions-fields';
import { formatDateTime } from '../../../shared/dates';

const STATUSES = [
  'succeeded',
  'unknown',
  'reserved',
  'awaiting_payment',
  'failed',
  'cancelled',
  'completed',
  'pending',
  'refunded',
  'reversed',
  'declined',
];

/** The filter form (amounts typed in dollars) and the list it filters, with its CSV. */
export function TransactionsList({ onOpen }: { onOpen(id: string): void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TransactionFilters & { minDollars?: string; maxDollars?: string }>({});
  const [filters, setFilters] = useState<TransactionFilters>({});
  const list = useTransactions(filters);
  const rows = list.data?.pages.flatMap((page) => page.transactions) ?? [];
  const set = (key: keyof typeof draft) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const { minDollars, maxDollars, ...rest } = draft;
    setFilters({ ...rest, minCents: dollarsToCents(minDollars), maxCents: dollarsToCents(maxDollars) });
  };

  return (
    <section aria-labelledby="transactions-heading" className="flex flex-col gap-4">
      <h2 id="transactions-heading" className="text-xl font-bold text-slate-900">
        {t('admin.transactions.heading')}
      </h2>
      <p className="text-slate-700">{t('admin.transactions.intro')}</p>
      <form onSubmit={apply} role="search" aria-label={t('admin.transactions.filters')} className="grid gap-3 sm:grid-cols-3 sm:items-end">
        <SelectField label={t('admin.transactions.kind')} value={draft.kind ?? ''} onChange={set('kind')}>
          <option value="">{t('admin.transactions.all')}</option>
          <option value="topup">{t('admin.transactions.kinds.topup')}</option>
          <option value="funding">{t('admin.transactions.kinds.funding')}</option>
        </SelectField>
        <SelectField label={t('admin.transactions.status')} value={draft.status ?? ''} onChange={set('status')}>
          <option value="">{t('admin.transactions.all')}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`admin.transactions.statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('admin.transactions.user')} value={draft.user ?? ''} onChange={set('user')} autoComplete="off" />
        <details className="rounded-2xl bg-white p-3 ring-1 ring-slate-200 sm:col-span-3">
          <summary className="min-h-11 cursor-pointer content-center font-semibold text-blue-800">
            {t('admin.transactions.moreFilters')}
          </summary>
          <div className="mt-3 grid gap-3 sm:grid-cols-3 sm:items-end">
            <TextField label={t('admin.transactions.from')} type="date" value={draft.from ?? ''} onChange={set('from')} />
            <TextField label={t('admin.transactions.to')} type="date" value={draft.to ?? ''} onChange={set('to')} />
            <TextField
              label={t('admin.transactions.country')}
              placeholder="HT"
              maxLength={2}
              value={draft.country ?? ''}
              onChange={set('country')}
            />
            <TextField
              label={t('admin.transactions.operatorId')}
              inputMode="numeric"
              value={draft.operatorId ?? ''}
              onChange={set('operatorId')}
            />
            <TextField
              label={t('admin.transactions.minAmount')}
              inputMode="decimal"
              value={draft.minDollars ?? ''}
              onChange={set('minDollars')}
            />
            <TextField
              label={t('admin.transactions.maxAmount')}
              inputMode="decimal"
              value={draft.maxDollars ?? ''}
              onChange={set('maxDollars')}
            />
            <label className="flex min-h-12 items-center gap-3 text-sm font-semibold text-slate-800">
              <input
                type="checkbox"
                className="h-5 w-5"
                checked={draft.needsAttention === 'true'}
                onChange={(event) => setDraft({ ...draft, needsAttention: event.target.checked ? 'true' : undefined })}
              />
              {t('admin.transactions.needsAttention')}
            </label>
          </div>
        </details>
        <Button type="submit">{t('admin.transactions.apply')}</Button>
        <a
          href={csvHref(filters)}
          download
          className="inline-flex min-h-12 items-center justify-center rounded-2xl border border-slate-300 bg-white px-5 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          {t('admin.transactions.csv')}
        </a>
      </form>
      {list.isPending ? (
        <LoadingLine />
      ) : list.isError ? (
        <LoadError framed error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <p className="rounded-2xl bg-white p-4 text-slate-700 ring-1 ring-slate-200">{t('admin.transactions.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="admin-transactions">
          {rows.map((row) => (
            <TransactionItem key={`${row.kind}:${row.id}`} row={row} onOpen={onOpen} />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button variant="secondary" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('admin.transactions.more')}
        </Button>
      )}
    </section>
  );
}

function TransactionItem({ row, onOpen }: { row: TransactionRow; onOpen(id: string): void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { locale } = useLanguage();
  const when = formatDateTime(row.createdAt, locale);
  const body = (
    <>
      <span className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-semibold text-slate-900">{t(`admin.transactions.kinds.${row.kind}`)}</span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
          {t(`admin.transactions.statuses.${row.status}`, { defaultValue: row.status })}
        </span>
        {row.needsAttention && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {t('admin.transactions.attention')}
          </span>
        )}
        <span className="ml-auto font-semibold text-slate-900">{money(row.amountCents)}</span>
      </span>
      <span className="mt-1 block text-slate-700">
        {row.kind === 'topup'
          ? `${row.operatorName ?? ''} · ${row.recipientNumber ? formatPhone(row.recipientNumber) : ''}`
          : t('admin.transactions.fundsAdded')}
      </span>
      <span className="mt-1 block break-all text-slate-600">
        {row.userEmail ?? row.userId} · <time dateTime={row.createdAt}>{when}</time>
      </span>
    </>
  );
  return (
    <li className="rounded-2xl bg-white text-sm ring-1 ring-slate-200">
      {row.kind === 'topup' ? (
        <button
          type="button"
          onClick={() => onOpen(row.id)}
          className="block w-full rounded-2xl p-4 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          {body}
        </button>
      ) : (
        <div className="p-4">{body}</div>
      )}
    </li>
  );
}
