import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LAST_MONTHLY_DAY, SCHEDULE_FREQUENCIES, type ScheduleFrequency } from '../../../shared/schedules';
import { useLanguage } from '../../i18n/language';
import { dayName } from './schedules-api';

export interface Repeat {
  frequency: ScheduleFrequency;
  runDay: number;
}

/** A sensible first choice: weekly, on today's weekday. */
export const defaultRepeat = (): Repeat => ({ frequency: 'weekly', runDay: new Date().getUTCDay() });

/** How often (real radio buttons) and on which day (a weekday, or a day of the month 1–28). */
export function RepeatFields({ value, onChange }: { value: Repeat; onChange(next: Repeat): void }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const name = useId();
  const dayId = useId();
  const days = value.frequency === 'monthly' ? Array.from({ length: LAST_MONTHLY_DAY }, (_, i) => i + 1) : [1, 2, 3, 4, 5, 6, 0];
  const change = (frequency: ScheduleFrequency) => {
    const monthly = frequency === 'monthly';
    const keep = monthly === (value.frequency === 'monthly');
    onChange({
      frequency,
      runDay: keep ? value.runDay : monthly ? Math.min(new Date().getUTCDate(), LAST_MONTHLY_DAY) : new Date().getUTCDay(),
    });
  };
  return (
    <div className="flex flex-col gap-3">
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-slate-800">{t('schedules.form.howOften')}</legend>
        <div className="grid grid-cols-3 gap-1 rounded-2xl bg-slate-200/70 p-1">
          {SCHEDULE_FREQUENCIES.map((frequency) => (
            <label
              key={frequency}
              className="flex min-h-11 cursor-pointer items-center justify-center rounded-xl px-1 text-center text-sm leading-tight font-semibold text-slate-800 has-checked:bg-white has-checked:text-blue-900 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-blue-600"
            >
              <input
                type="radio"
                name={name}
                value={frequency}
                checked={value.frequency === frequency}
                onChange={() => change(frequency)}
                className="sr-only"
                data-testid={`repeat-${frequency}`}
              />
              {t(`schedules.frequency.${frequency}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={dayId} className="text-sm font-semibold text-slate-800">
          {value.frequency === 'monthly' ? t('schedules.form.dayOfMonth') : t('schedules.form.weekday')}
        </label>
        <select
          id={dayId}
          value={value.runDay}
          onChange={(event) => onChange({ ...value, runDay: Number(event.target.value) })}
          className="min-h-12 rounded-xl border border-slate-300 bg-white px-3 text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600"
          data-testid="repeat-day"
        >
          {days.map((day) => (
            <option key={day} value={day}>
              {dayName(value.frequency, day, locale)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
