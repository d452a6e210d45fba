import { useTranslation } from 'react-i18next';
import type { PotInvite } from '../../../shared/api/pots';
import { formatDate } from '../../../shared/dates';
import { MAX_POT_MEMBERS, shareCentsOf } from '../../../shared/pots';
import { useLanguage } from '../../i18n/language';
import { errorMessage } from '../../lib/error-message';
import { useMoney } from '../../lib/use-money';
import { Button } from '../../ui/Button';
import { InviteForm, InviteLink, percent } from './InviteForm';
import { useWithdrawInvite } from './pots-api';

/** Which invitation form or link is open on the page, and how to open, fill or close it. */
export interface Inviting {
  /** The plan (or the automatic top-up about to become one) whose form is open. */
  openFor: string | null;
  /** The link just made, and for which plan. */
  created: { potId: string; invite: PotInvite } | null;
  open(potId: string): void;
  made(potId: string, invite: PotInvite): void;
  close(): void;
}

/**
 * The owner's way to invite to a plan (or to an automatic top-up not shared yet): a button, then the form, then
 * the link made. The link stays shown once the top-up is listed as a plan (the page keeps it).
 */
export function InviteSection({
  potId,
  totalCents,
  taken,
  full,
  inviting,
  openLabel,
  openTestId,
}: {
  potId: string;
  totalCents: number;
  taken: { percent: number; cents: number };
  full: boolean;
  inviting: Inviting;
  openLabel: string;
  openTestId: string;
}) {
  const { t } = useTranslation();
  if (inviting.created?.potId === potId) return <InviteLink invite={inviting.created.invite} onDone={inviting.close} />;
  if (full)
    return (
      <p className="text-sm text-slate-700" data-testid="pot-full">
        {t('pots.invite.full', { max: MAX_POT_MEMBERS + 1 })}
      </p>
    );
  if (inviting.openFor === potId)
    return (
      <InviteForm
        potId={potId}
        totalCents={totalCents}
        takenPercent={taken.percent}
        takenCents={taken.cents}
        onCreated={(invite) => inviting.made(potId, invite)}
        onClose={inviting.close}
      />
    );
  return (
    <Button variant="secondary" onClick={() => inviting.open(potId)} data-testid={openTestId}>
      {openLabel}
    </Button>
  );
}

/** An invitation nobody used yet: its share, until when it works, and Withdraw. */
export function OpenInvite({ potId, invite, totalCents }: { potId: string; invite: PotInvite; totalCents: number }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const money = useMoney();
  const withdraw = useWithdrawInvite();
  return (
    <li className="flex flex-col gap-2 py-3" data-testid="pot-invite">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-slate-900">
          <span className="font-semibold">
            {t('pots.members.share', {
              percent: percent(invite.sharePercent, locale),
              amount: money(shareCentsOf(totalCents, invite.sharePercent)),
            })}
          </span>
          <br />
          <span className="text-sm text-slate-700">{t('pots.invites.until', { date: formatDate(invite.expiresAt, locale) })}</span>
        </p>
        <Button
          variant="secondary"
          fullWidth={false}
          busy={withdraw.isPending}
          onClick={() => withdraw.mutate({ potId, inviteId: invite.id })}
          data-testid="pot-invite-withdraw"
        >
          {t('pots.invites.withdraw')}
        </Button>
      </div>
      {withdraw.isError && (
        <p role="alert" className="text-red-800">
          {errorMessage(withdraw.error, t)}
        </p>
      )}
    </li>
  );
}
