import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Schedule } from '../../../shared/api/schedules';
import type { PotInvite } from '../../../shared/api/pots';
import { usePhoneDisplay } from '../../lib/phone-display';
import { useMoney } from '../../lib/use-money';
import { AppShell } from '../../ui/AppShell';
import { ButtonLink } from '../../ui/ButtonLink';
import { Card } from '../../ui/Card';
import { LoadError } from '../../ui/LoadError';
import { LoadingLine } from '../../ui/LoadingLine';
import { UsersIcon } from '../../ui/icons';
import { useSchedules } from '../schedules';
import { useCadence } from './cadence';
import { PotCard } from './PotCard';
import { InviteSection, type Inviting } from './PotInvites';
import { usePots } from './pots-api';

/**
 * /family (ADR 0074): the family plans the person owns or belongs to, each with until when its recipient is
 * covered, who paid the latest run and who is ready for the next; the owner invites and withdraws invitations, a
 * member leaves. Below, the person's own active automatic top-ups not shared yet, each with "Share with family";
 * `?share=<id>` (from /scheduled) opens that one's invitation form.
 */
export default function FamilyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const pots = usePots();
  const schedules = useSchedules();
  const [openFor, setOpenFor] = useState<string | null>(params.get('share'));
  const [created, setCreated] = useState<{ potId: string; invite: PotInvite } | null>(null);
  const inviting: Inviting = {
    openFor,
    created,
    open: (potId) => {
      setOpenFor(potId);
      setCreated(null);
    },
    made: (potId, invite) => {
      setCreated({ potId, invite });
      setOpenFor(null);
    },
    close: () => {
      setOpenFor(null);
      setCreated(null);
    },
  };
  const list = pots.data?.pots ?? [];
  const shared = new Set(list.map((pot) => pot.id));
  const shareable = (schedules.data?.schedules ?? []).filter((schedule) => schedule.status === 'active' && !shared.has(schedule.id));
  return (
    <AppShell title={t('pots.title')}>
      <div className="flex flex-col gap-4">
        <p className="text-slate-700">{t('pots.intro')}</p>
        {pots.isPending ? (
          <LoadingLine />
        ) : pots.isError ? (
          <Card>
            <LoadError error={pots.error} onRetry={() => void pots.refetch()} />
          </Card>
        ) : list.length === 0 ? (
          <Empty canShare={shareable.length > 0} />
        ) : (
          <ul className="flex flex-col gap-4" aria-label={t('pots.listLabel')} data-testid="pot-list">
            {list.map((pot) => (
              <PotCard key={pot.id} pot={pot} inviting={inviting} />
            ))}
          </ul>
        )}
        {shareable.length > 0 && (
          <Card title={t('pots.shareable.title')} headingLevel={2}>
            <p className="text-slate-700">{t('pots.shareable.body')}</p>
            <ul className="mt-2 divide-y divide-slate-100" data-testid="shareable-schedules">
              {shareable.map((schedule) => (
                <ShareableSchedule key={schedule.id} schedule={schedule} inviting={inviting} />
              ))}
            </ul>
          </Card>
        )}
        <Card title={t('pots.how.title')} headingLevel={2}>
          <ul className="flex list-disc flex-col gap-1 pl-5 text-slate-700">
            <li>{t('pots.how.shares')}</li>
            <li>{t('pots.how.together')}</li>
            <li>{t('pots.how.leave')}</li>
          </ul>
        </Card>
      </div>
    </AppShell>
  );
}

/** No plan yet: what one is, and where to start (an automatic top-up first, unless one is there to share below). */
function Empty({ canShare }: { canShare: boolean }) {
  const { t } = useTranslation();
  return (
    <Card className="text-center">
      <span aria-hidden="true" className="mx-auto mb-3 flex h-14 w-14 items-center justify-center rounded-full bg-blue-50 text-blue-800">
        <UsersIcon className="h-7 w-7" />
      </span>
      <h2 className="text-lg font-bold text-slate-900">{t('pots.empty.title')}</h2>
      <p className="mt-1 text-slate-700">{t('pots.empty.body')}</p>
      {canShare ? (
        <p className="mt-2 text-slate-700">{t('pots.empty.chooseBelow')}</p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{t('pots.empty.scheduleFirst')}</p>
          <ButtonLink to="/scheduled" className="mt-4" data-testid="pot-empty-scheduled">
            {t('pots.empty.action')}
          </ButtonLink>
        </>
      )}
    </Card>
  );
}

/** One of the owner's automatic top-ups, not shared yet: what it is, and "Share with family" (its invitation form). */
function ShareableSchedule({ schedule, inviting }: { schedule: Schedule; inviting: Inviting }) {
  const { t } = useTranslation();
  const money = useMoney();
  const cadence = useCadence();
  const formatPhone = usePhoneDisplay(true);
  return (
    <li className="flex flex-col gap-3 py-3" data-testid="shareable-schedule" data-schedule={schedule.id}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900 tabular-nums" dir="ltr">
            {formatPhone(schedule.recipientNumber)}
          </h3>
          <p className="text-sm break-words text-slate-600">
            {schedule.operatorName} · {cadence(schedule.frequency, schedule.runDay)}
          </p>
        </div>
        <p className="shrink-0 font-bold text-slate-900 tabular-nums">{money(schedule.amountCents)}</p>
      </div>
      <InviteSection
        potId={schedule.id}
        totalCents={schedule.agreedTotalCents}
        taken={{ percent: 0, cents: 0 }}
        full={false}
        inviting={inviting}
        openLabel={t('pots.shareable.action')}
        openTestId="shareable-schedule-share"
      />
    </li>
  );
}
