import { useTranslation } from 'react-i18next';
import type { TicketMessage } from '../../../shared/api/support';
import { useLanguage } from '../../i18n/language';
import { formatDateTime } from '../../../shared/dates';

/** When a message was written, in the chosen language. */
export function MessageTime({ iso }: { iso: string }) {
  const { locale } = useLanguage();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={iso} className="text-xs text-slate-600">
      {formatDateTime(date, locale)}
    </time>
  );
}

/**
 * A ticket's messages, oldest first: the person's on one side, support's on the other, each named in
 * words (not only by colour or side). `viewer` says whose point of view the names take.
 */
export function MessageThread({ messages, viewer }: { messages: TicketMessage[]; viewer: 'person' | 'staff' }) {
  const { t } = useTranslation();
  return (
    <ol className="flex flex-col gap-3" data-testid="ticket-messages">
      {messages.map((message) => {
        const mine = (viewer === 'staff') === message.fromStaff;
        const author = message.fromStaff
          ? t('support.thread.fromSupport')
          : viewer === 'person'
            ? t('support.thread.fromYou')
            : t('support.thread.fromPerson');
        return (
          <li
            key={message.id}
            className={`flex max-w-[90%] flex-col gap-1 rounded-2xl px-4 py-3 ${mine ? 'self-end bg-blue-50 ring-1 ring-blue-200' : 'self-start bg-white ring-1 ring-slate-300'}`}
            data-testid="ticket-message"
            data-from={message.fromStaff ? 'staff' : 'person'}
          >
            <span className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="text-sm font-bold text-slate-900">{author}</span>
              <MessageTime iso={message.createdAt} />
            </span>
            <p className="break-words whitespace-pre-wrap text-slate-800">{message.body}</p>
          </li>
        );
      })}
    </ol>
  );
}
