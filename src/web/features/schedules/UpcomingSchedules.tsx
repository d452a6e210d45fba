import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/language';
import { usePhoneDisplay } from '../../lib/phone-display';
import { useMoney } from '../../lib/use-money';
import { Card } from '../../ui/Card';
import { ChevronRightIcon } from '../../ui/icons';
import { formatDay, useSchedules } from './schedules-api';

/** On the dashboard and /history: the next automatic top-ups (soonest first) and the way to the Scheduled list. */
export function UpcomingSchedules() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const money = useMoney();
  const schedules = useSchedules();
  const upcoming = (schedules.data?.schedules ?? []).filter((s) => s.upcoming.length > 0);
  const formatPhone = usePhoneDisplay(upcoming.length > 0);
  const next = upcoming
    .map((s) => ({ id: s.id, day: s.upcoming[0]!, number: formatPhone(s.recipientNumber), amount: money(s.amountCents) }))
    .sort((a, b) => a.day.localeCompare(b.day))
    .slice(0, 3);
  const waiting = (schedules.data?.schedules ?? []).some((s) =>
    s.runs.some((run) => run.state === 'waiting_funds' || run.state === 'needs_confirmation'),
  );
  return (
    <Card title={t('schedules.upcomingTitle')}>
      {waiting && (
        <p className="mb-2 font-semibold text-red-800" data-testid="upcoming-attention">
          {t('schedules.needsYou')}
        </p>
      )}
      {next.length > 0 ? (
        <ul className="divide-y divide-slate-100" data-testid="upcoming-runs">
          {next.map((run) => (
            <li key={run.id} className="flex min-h-11 items-center justify-between gap-2">
              <span className="min-w-0 break-words text-slate-800 tabular-nums">
                {run.number} · {run.amount}
              </span>
              <span className="shrink-0 text-sm font-medium text-slate-700">{formatDay(run.day, locale)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">{t('schedules.noneUpcoming')}</p>
      )}
      <Link
        to="/scheduled"
        className="mt-2 flex min-h-11 items-center justify-between font-semibold text-blue-800"
        data-testid="scheduled-link"
      >
        {t('schedules.seeScheduled')}
        <ChevronRightIcon className="h-5 w-5" />
      </Link>
      {/* Family plans (ADR 0074): shared automatic top-ups, the ones a member pays a share of too. */}
      <Link to="/family" className="flex min-h-11 items-center justify-between font-semibold text-blue-800" data-testid="family-link">
        {t('pots.title')}
        <ChevronRightIcon className="h-5 w-5" />
      </Link>
    </Card>
  );
}
