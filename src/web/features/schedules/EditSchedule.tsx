import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schedule } from '../../../shared/api/schedules';
import { centsToDecimalString, parseAmountToCents } from '../../../shared/money';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { RepeatFields, type Repeat } from './RepeatFields';
import { scheduleActions, useScheduleAction } from './schedules-api';

/** The amount (USD), how often and the day; priced again by the server when saved. */
export function EditSchedule({ schedule, onDone }: { schedule: Schedule; onDone(): void }) {
  const { t } = useTranslation();
  const [repeat, setRepeat] = useState<Repeat>({ frequency: schedule.frequency, runDay: schedule.runDay });
  const [amount, setAmount] = useState(centsToDecimalString(schedule.amountCents));
  const [submitted, setSubmitted] = useState(false);
  const update = useScheduleAction(scheduleActions.update);
  // The one way typed money becomes cents (shared/money.ts): "20,50" and "$20.50" read alike, "abc" is refused here.
  const cents = parseAmountToCents(amount);
  return (
    <form
      className="mt-4 flex flex-col gap-4 border-t border-slate-100 pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (cents === null) return;
        update.mutate({ id: schedule.id, input: { amountCents: cents, ...repeat } }, { onSuccess: onDone });
      }}
    >
      <TextField
        label={t('schedules.form.amount')}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={submitted && cents === null ? t('validation.enterAmount') : undefined}
        data-testid="schedule-amount"
      />
      <RepeatFields value={repeat} onChange={setRepeat} />
      {update.isError && (
        <p role="alert" className="text-red-800">
          {errorMessage(update.error, t)}
        </p>
      )}
      <div className="grid grid-cols-2 gap-2">
        <Button type="submit" busy={update.isPending} data-testid="schedule-save">
          {t('schedules.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('schedules.cancelNo')}
        </Button>
      </div>
    </form>
  );
}
