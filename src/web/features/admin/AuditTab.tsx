import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../shared/api/audit';
import { useLanguage } from '../../i18n/language';
import { Button } from '../../ui/Button';
import { LoadError } from '../../ui/LoadError';
import { LoadingLine } from '../../ui/LoadingLine';
import { TextField } from '../../ui/TextField';
import { useAuditLog, type AuditFilters } from './audit-api';
import { formatDateTime } from '../../../shared/dates';

/**
 * The audit tab: every staff action, newest first, filtered by action (`user.block`), what it was done to
 * (`user`, `topup`, ...) and its id. Read-only, as the table itself is (ADR 0030).
 */
export default function AuditTab() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AuditFilters>({});
  const [filters, setFilters] = useState<AuditFilters>({});
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
  };

  return (
    <section aria-labelledby="audit-heading" className="flex flex-col gap-4">
      <h2 id="audit-heading" className="text-xl font-bold text-slate-900">
        {t('admin.audit.heading')}
      </h2>
      <p className="text-slate-700">{t('admin.audit.intro')}</p>
      <form onSubmit={apply} className="grid gap-3 sm:grid-cols-4 sm:items-end" role="search" aria-label={t('admin.audit.filters')}>
        <TextField
          label={t('admin.audit.action')}
          placeholder="user.block"
          value={draft.action ?? ''}
          onChange={(e) => setDraft({ ...draft, action: e.target.value })}
        />
        <TextField
          label={t('admin.audit.targetType')}
          placeholder="user"
          value={draft.targetType ?? ''}
          onChange={(e) => setDraft({ ...draft, targetType: e.target.value })}
        />
        <TextField
          label={t('admin.audit.targetId')}
          value={draft.targetId ?? ''}
          onChange={(e) => setDraft({ ...draft, targetId: e.target.value })}
        />
        <Button type="submit">{t('admin.audit.apply')}</Button>
      </form>
      {log.isPending ? (
        <LoadingLine />
      ) : log.isError ? (
        <LoadError framed error={log.error} onRetry={() => void log.refetch()} />
      ) : entries.length === 0 ? (
        <p className="rounded-2xl bg-white p-4 text-slate-700 ring-1 ring-slate-200">{t('admin.audit.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-2" data-testid="audit-entries">
          {entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      {log.hasNextPage && (
        <Button variant="secondary" busy={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          {t('admin.audit.more')}
        </Button>
      )}
    </section>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const when = formatDateTime(entry.createdAt, locale, { timeStyle: 'medium' });
  const changed = entry.before !== null || entry.after !== null;
  return (
    <li className="rounded-2xl bg-white p-4 text-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <code className="font-semibold text-slate-900">{entry.action}</code>
        <span className="text-slate-700">
          {entry.targetType}
          {entry.targetId ? ` ${entry.targetId}` : ''}
        </span>
        <time dateTime={entry.createdAt} className="ml-auto text-slate-600">
          {when}
        </time>
      </div>
      <p className="mt-1 text-slate-700">
        {t('admin.audit.by', { who: entry.actorEmail ?? entry.actorUserId })}
        {entry.ipAddress ? ` · ${entry.ipAddress}` : ''}
      </p>
      {entry.reason && <p className="mt-1 text-slate-800">{t('admin.audit.reason', { reason: entry.reason })}</p>}
      {changed && (
        <details className="mt-2">
          <summary className="cursor-pointer font-medium text-blue-800">{t('admin.audit.changes')}</summary>
          <dl className="mt-2 grid gap-2 sm:grid-cols-2">
            <div>
              <dt className="font-semibold text-slate-800">{t('admin.audit.before')}</dt>
              <dd>
                <pre className="overflow-x-auto rounded-lg bg-slate-100 p-2 text-xs">{JSON.stringify(entry.before, null, 2)}</pre>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-800">{t('admin.audit.after')}</dt>
              <dd>
                <pre className="overflow-x-auto rounded-lg bg-slate-100 p-2 text-xs">{JSON.stringify(entry.after, null, 2)}</pre>
              </dd>
            </div>
          </dl>
        </details>
      )}
    </li>
  );
}
