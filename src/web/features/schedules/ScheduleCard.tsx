import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schedule } from '../../../shared/api/schedules';
import { useLanguage } from '../../i18n/language';
import { errorMessage } from '../../lib/error-message';
import { useMoney } from '../../lib/use-money';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { UsersIcon } from '../../ui/icons';
import { familySharePath } from '../pots';
import { formatPhone } from '../topups';
import { EditSchedule } from './EditSchedule';
import { OpenRuns, RunHistory } from './ScheduleRuns';
import { dayName, formatDay, scheduleActions, useScheduleAction } from './schedules-api';

/** One automatic top-up: what, how often, its next days, its runs, and pause/resume, edit, cancel. */
export function ScheduleCard({ schedule }: { schedule: Schedule }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const money = useMoney();
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const pause = useScheduleAction(scheduleActions.pause);
  const resume = useScheduleAction(scheduleActions.resume);
  const cancel = useScheduleAction(scheduleActions.cancel);
  const failed = [pause, resume, cancel].find((action) => action.isError);
  const number = formatPhone(schedule.recipientNumber);
  const cadence = t(`schedules.every.${schedule.frequency}`, { day: dayName(schedule.frequency, schedule.runDay, locale) });
  const live = schedule.status !== 'cancelled';
  return (
    <li className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70" data-testid="schedule-card" data-status={schedule.status}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold break-words text-slate-900 tabular-nums">{number}</h2>
          <p className="text-sm break-words text-slate-600">{schedule.operatorName}</p>
        </div>
        <p className="shrink-0 text-lg font-bold text-slate-900 tabular-nums">{money(schedule.amountCents)}</p>
      </div>
      <p className="mt-2 text-slate-800" data-testid="schedule-cadence">
        {cadence} · <span data-testid="schedule-status">{t(`schedules.status.${schedule.status}`)}</span>
      </p>
      <p className="text-sm text-slate-700">{t('schedules.agreedPrice', { total: money(schedule.agreedTotalCents) })}</p>
      {schedule.upcoming.length > 0 && (
        <div className="mt-3">
          <h3 className="text-sm font-semibold text-slate-800">{t('schedules.upcoming')}</h3>
          <ul className="flex flex-wrap gap-2 pt-1" data-testid="schedule-upcoming">
            {schedule.upcoming.map((day) => (
              <li key={day} className="rounded-full bg-blue-50 px-3 py-1 text-sm font-medium text-blue-900">
                {formatDay(day, locale)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <OpenRuns schedule={schedule} />
      <RunHistory schedule={schedule} />
      {schedule.status === 'active' && !editing && (
        // A family plan (ADR 0074): others pay a share of each run; the invitation form opens on /family.
        <ButtonLink to={familySharePath(schedule.id)} variant="outline" className="mt-4 gap-2" data-testid="schedule-share-family">
          <UsersIcon className="h-5 w-5" />
          {t('pots.shareable.action')}
        </ButtonLink>
      )}
      {editing ? (
        <EditSchedule schedule={schedule} onDone={() => setEditing(false)} />
      ) : (
        live && (
          <div className="mt-4 grid grid-cols-2 gap-2">
            {schedule.status === 'active' ? (
              <Button variant="secondary" busy={pause.isPending} onClick={() => pause.mutate(schedule.id)} data-testid="schedule-pause">
                {t('schedules.pause')}
              </Button>
            ) : (
              <Button variant="secondary" busy={resume.isPending} onClick={() => resume.mutate(schedule.id)} data-testid="schedule-resume">
                {t('schedules.resume')}
              </Button>
            )}
            <Button variant="secondary" onClick={() => setEditing(true)} data-testid="schedule-edit">
              {t('schedules.edit')}
            </Button>
            {cancelling ? (
              <>
                <Button
                  variant="danger"
                  busy={cancel.isPending}
                  onClick={() => cancel.mutate(schedule.id)}
                  data-testid="schedule-cancel-yes"
                >
                  {t('schedules.cancelYes')}
                </Button>
                <Button variant="ghost" onClick={() => setCancelling(false)}>
                  {t('schedules.cancelNo')}
                </Button>
              </>
            ) : (
              <Button variant="ghost" className="col-span-2" onClick={() => setCancelling(true)} data-testid="schedule-cancel">
                {t('schedules.cancel')}
              </Button>
            )}
          </div>
        )
      )}
      {failed && (
        <p role="alert" className="mt-2 text-red-800">
          {errorMessage(failed.error, t)}
        </p>
      )}
    </li>
  );
}
