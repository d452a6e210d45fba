import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createTicketRequest, MESSAGE_MAX, SUBJECT_MAX, TICKET_PRIORITIES, type TicketPriority } from '../../../shared/api/support';
import { useLanguage } from '../../i18n/language';
import { apiFieldMessage, errorMessage, fieldMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast-store';
import { MessageField } from './MessageField';
import { supportApi, supportKeys } from './support-api';

const FIELDS = ['subject', 'message', 'priority', 'topupId'] as const;
type Field = (typeof FIELDS)[number];

/**
 * A new ticket: subject, message and priority, and the top-up it is about when the person came from one
 * ("Get help with this top-up"). Checked here with the server's own rules first; when the call fails, a
 * 'Submit Failed' toast says why and everything typed stays in the form for another try.
 */
export function TicketForm({
  topupId,
  onDetach,
  onCreated,
}: {
  topupId: string | null;
  onDetach(): void;
  onCreated(ticketId: string): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const priorityId = useId();
  const { locale } = useLanguage();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [priority, setPriority] = useState<TicketPriority>(topupId ? 'high' : 'medium');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});

  const create = useMutation({
    mutationFn: supportApi.create,
    onSuccess: (thread) => {
      setSubject('');
      setMessage('');
      toast({ title: t('support.form.sentTitle'), description: t('support.form.sent'), variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: supportKeys.tickets });
      onCreated(thread.ticket.id);
    },
    onError: (error) => {
      toast({ title: t('support.form.failedTitle'), description: errorMessage(error, t), variant: 'destructive' });
      // The server's word on each field it refused; the form keeps every value as typed.
      setProblems(Object.fromEntries(FIELDS.map((field) => [field, apiFieldMessage(error, field, t)]).filter(([, text]) => text)));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createTicketRequest.safeParse({ subject, message, priority, ...(topupId ? { topupId } : {}) });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= fieldMessage(issue.message, t);
      setProblems(found);
      return;
    }
    setProblems({});
    create.mutate(parsed.data);
  };

  return (
    <Card title={t('support.form.heading')}>
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate aria-label={t('support.form.heading')} data-testid="ticket-form">
        {topupId && (
          <div className="flex flex-col gap-2 rounded-xl bg-blue-50 px-3 py-2 ring-1 ring-blue-200" data-testid="ticket-form-topup">
            <p className="text-blue-950">{t('support.form.topupAttached')}</p>
            {problems.topupId && (
              <p role="alert" className="text-sm font-semibold text-red-800">
                {problems.topupId}
              </p>
            )}
            <Button type="button" variant="ghost" fullWidth={false} className="self-start" onClick={onDetach}>
              {t('support.form.detach')}
            </Button>
          </div>
        )}
        <TextField
          label={t('support.form.subject')}
          value={subject}
          maxLength={SUBJECT_MAX}
          onChange={(event) => setSubject(event.target.value)}
          error={problems.subject}
          data-testid="ticket-subject"
        />
        <MessageField
          label={t('support.form.message')}
          hint={t('support.form.messageHint', { max: MESSAGE_MAX.toLocaleString(locale) })}
          value={message}
          onChange={setMessage}
          error={problems.message}
          testId="ticket-message"
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={priorityId} className="text-sm font-semibold text-slate-800">
            {t('support.form.priority')}
          </label>
          <select
            id={priorityId}
            value={priority}
            onChange={(event) => setPriority(event.target.value as TicketPriority)}
            aria-invalid={problems.priority ? true : undefined}
            aria-describedby={problems.priority ? `${priorityId}-error` : undefined}
            className="min-h-12 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600"
            data-testid="ticket-priority-select"
          >
            {TICKET_PRIORITIES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`support.priority.${choice}`)}
              </option>
            ))}
          </select>
          {problems.priority && (
            <p id={`${priorityId}-error`} role="alert" className="text-sm font-medium text-red-700">
              {problems.priority}
            </p>
          )}
        </div>
        <Button type="submit" busy={create.isPending} data-testid="ticket-submit">
          {create.isPending ? t('support.form.sending') : t('support.form.submit')}
        </Button>
      </form>
    </Card>
  );
}
