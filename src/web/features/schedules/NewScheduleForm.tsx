import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, parseAmountToCents } from '../../../shared/money';
import { useLanguage } from '../../i18n/language';
import { apiFieldMessage, errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { LoadError } from '../../ui/LoadError';
import { LoadingLine } from '../../ui/LoadingLine';
import { TextField } from '../../ui/TextField';
import { formatPhone, useOperators, useRecipients } from '../topups';
import { RepeatFields, defaultRepeat, type Repeat } from './RepeatFields';
import { formatDay, useCreateSchedule } from './schedules-api';

const selectClass =
  'min-h-12 rounded-xl border border-slate-300 bg-white px-3 text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600';

/**
 * /scheduled's "New automatic top-up" (docs/product-rules.md#automatic-topups): one of the person's saved recipients (with an operator),
 * an amount (the operator's fixed amounts, or a free amount the server checks as it checks a top-up), how
 * often and the day. `initialRecipient` comes from the send screen's "Repeat automatically" link.
 */
export function NewScheduleForm({ initialRecipient }: { initialRecipient: string | null }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const recipientId = useId();
  const amountId = useId();
  const recipients = useRecipients();
  const usable = (recipients.data ?? []).filter((r) => r.operatorId !== null);
  const [chosen, setChosen] = useState<string | null>(initialRecipient);
  const recipient = usable.find((r) => r.id === chosen) ?? usable[0] ?? null;
  const operators = useOperators(recipient?.countryIso ?? null);
  const operator = operators.data?.find((op) => op.id === recipient?.operatorId) ?? null;
  const fixed = operator?.fixedAmountsCents ?? [];
  const [amount, setAmount] = useState('');
  const [fixedCents, setFixedCents] = useState<number | null>(null);
  const [repeat, setRepeat] = useState<Repeat>(defaultRepeat);
  const [submitted, setSubmitted] = useState(false);
  const create = useCreateSchedule();
  const money = (cents: number) => formatMoney(cents, locale);

  if (recipients.isPending) return <LoadingLine />;
  if (recipients.isError) return <LoadError error={recipients.error} onRetry={() => void recipients.refetch()} />;
  if (!recipient)
    return (
      <div className="flex flex-col gap-3">
        <p className="text-slate-700">{t('schedules.newForm.noRecipients')}</p>
        <ButtonLink to="/send-topup" variant="outline">
          {t('schedules.newForm.sendFirst')}
        </ButtonLink>
      </div>
    );
  const made = create.data?.schedule;
  if (made)
    return (
      <p role="status" className="text-slate-800" data-testid="new-schedule-done">
        {t('schedules.repeatCard.done', { day: formatDay(made.upcoming[0] ?? '', locale) })}
      </p>
    );

  const amountCents = fixed.length > 0 ? (fixedCents ?? fixed[0]!) : parseAmountToCents(amount);
  const amountError = submitted && amountCents === null ? t('validation.enterAmount') : apiFieldMessage(create.error, 'amountCents', t);
  return (
    <form
      className="flex flex-col gap-4"
      data-testid="new-schedule"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (amountCents === null) return;
        create.mutate({
          countryIso: recipient.countryIso,
          operatorId: recipient.operatorId!,
          recipientNumber: recipient.recipientNumber,
          amountCents,
          ...repeat,
        });
      }}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={recipientId} className="text-sm font-semibold text-slate-800">
          {t('schedules.newForm.recipient')}
        </label>
        <select
          id={recipientId}
          value={recipient.id}
          onChange={(event) => {
            setChosen(event.target.value);
            setFixedCents(null);
          }}
          className={selectClass}
          data-testid="new-schedule-recipient"
        >
          {usable.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name} · {formatPhone(r.recipientNumber)}
            </option>
          ))}
        </select>
      </div>
      {operators.isError ? (
        <LoadError error={operators.error} onRetry={() => void operators.refetch()} />
      ) : fixed.length > 0 ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={amountId} className="text-sm font-semibold text-slate-800">
            {t('schedules.form.amount')}
          </label>
          <select
            id={amountId}
            value={amountCents ?? undefined}
            onChange={(event) => setFixedCents(Number(event.target.value))}
            className={selectClass}
            data-testid="new-schedule-amount"
          >
            {fixed.map((cents, index) => (
              <option key={cents} value={cents}>
                {[money(cents), operator?.fixedAmountDescriptions[index]?.trim()].filter(Boolean).join(' · ')}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <TextField
          label={t('schedules.form.amount')}
          hint={operator ? t('schedules.newForm.range', { min: money(operator.minCents), max: money(operator.maxCents) }) : undefined}
          error={amountError}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          data-testid="new-schedule-amount"
        />
      )}
      <RepeatFields value={repeat} onChange={setRepeat} />
      {create.isError && !amountError && (
        <p role="alert" className="text-red-800">
          {errorMessage(create.error, t)}
        </p>
      )}
      <Button type="submit" busy={create.isPending} data-testid="new-schedule-submit">
        {t('schedules.newForm.submit')}
      </Button>
    </form>
  );
}
