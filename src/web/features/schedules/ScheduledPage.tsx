import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../ui/Button';
import { AppShell } from '../../ui/AppShell';
import { ButtonLink } from '../../ui/ButtonLink';
import { Card } from '../../ui/Card';
import { LoadError } from '../../ui/LoadError';
import { RepeatIcon } from '../../ui/icons';
import { LoadingLine } from '../../ui/LoadingLine';
import { NewScheduleForm } from './NewScheduleForm';
import { ScheduleCard } from './ScheduleCard';
import { WalletOnlyNote } from './WalletOnlyNote';
import { useSchedules } from './schedules-api';

/**
 * /scheduled (docs/product-rules.md#automatic-topups): the person's automatic top-ups, each with its next days, what its latest runs did,
 * what a run waits for (funds, a confirmation) and pause, resume, edit, cancel. The days are calendar days
 * in the person's time zone, as the server keeps them, and the page says which zone that is.
 */
export default function ScheduledPage() {
  const { t } = useTranslation();
  const schedules = useSchedules();
  const list = schedules.data?.schedules ?? [];
  return (
    <AppShell title={t('schedules.title')}>
      <div className="flex flex-col gap-4">
        <p className="text-slate-700">{t('schedules.intro')}</p>
        <NewScheduleCard />
        {schedules.isPending ? (
          <LoadingLine />
        ) : schedules.isError ? (
          <Card>
            <LoadError error={schedules.error} onRetry={() => void schedules.refetch()} />
          </Card>
        ) : list.length === 0 ? (
          <Card className="text-center">
            <span
              aria-hidden="true"
              className="mx-auto mb-3 flex h-14 w-14 items-center justify-center rounded-full bg-blue-50 text-blue-800"
            >
              <RepeatIcon className="h-7 w-7" />
            </span>
            <h2 className="text-lg font-bold text-slate-900">{t('schedules.emptyTitle')}</h2>
            <p className="mt-1 text-slate-700">{t('schedules.emptyBody')}</p>
            <ButtonLink to="/history" className="mt-4">
              {t('schedules.emptyAction')}
            </ButtonLink>
          </Card>
        ) : (
          <ul className="flex flex-col gap-4" aria-label={t('schedules.listLabel')} data-testid="schedule-list">
            {list.map((schedule) => (
              <ScheduleCard key={schedule.id} schedule={schedule} />
            ))}
          </ul>
        )}
        <Card title={t('schedules.howTitle')} headingLevel={2}>
          <WalletOnlyNote />
          <p className="mt-2 text-sm text-slate-700">
            {t('schedules.familyNote')}{' '}
            <Link to="/family" className="font-semibold text-blue-800 underline" data-testid="scheduled-family-link">
              {t('pots.title')}
            </Link>
          </p>
          {schedules.data && (
            // The days above are the person's own (ADR 0065): said, with where to change the zone they are in.
            <p className="mt-2 text-sm text-slate-700" data-testid="schedule-time-zone">
              {t('schedules.timeZone', { zone: schedules.data.timeZone })}
            </p>
          )}
        </Card>
      </div>
    </AppShell>
  );
}

/** "New automatic top-up" for a saved recipient: closed until asked for, open when a link names the recipient. */
function NewScheduleCard() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const recipient = params.get('recipient');
  const [open, setOpen] = useState(recipient !== null);
  return (
    <Card title={t('schedules.newForm.title')} headingLevel={2}>
      {open ? (
        <NewScheduleForm initialRecipient={recipient} />
      ) : (
        <Button variant="secondary" onClick={() => setOpen(true)} data-testid="new-schedule-open">
          {t('schedules.newForm.open')}
        </Button>
      )}
    </Card>
  );
}
