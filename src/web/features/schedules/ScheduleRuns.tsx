import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADD_FUNDS_MIN_CENTS } from '../../../shared/business';
import type { Schedule } from '../../../shared/api/schedules';
import { useLanguage } from '../../i18n/language';
import { errorMessage } from '../../lib/error-message';
import { useMoney } from '../../lib/use-money';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { statusPath } from '../topups';
import { formatDay, scheduleActions, useScheduleAction } from './schedules-api';

/** Whole dollars, at least the smallest payment: what "add funds and send" asks PayPal for. */
const fundsToAdd = (shortfallCents: number) => Math.max(Math.ceil(shortfallCents / 100) * 100, ADD_FUNDS_MIN_CENTS);

/**
 * Today's run when it waits for the person: funds ("add funds and send": the payment's page with what is
 * missing; the worker sends the run once the funds are in, that day), or a price that moved (confirm it).
 */
export function OpenRuns({ schedule }: { schedule: Schedule }) {
  const { t } = useTranslation();
  const money = useMoney();
  const confirm = useScheduleAction(scheduleActions.confirm);
  const open = schedule.runs.filter((run) => run.state === 'waiting_funds' || run.state === 'needs_confirmation');
  if (open.length === 0 || schedule.status !== 'active') return null;
  return (
    <div className="mt-3 flex flex-col gap-3">
      {open.map((run) =>
        run.state === 'waiting_funds' ? (
          <div key={run.runOn} className="rounded-2xl bg-yellow-50 p-4 ring-1 ring-yellow-300" data-testid="run-waiting-funds">
            <p className="font-semibold text-yellow-950">{t('schedules.waitingFunds.title')}</p>
            <p className="text-yellow-950">
              {t('schedules.waitingFunds.body', { total: money(run.quotedTotalCents ?? 0), missing: money(run.shortfallCents ?? 0) })}
            </p>
            <ButtonLink to={`/wallet-summary?amount=${fundsToAdd(run.shortfallCents ?? 0)}`} className="mt-3" data-testid="run-add-funds">
              {t('schedules.waitingFunds.action')}
            </ButtonLink>
          </div>
        ) : (
          <div key={run.runOn} className="rounded-2xl bg-blue-50 p-4 ring-1 ring-blue-200" data-testid="run-needs-confirmation">
            <p className="font-semibold text-blue-950">{t('schedules.priceMoved.title')}</p>
            <p className="text-blue-950">
              {t('schedules.priceMoved.body', { was: money(schedule.agreedTotalCents), now: money(run.quotedTotalCents ?? 0) })}
            </p>
            {confirm.isError && (
              <p role="alert" className="text-red-800">
                {errorMessage(confirm.error, t)}
              </p>
            )}
            <Button
              className="mt-3"
              busy={confirm.isPending}
              onClick={() => confirm.mutate({ id: schedule.id, runOn: run.runOn })}
              data-testid="run-confirm"
            >
              {t('schedules.priceMoved.action', { now: money(run.quotedTotalCents ?? 0) })}
            </Button>
          </div>
        ),
      )}
    </div>
  );
}

/** The latest runs: sent (open its top-up), missed, failed, skipped. */
export function RunHistory({ schedule }: { schedule: Schedule }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const done = schedule.runs.filter((run) => run.state !== 'waiting_funds' && run.state !== 'needs_confirmation');
  if (done.length === 0) return null;
  return (
    <div className="mt-3">
      <h3 className="text-sm font-semibold text-slate-800">{t('schedules.latestRuns')}</h3>
      <ul className="divide-y divide-slate-100" data-testid="schedule-runs">
        {done.map((run) => (
          <li
            key={run.runOn}
            className="flex min-h-11 items-center justify-between gap-2 text-sm"
            data-testid="schedule-run"
            data-state={run.state}
          >
            <span className="text-slate-700">{formatDay(run.runOn, locale)}</span>
            {run.topupId ? (
              <Link to={statusPath(run.topupId)} className="font-semibold text-blue-800 underline">
                {t(`schedules.runState.${run.state}`)}
              </Link>
            ) : (
              <span className="font-semibold text-slate-800">{t(`schedules.runState.${run.state}`)}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
