import { useTranslation } from 'react-i18next';
import { formatWeekday } from '../../../shared/dates';
import type { ScheduleFrequency } from '../../../shared/schedules';
import { useLanguage } from '../../i18n/language';

/** "Every week on Friday", "Every month on day 5": the run day in the reader's words. */
export function useCadence() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  return (frequency: ScheduleFrequency, runDay: number) =>
    t(`schedules.every.${frequency}`, { day: frequency === 'monthly' ? String(runDay) : formatWeekday(runDay, locale) });
}
