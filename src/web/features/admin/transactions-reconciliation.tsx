import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReconciliationItem } from '../../../shared/api/admin-transactions';
import { useLanguage } from '../../i18n/language';
import { errorMessage } from '../../lib/error-message';
import { useMoney } from '../../lib/use-money';
import { Button } from '../../ui/Button';
import { LoadError } from '../../ui/LoadError';
import { LoadingLine } from '../../ui/LoadingLine';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast-store';
import { useOpenMismatches, useReconciliationRuns, useResolveMismatch, useStartRun } from './transactions-api';
import { formatDateTime } from '../../../shared/dates';

/** Reconciliation: the runs (daily, or on demand) and the mismatches still open, each resolved with a note. */
export function ReconciliationSection({ onOpen }: { onOpen(id: string): void }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const runs = useReconciliationRuns();
  const items = useOpenMismatches();
  const start = useStartRun();
  const [date, setDate] = useState('');

  const run = (event: FormEvent) => {
    event.preventDefault();
    start.mutate(date || undefined, {
      onSuccess: (done) => toast({ title: t('admin.transactions.reconciliation.ran', { count: done.mismatches }), variant: 'success' }),
    });
  };

  return (
    <section aria-labelledby="reconciliation-heading" className="flex flex-col gap-4">
      <h2 id="reconciliation-heading" className="text-xl font-bold text-slate-900">
        {t('admin.transactions.reconciliation.heading')}
      </h2>
      <p className="text-slate-700">{t('admin.transactions.reconciliation.intro')}</p>
      <form onSubmit={run} className="grid gap-3 sm:grid-cols-2 sm:items-end">
        <TextField
          label={t('admin.transactions.reconciliation.day')}
          hint={t('admin.transactions.reconciliation.dayHint')}
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
        <Button type="submit" busy={start.isPending}>
          {t('admin.transactions.reconciliation.run')}
        </Button>
      </form>
      {start.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorMessage(start.error, t)}
        </p>
      )}
      <h3 className="text-lg font-semibold text-slate-900">{t('admin.transactions.reconciliation.runs')}</h3>
      {runs.isPending ? (
        <LoadingLine />
      ) : runs.isError ? (
        <LoadError framed error={runs.error} onRetry={() => void runs.refetch()} />
      ) : runs.data.runs.length === 0 ? (
        <p className="text-slate-700">{t('admin.transactions.reconciliation.noRuns')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="reconciliation-runs">
          {runs.data.runs.slice(0, 5).map((r) => (
            <li key={r.id} className="rounded-2xl bg-white p-3 text-sm ring-1 ring-slate-200">
              <span className="font-semibold text-slate-900">{r.windowStart.slice(0, 10)}</span> ·{' '}
              {t(`admin.transactions.reconciliation.triggers.${r.trigger}`)} · {t(`admin.transactions.reconciliation.statuses.${r.status}`)}{' '}
              ·{' '}
              {t('admin.transactions.reconciliation.found', { count: r.mismatches, topups: r.checkedTopups, fundings: r.checkedFundings })}
              <span className="block text-slate-600">{formatDateTime(r.startedAt, locale)}</span>
              {r.error && <span className="block text-red-700">{r.error}</span>}
            </li>
          ))}
        </ul>
      )}
      <h3 className="text-lg font-semibold text-slate-900">{t('admin.transactions.reconciliation.open')}</h3>
      {items.isPending ? (
        <LoadingLine />
      ) : items.isError ? (
        <LoadError framed error={items.error} onRetry={() => void items.refetch()} />
      ) : items.data.items.length === 0 ? (
        <p className="rounded-2xl bg-white p-4 text-slate-700 ring-1 ring-slate-200">{t('admin.transactions.reconciliation.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="reconciliation-items">
          {items.data.items.map((item) => (
            <Mismatch key={item.id} item={item} onOpen={onOpen} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Mismatch({ item, onOpen }: { item: ReconciliationItem; onOpen(id: string): void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const resolve = useResolveMismatch();
  const [note, setNote] = useState('');
  const amount = (cents: number | null) => (cents === null ? '—' : money(cents));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    resolve.mutate(
      { id: item.id, note },
      { onSuccess: () => toast({ title: t('admin.transactions.reconciliation.resolved'), variant: 'success' }) },
    );
  };
  return (
    <li className="flex flex-col gap-2 rounded-2xl bg-white p-4 text-sm ring-1 ring-slate-200">
      <p className="font-semibold text-slate-900">
        {t(`admin.transactions.reconciliation.sources.${item.source}`)} · {t(`admin.transactions.reconciliation.kinds.${item.kind}`)}
      </p>
      <p className="text-slate-700">
        {t('admin.transactions.reconciliation.amounts', { ours: amount(item.ourAmountCents), theirs: amount(item.theirAmountCents) })}
      </p>
      <p className="break-all text-slate-700">
        {item.ourRef ?? '—'} / {item.theirRef ?? '—'}
      </p>
      {item.detail && <p className="text-slate-600">{item.detail}</p>}
      {item.source === 'aggregator' && item.ourRef && (
        <div>
          <Button variant="ghost" fullWidth={false} onClick={() => onOpen(item.ourRef!)}>
            {t('admin.transactions.reconciliation.openTopup')}
          </Button>
        </div>
      )}
      <form onSubmit={submit} className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
        <TextField
          label={t('admin.transactions.reconciliation.note')}
          required
          minLength={3}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <Button type="submit" variant="secondary" busy={resolve.isPending}>
          {t('admin.transactions.reconciliation.resolve')}
        </Button>
      </form>
      {resolve.isError && (
        <p role="alert" className="font-medium text-red-700">
          {errorMessage(resolve.error, t)}
        </p>
      )}
    </li>
  );
}
