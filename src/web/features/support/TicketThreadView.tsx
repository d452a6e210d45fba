import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ticketReplyRequest, type AttachedTopup, type TicketThread } from '../../../shared/api/support';
import { ApiError } from '../../lib/api';
import { apiFieldMessage, errorMessage, fieldMessage } from '../../lib/error-message';
import { useMoney } from '../../lib/use-money';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { BackIcon } from '../../ui/icons';
import { LoadError } from '../../ui/LoadError';
import { Loader } from '../../ui/Loader';
import { toast } from '../../ui/toast-store';
import { formatPhone, StatusBadge, statusPath } from '../topups';
import { MessageField } from './MessageField';
import { MessageThread, MessageTime } from './MessageThread';
import { supportApi, supportKeys, useTicket } from './support-api';
import { TicketPriorityLabel, TicketStatusBadge } from './TicketBadges';

/** /support?ticket=<id>: one of the person's tickets, its messages, a reply box and the close button. */
export function TicketThreadView({ id }: { id: string }) {
  const { t } = useTranslation();
  const ticket = useTicket(id);
  const back = (
    <Link
      to="/support"
      className="inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-blue-800 underline"
      data-testid="ticket-back"
    >
      <BackIcon className="h-5 w-5" />
      {t('support.thread.back')}
    </Link>
  );
  if (ticket.isPending) return <Loader message={t('support.thread.loading')} />;
  if (ticket.isError) {
    const gone = ticket.error instanceof ApiError && (ticket.error.status === 404 || ticket.error.status === 400);
    return (
      <div className="flex flex-col gap-4">
        {back}
        <Card title={t('support.thread.title')}>
          {gone ? (
            <p className="text-slate-800" data-testid="ticket-not-found">
              {t('support.thread.notFound')}
            </p>
          ) : (
            <LoadError error={ticket.error} onRetry={() => void ticket.refetch()} />
          )}
        </Card>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {back}
      <Thread thread={ticket.data} />
    </div>
  );
}

function Thread({ thread }: { thread: TicketThread }) {
  const { t } = useTranslation();
  const { ticket } = thread;
  return (
    <section className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70" data-testid="ticket-thread">
      <div className="flex flex-col gap-2">
        <h2 className="text-xl font-bold break-words text-slate-900" data-testid="ticket-title">
          {ticket.subject}
        </h2>
        <span className="flex flex-wrap items-center gap-2">
          <TicketStatusBadge status={ticket.status} />
          <TicketPriorityLabel priority={ticket.priority} />
        </span>
        <span className="text-sm text-slate-600">
          {t('support.thread.opened')} <MessageTime iso={ticket.createdAt} />
        </span>
      </div>
      {thread.topup && <AttachedTopupCard topup={thread.topup} />}
      <MessageThread messages={thread.messages} viewer="person" />
      {ticket.status === 'closed' ? (
        <p className="rounded-xl bg-slate-50 px-3 py-2 text-slate-800" data-testid="ticket-closed-note">
          {t('support.thread.closedNote')}
        </p>
      ) : (
        <ReplyAndClose thread={thread} />
      )}
    </section>
  );
}

/** The top-up the ticket is about: what, to whom, its status, and a link to its status page. */
export function AttachedTopupCard({ topup }: { topup: AttachedTopup }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className="flex flex-col gap-1 rounded-2xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200" data-testid="ticket-topup">
      <span className="text-sm font-semibold text-slate-700">{t('support.thread.topup')}</span>
      <span className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-slate-900 tabular-nums">
          {money(topup.amountCents)} · {topup.operatorName}
        </span>
        <StatusBadge status={topup.status} />
      </span>
      <span className="text-slate-700 tabular-nums">{formatPhone(topup.recipientNumber)}</span>
      <Link to={statusPath(topup.id)} className="inline-flex min-h-11 items-center font-semibold text-blue-800 underline">
        {t('support.thread.viewTopup')}
      </Link>
    </div>
  );
}

function ReplyAndClose({ thread }: { thread: TicketThread }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = thread.ticket.id;
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const settle = (updated: TicketThread) => {
    queryClient.setQueryData(supportKeys.ticket(id), updated);
    void queryClient.invalidateQueries({ queryKey: supportKeys.tickets });
  };
  const failed = (error: unknown) => {
    toast({ title: t('support.form.failedTitle'), description: errorMessage(error, t), variant: 'destructive' });
    setProblem(apiFieldMessage(error, 'message', t));
    // A ticket closed meanwhile (409): show it as it is now.
    if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: supportKeys.ticket(id) });
  };
  const reply = useMutation({
    mutationFn: (body: string) => supportApi.reply(id, body),
    onSuccess: (updated) => {
      setMessage('');
      settle(updated);
    },
    onError: failed,
  });
  const close = useMutation({
    mutationFn: () => supportApi.close(id),
    onSuccess: (updated) => {
      toast({ title: t('support.thread.closedTitle'), description: t('support.thread.closedNote'), variant: 'success' });
      settle(updated);
    },
    onError: failed,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ticketReplyRequest.safeParse({ message });
    if (!parsed.success) return setProblem(fieldMessage(parsed.error.issues[0]?.message, t));
    setProblem(undefined);
    reply.mutate(parsed.data.message);
  };
  return (
    <div className="flex flex-col gap-3">
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="ticket-reply-form">
        <MessageField
          label={t('support.thread.replyLabel')}
          hint={thread.ticket.status === 'resolved' ? t('support.thread.reopenHint') : undefined}
          value={message}
          onChange={setMessage}
          error={problem}
          rows={3}
          testId="ticket-reply"
        />
        <Button type="submit" busy={reply.isPending} data-testid="ticket-reply-send">
          {t('support.thread.send')}
        </Button>
      </form>
      <Button variant="secondary" busy={close.isPending} onClick={() => close.mutate()} data-testid="ticket-close">
        {t('support.thread.close')}
      </Button>
    </div>
  );
}
