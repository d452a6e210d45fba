import { useTranslation } from 'react-i18next';
import type { TicketPriority, TicketStatus } from '../../../shared/api/support';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { CheckIcon, ClockIcon, CloseIcon, SupportIcon } from '../../ui/icons';

const STATUS_LOOK: Record<TicketStatus, { tone: BadgeTone; Icon: typeof CheckIcon }> = {
  open: { tone: 'info', Icon: SupportIcon },
  in_progress: { tone: 'warning', Icon: ClockIcon },
  resolved: { tone: 'success', Icon: CheckIcon },
  closed: { tone: 'neutral', Icon: CloseIcon },
};

/** A ticket's status as a pill: the translated word carries the meaning, colour and icon only help. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation();
  const { tone, Icon } = STATUS_LOOK[status];
  return (
    <Badge tone={tone} icon={<Icon className="h-4 w-4" />}>
      <span data-testid="ticket-status" data-status={status}>
        {t(`support.status.${status}`)}
      </span>
    </Badge>
  );
}

/** The priority in words; urgent and high stand out. */
export function TicketPriorityLabel({ priority }: { priority: TicketPriority }) {
  const { t } = useTranslation();
  const strong = priority === 'urgent' || priority === 'high';
  return (
    <span className={`text-sm ${strong ? 'font-bold text-red-800' : 'text-slate-600'}`} data-testid="ticket-priority">
      {t('support.priorityLabel', { priority: t(`support.priority.${priority}`) })}
    </span>
  );
}
