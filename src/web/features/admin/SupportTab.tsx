import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TICKET_PRIORITIES, TICKET_STATUSES } from '../../../shared/api/support';
import { Button } from '../../ui/Button';
import { LoadError } from '../../ui/LoadError';
import { Loader } from '../../ui/Loader';
import {
  MessageTime,
  StaffThread,
  STAFF_PAGE_SIZE,
  supportApi,
  supportKeys,
  TicketPriorityLabel,
  TicketStatusBadge,
  type StaffFilter,
} from '../support';

/**
 * The Support tab of /admin (ADR 0029): tickets by status and priority, the most urgent and longest
 * waiting first; a ticket opens its thread with who asked, their wallet and the top-up it is about, where
 * staff answer and move the status. The server decides who is staff: this screen only shows its answers.
 */
export default function SupportTab() {
  const [openId, setOpenId] = useState<string | null>(null);
  const [filter, setFilter] = useState<StaffFilter>({ status: 'open', priority: '', offset: 0 });
  return openId ? (
    <StaffThread id={openId} onBack={() => setOpenId(null)} />
  ) : (
    <TicketQueue filter={filter} onFilter={setFilter} onOpen={setOpenId} />
  );
}

const selectClass =
  'min-h-12 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600';

function TicketQueue({ filter, onFilter, onOpen }: { filter: StaffFilter; onFilter(filter: StaffFilter): void; onOpen(id: string): void }) {
  const { t } = useTranslation();
  const statusId = useId();
  const priorityId = useId();
  const list = useQuery({ queryKey: supportKeys.staffList(filter), queryFn: () => supportApi.staffList(filter), refetchOnMount: 'always' });
  const total = list.data?.total ?? 0;
  return (
    <section className="flex flex-col gap-4" aria-labelledby={`${statusId}-heading`} data-testid="admin-support">
      <h2 id={`${statusId}-heading`} className="text-xl font-bold text-slate-900">
        {t('support.admin.heading')}
      </h2>
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={statusId} className="text-sm font-semibold text-slate-800">
            {t('support.admin.filterStatus')}
          </label>
          <select
            id={statusId}
            className={selectClass}
            value={filter.status}
            onChange={(event) => onFilter({ ...filter, status: event.target.value as StaffFilter['status'], offset: 0 })}
            data-testid="admin-support-status"
          >
            <option value="">{t('support.admin.any')}</option>
            {TICKET_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`support.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={priorityId} className="text-sm font-semibold text-slate-800">
            {t('support.admin.filterPriority')}
          </label>
          <select
            id={priorityId}
            className={selectClass}
            value={filter.priority}
            onChange={(event) => onFilter({ ...filter, priority: event.target.value as StaffFilter['priority'], offset: 0 })}
            data-testid="admin-support-priority"
          >
            <option value="">{t('support.admin.any')}</option>
            {TICKET_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {t(`support.priority.${priority}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {list.isPending ? (
        <Loader message={t('common.loading')} />
      ) : list.isError ? (
        <LoadError framed error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.tickets.length === 0 ? (
        <p className="rounded-xl bg-slate-50 px-3 py-2 text-slate-800" data-testid="admin-support-empty">
          {t('support.admin.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="admin-support-tickets">
          {list.data.tickets.map((ticket) => (
            <li key={ticket.id}>
              <button
                type="button"
                onClick={() => onOpen(ticket.id)}
                className="flex w-full flex-col gap-1 rounded-2xl bg-white px-4 py-3 text-left ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600"
                data-testid="admin-support-ticket"
              >
                <span className="font-semibold break-words text-slate-900">{ticket.subject}</span>
                <span className="flex flex-wrap items-center gap-2">
                  <TicketStatusBadge status={ticket.status} />
                  <TicketPriorityLabel priority={ticket.priority} />
                </span>
                <span className="text-sm break-all text-slate-700">
                  {ticket.user
                    ? t('support.admin.from', { name: ticket.user.name, email: ticket.user.email })
                    : t('support.admin.deletedUser')}
                </span>
                <MessageTime iso={ticket.updatedAt} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {total > STAFF_PAGE_SIZE && (
        <nav className="flex items-center justify-between gap-3" aria-label={t('support.admin.heading')}>
          <Button
            variant="secondary"
            fullWidth={false}
            disabled={filter.offset === 0}
            onClick={() => onFilter({ ...filter, offset: Math.max(0, filter.offset - STAFF_PAGE_SIZE) })}
          >
            {t('support.admin.previous')}
          </Button>
          <span className="text-sm text-slate-700">
            {t('support.admin.page', { from: filter.offset + 1, to: Math.min(total, filter.offset + STAFF_PAGE_SIZE), total })}
          </span>
          <Button
            variant="secondary"
            fullWidth={false}
            disabled={filter.offset + STAFF_PAGE_SIZE >= total}
            onClick={() => onFilter({ ...filter, offset: filter.offset + STAFF_PAGE_SIZE })}
          >
            {t('support.admin.next')}
          </Button>
        </nav>
      )}
    </section>
  );
}
