import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../ui/Card';
import { ChevronRightIcon } from '../../ui/icons';
import { LoadError } from '../../ui/LoadError';
import { Skeleton } from '../../ui/Skeleton';
import { MessageTime } from './MessageThread';
import { useMyTickets } from './support-api';
import { TicketPriorityLabel, TicketStatusBadge } from './TicketBadges';

export const ticketPath = (id: string) => `/support?ticket=${encodeURIComponent(id)}`;

/** The person's tickets with their status, the most recently changed first; each opens its thread. */
export function MyTickets() {
  const { t } = useTranslation();
  const tickets = useMyTickets();
  return (
    <Card title={t('support.tickets.heading')}>
      {tickets.isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">{t('common.loading')}</span>
          <Skeleton className="h-16 w-full rounded-2xl" />
          <Skeleton className="h-16 w-full rounded-2xl" />
        </div>
      ) : tickets.isError ? (
        <LoadError error={tickets.error} onRetry={() => void tickets.refetch()} />
      ) : tickets.data.tickets.length === 0 ? (
        <p className="text-slate-700" data-testid="tickets-empty">
          {t('support.tickets.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="tickets">
          {tickets.data.tickets.map((ticket) => (
            <li key={ticket.id}>
              <Link
                to={ticketPath(ticket.id)}
                className="flex items-center gap-3 rounded-2xl px-3 py-3 ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600"
                data-testid="ticket-row"
              >
                <span className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="font-semibold break-words text-slate-900">{ticket.subject}</span>
                  <span className="flex flex-wrap items-center gap-2">
                    <TicketStatusBadge status={ticket.status} />
                    <TicketPriorityLabel priority={ticket.priority} />
                  </span>
                  <span className="flex flex-wrap items-center gap-2">
                    <MessageTime iso={ticket.updatedAt} />
                    {ticket.lastFromStaff && ticket.status !== 'closed' && (
                      <span className="text-sm font-semibold text-blue-800" data-testid="ticket-answered">
                        {t('support.tickets.answered')}
                      </span>
                    )}
                    {ticket.topupId && <span className="text-sm text-slate-600">{t('support.tickets.aboutTopup')}</span>}
                  </span>
                </span>
                <ChevronRightIcon className="h-5 w-5 shrink-0 text-slate-500" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
