import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_TRANSITIONS, ticketReplyRequest, type StaffTicketThread, type TicketStatus } from '../../../shared/api/support';
import { apiFieldMessage, errorMessage, fieldMessage } from '../../lib/error-message';
import { useMoney } from '../../lib/use-money';
import { Button } from '../../ui/Button';
import { BackIcon } from '../../ui/icons';
import { LoadError } from '../../ui/LoadError';
import { Loader } from '../../ui/Loader';
import { toast } from '../../ui/toast-store';
import { MessageField } from './MessageField';
import { MessageThread } from './MessageThread';
import { supportApi, supportKeys } from './support-api';
import { TicketPriorityLabel, TicketStatusBadge } from './TicketBadges';
import { AttachedTopupCard } from './TicketThreadView';

/**
 * Staff's view of one ticket (the Support tab of /admin): who asked, their wallet balance and the top-up
 * it is about, the thread, an answer box, and the status moves allowed from where the ticket is.
 */
export function StaffThread({ id, onBack }: { id: string; onBack(): void }) {
  const { t } = useTranslation();
  const thread = useQuery({ queryKey: supportKeys.staffTicket(id), queryFn: () => supportApi.staffTicket(id), refetchOnMount: 'always' });
  return (
    <section className="flex flex-col gap-4" data-testid="admin-support-thread">
      <Button variant="ghost" fullWidth={false} className="self-start" onClick={onBack}>
        <BackIcon className="h-5 w-5" />
        {t('support.admin.back')}
      </Button>
      {thread.isPending ? (
        <Loader message={t('support.thread.loading')} />
      ) : thread.isError ? (
        <LoadError framed error={thread.error} onRetry={() => void thread.refetch()} />
      ) : (
        <ThreadBody thread={thread.data} />
      )}
    </section>
  );
}

function ThreadBody({ thread }: { thread: StaffTicketThread }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { ticket, user } = thread;
  return (
    <div className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70">
      <h2 className="text-xl font-bold break-words text-slate-900">{ticket.subject}</h2>
      <span className="flex flex-wrap items-center gap-2">
        <TicketStatusBadge status={ticket.status} />
        <TicketPriorityLabel priority={ticket.priority} />
      </span>
      <div className="flex flex-col gap-1 rounded-2xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200" data-testid="admin-support-customer">
        <span className="text-sm font-semibold text-slate-700">{t('support.admin.customer')}</span>
        {user ? (
          <>
            <span className="font-semibold text-slate-900">{user.name}</span>
            <span className="break-all text-slate-800">{user.email}</span>
            {user.phoneNumber && <span className="text-slate-800">{t('support.admin.phone', { phone: user.phoneNumber })}</span>}
            <span className="text-slate-800 tabular-nums">{t('support.admin.wallet', { amount: money(user.walletAvailableCents) })}</span>
          </>
        ) : (
          <span className="text-slate-800">{t('support.admin.deletedUser')}</span>
        )}
      </div>
      {thread.topup && <AttachedTopupCard topup={thread.topup} />}
      <MessageThread messages={thread.messages} viewer="staff" />
      {ticket.status === 'closed' ? (
        <p className="rounded-xl bg-slate-50 px-3 py-2 text-slate-800">{t('support.admin.closedNote')}</p>
      ) : (
        <StaffReply id={ticket.id} />
      )}
      <StatusMoves id={ticket.id} status={ticket.status} />
    </div>
  );
}

/** What each staff action does to the cache: the thread as answered, and the lists asked again. */
function useStaffUpdate(id: string) {
  const queryClient = useQueryClient();
  return (updated: StaffTicketThread) => {
    queryClient.setQueryData(supportKeys.staffTicket(id), updated);
    void queryClient.invalidateQueries({ queryKey: [...supportKeys.staff, 'list'] });
  };
}

function StaffReply({ id }: { id: string }) {
  const { t } = useTranslation();
  const settle = useStaffUpdate(id);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const reply = useMutation({
    mutationFn: (body: string) => supportApi.staffReply(id, body),
    onSuccess: (updated) => {
      setMessage('');
      toast({ title: t('support.admin.sent'), variant: 'success' });
      settle(updated);
    },
    onError: (error) => {
      toast({ title: t('support.admin.failedTitle'), description: errorMessage(error, t), variant: 'destructive' });
      setProblem(apiFieldMessage(error, 'message', t));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ticketReplyRequest.safeParse({ message });
    if (!parsed.success) return setProblem(fieldMessage(parsed.error.issues[0]?.message, t));
    setProblem(undefined);
    reply.mutate(parsed.data.message);
  };
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <MessageField
        label={t('support.admin.replyLabel')}
        value={message}
        onChange={setMessage}
        error={problem}
        rows={4}
        testId="admin-support-reply"
      />
      <Button type="submit" busy={reply.isPending} data-testid="admin-support-send">
        {t('support.admin.send')}
      </Button>
    </form>
  );
}

/** The statuses this ticket may move to from where it is (STAFF_TRANSITIONS; the server checks them again). */
function StatusMoves({ id, status }: { id: string; status: TicketStatus }) {
  const { t } = useTranslation();
  const settle = useStaffUpdate(id);
  const move = useMutation({
    mutationFn: (next: TicketStatus) => supportApi.staffMove(id, next),
    onSuccess: (updated) => {
      toast({ title: t('support.admin.moved'), variant: 'success' });
      settle(updated);
    },
    onError: (error) => toast({ title: t('support.admin.failedTitle'), description: errorMessage(error, t), variant: 'destructive' }),
  });
  const choices = STAFF_TRANSITIONS[status];
  if (choices.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold text-slate-900">{t('support.admin.moveHeading')}</h3>
      <div className="flex flex-wrap gap-2">
        {choices.map((next) => (
          <Button
            key={next}
            variant="secondary"
            fullWidth={false}
            busy={move.isPending && move.variables === next}
            disabled={move.isPending}
            onClick={() => move.mutate(next)}
            data-testid={`admin-support-move-${next}`}
          >
            {t('support.admin.moveTo', { status: t(`support.status.${next}`) })}
          </Button>
        ))}
      </div>
    </div>
  );
}
