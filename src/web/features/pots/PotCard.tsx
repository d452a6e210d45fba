import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pot, PotMember } from '../../../shared/api/pots';
import { MAX_POT_MEMBERS, shareCentsOf } from '../../../shared/pots';
import { useLanguage } from '../../i18n/language';
import { errorMessage } from '../../lib/error-message';
import { usePhoneDisplay } from '../../lib/phone-display';
import { useMoney } from '../../lib/use-money';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { CheckIcon, ClockIcon } from '../../ui/icons';
import { formatDay } from '../schedules';
import { useCadence } from './cadence';
import { percent } from './InviteForm';
import { InviteSection, OpenInvite, type Inviting } from './PotInvites';
import { useLeavePot } from './pots-api';

/**
 * One family plan: the recipient and the top-up, until when they are covered, the latest run and the next, who
 * pays what and who is ready; for the owner the open invitations and "Invite someone", for a member "Leave".
 */
export function PotCard({ pot, inviting }: { pot: Pot; inviting: Inviting }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const money = useMoney();
  const cadence = useCadence();
  const formatPhone = usePhoneDisplay(true);
  const owner = pot.role === 'owner';
  const others = pot.members.filter((member) => member.role === 'member');
  const taken = {
    percent: others.reduce((sum, m) => sum + m.sharePercent, 0) + pot.invites.reduce((sum, i) => sum + i.sharePercent, 0),
    cents:
      others.reduce((sum, m) => sum + m.shareCents, 0) +
      pot.invites.reduce((sum, i) => sum + shareCentsOf(pot.agreedTotalCents, i.sharePercent), 0),
  };
  const full = others.length + pot.invites.length >= MAX_POT_MEMBERS;
  const waiting = pot.latestRun?.state === 'waiting_funds';
  return (
    <li
      className="flex flex-col gap-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70"
      data-testid="pot-card"
      data-role={pot.role}
      data-pot={pot.id}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold break-words text-slate-900 tabular-nums" dir="ltr">
            {formatPhone(pot.recipientNumber)}
          </h2>
          <p className="text-sm break-words text-slate-600">{pot.operatorName}</p>
        </div>
        <p className="shrink-0 text-lg font-bold text-slate-900 tabular-nums">{money(pot.amountCents)}</p>
      </div>
      <div className="text-slate-800">
        <p data-testid="pot-cadence">
          {cadence(pot.frequency, pot.runDay)}
          {pot.status !== 'active' && <> · {t(`schedules.status.${pot.status}`)}</>}
        </p>
        <p className="text-sm text-slate-700">{t('pots.agreedPrice', { total: money(pot.agreedTotalCents) })}</p>
      </div>

      <Coverage pot={pot} />
      {waiting && pot.latestRun && (
        <p className="rounded-2xl bg-yellow-50 p-3 text-yellow-950 ring-1 ring-yellow-300" data-testid="pot-waiting">
          {t('pots.waiting', { day: formatDay(pot.latestRun.runOn, locale) })}
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {pot.latestRun && (
          <>
            <dt className="text-slate-600">{t('pots.latestRun')}</dt>
            <dd className="font-semibold text-slate-900" data-testid="pot-latest-run" data-state={pot.latestRun.state}>
              {formatDay(pot.latestRun.runOn, locale)} · {t(`pots.runState.${pot.latestRun.state}`)}
            </dd>
          </>
        )}
        {pot.nextRunOn && (
          <>
            <dt className="text-slate-600">{t('pots.nextRun')}</dt>
            <dd className="font-semibold text-slate-900" data-testid="pot-next-run">
              {formatDay(pot.nextRunOn, locale)}
            </dd>
          </>
        )}
      </dl>

      <div>
        <h3 className="text-base font-bold text-slate-900">{t('pots.members.title')}</h3>
        <ul className="divide-y divide-slate-100" data-testid="pot-members">
          {pot.members.map((member, index) => (
            <MemberRow
              key={`${member.role}-${index}`}
              member={member}
              hasLatest={pot.latestRun !== null}
              waitingDay={waiting && pot.latestRun ? formatDay(pot.latestRun.runOn, locale) : null}
            />
          ))}
        </ul>
      </div>

      {owner && pot.invites.length > 0 && (
        <div>
          <h3 className="text-base font-bold text-slate-900">{t('pots.invites.title')}</h3>
          <ul className="divide-y divide-slate-100" data-testid="pot-invites">
            {pot.invites.map((invite) => (
              <OpenInvite key={invite.id} potId={pot.id} invite={invite} totalCents={pot.agreedTotalCents} />
            ))}
          </ul>
        </div>
      )}
      {owner && pot.status !== 'cancelled' && (
        <InviteSection
          potId={pot.id}
          totalCents={pot.agreedTotalCents}
          taken={taken}
          full={full}
          inviting={inviting}
          openLabel={t('pots.invite.open')}
          openTestId="pot-invite-open"
        />
      )}
      {owner && <p className="text-sm text-slate-700">{t('pots.ownerStops')}</p>}
      {!owner && <Leave potId={pot.id} />}
    </li>
  );
}

/** Until when the recipient is covered: the next run's day once the latest was sent; else said plainly. */
function Coverage({ pot }: { pot: Pot }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  if (pot.coveredUntil)
    return (
      <p
        className="flex items-center gap-2 rounded-2xl bg-emerald-50 p-3 font-semibold text-emerald-950 ring-1 ring-emerald-200"
        data-testid="pot-covered"
        data-covered="true"
      >
        <CheckIcon className="h-5 w-5 shrink-0" />
        {t('pots.coveredUntil', { day: formatDay(pot.coveredUntil, locale) })}
      </p>
    );
  if (!pot.latestRun || pot.latestRun.state === 'waiting_funds') return null;
  return (
    <p className="rounded-2xl bg-slate-100 p-3 font-semibold text-slate-900" data-testid="pot-covered" data-covered="false">
      {t('pots.notCovered')}
    </p>
  );
}

/**
 * One person: name, role, share (% and $), paid the latest run, ready or short for the next (and, to themselves,
 * what to add). While a run waits, it is the one that matters: ready or short for it, nobody having paid it yet.
 */
function MemberRow({ member, hasLatest, waitingDay }: { member: PotMember; hasLatest: boolean; waitingDay: string | null }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const money = useMoney();
  const short = member.nextRun === 'short';
  return (
    <li
      className="flex flex-col gap-2 py-3"
      data-testid="pot-member"
      data-you={member.you}
      data-paid={member.paidLatest}
      data-next={member.nextRun}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 font-semibold break-words text-slate-900">
          {member.you ? t('pots.members.you', { name: member.name }) : member.name}
        </p>
        <Badge tone={member.role === 'owner' ? 'info' : 'neutral'}>{t(`pots.role.${member.role}`)}</Badge>
      </div>
      <p className="text-sm text-slate-700" data-testid="pot-member-share">
        {t('pots.members.share', { percent: percent(member.sharePercent, locale), amount: money(member.shareCents) })}
      </p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        {hasLatest && !waitingDay && (
          <Fact label={t('pots.members.latest')}>
            {member.paidLatest ? (
              <Badge tone="success" icon={<CheckIcon className="h-4 w-4" />}>
                <span data-testid="pot-member-paid">{t('pots.members.paid')}</span>
              </Badge>
            ) : (
              <Badge tone="neutral">{t('pots.members.notPaid')}</Badge>
            )}
          </Fact>
        )}
        <Fact label={waitingDay ? t('pots.members.waitingRun', { day: waitingDay }) : t('pots.members.next')}>
          {short ? (
            <Badge tone="warning" icon={<ClockIcon className="h-4 w-4" />}>
              <span data-testid="pot-member-short">{t('pots.members.short')}</span>
            </Badge>
          ) : (
            <Badge tone="success">
              <span data-testid="pot-member-ready">{t('pots.members.ready')}</span>
            </Badge>
          )}
        </Fact>
      </dl>
      {member.you && short && (
        <div className="flex flex-col gap-2 rounded-2xl bg-yellow-50 p-3 ring-1 ring-yellow-300" data-testid="pot-you-short">
          <p className="text-yellow-950">
            {member.shortCents !== null
              ? t('pots.members.addToPay', { missing: money(member.shortCents) })
              : t('pots.members.addFundsToPay')}
          </p>
          <ButtonLink to="/wallet" data-testid="pot-add-funds">
            {t('pots.members.addFunds')}
          </ButtonLink>
        </div>
      )}
    </li>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <dt className="text-slate-600">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** "Leave this plan", asked twice: from the next run on they pay nothing, and need a new invitation to come back. */
function Leave({ potId }: { potId: string }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const leave = useLeavePot();
  return (
    <div className="flex flex-col gap-2">
      {asking ? (
        <div className="flex flex-col gap-2 rounded-2xl bg-red-50 p-4 ring-1 ring-red-200" data-testid="pot-leave-confirm">
          <p className="text-red-950">{t('pots.leave.confirm')}</p>
          <div className="grid grid-cols-2 gap-2">
            <Button variant="danger" busy={leave.isPending} onClick={() => leave.mutate(potId)} data-testid="pot-leave-yes">
              {t('pots.leave.yes')}
            </Button>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t('pots.leave.no')}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="ghost" onClick={() => setAsking(true)} data-testid="pot-leave">
          {t('pots.leave.action')}
        </Button>
      )}
      {leave.isError && (
        <p role="alert" className="text-red-800">
          {errorMessage(leave.error, t)}
        </p>
      )}
    </div>
  );
}
