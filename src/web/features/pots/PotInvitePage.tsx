import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { PotInvitePreview } from '../../../shared/api/pots';
import { formatDate } from '../../../shared/dates';
import { useLanguage } from '../../i18n/language';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { useMoney } from '../../lib/use-money';
import { AppShell } from '../../ui/AppShell';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { Card } from '../../ui/Card';
import { LoadError } from '../../ui/LoadError';
import { Loader } from '../../ui/Loader';
import { toast } from '../../ui/toast-store';
import { useAuth } from '../auth';
import { LinkFrame, nextParam } from '../credit-requests';
import { percent } from './InviteForm';
import { useCadence } from './cadence';
import { useAcceptInvite, useInvitePreview } from './pots-api';

/** What an invitation link carries (src/shared/api/pots.ts: potInviteToken), checked here without loading zod. */
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** Refusals of an opened link that are about the link itself (used, expired, one's own): said, with what to do. */
const LINK_REASONS = new Set(['potInviteUsed', 'potInviteExpired', 'potOwnInvite', 'potFull', 'potShareTooBig', 'potCancelled']);

/**
 * /pot/<token>: an invitation to a family plan (ADR 0074), opened from its link. Signed out: what it is, then
 * sign-up or sign-in, which come back here. Signed in: who invites, for whom (the number masked), how often, the
 * price and one's share, and "Join"; then /family. A link that cannot be used says why and what to do.
 */
export default function PotInvitePage() {
  const { t } = useTranslation();
  const { status } = useAuth();
  const { token = '' } = useParams();
  if (status !== 'signedIn')
    return (
      <LinkFrame title={t('pots.join.title')}>
        <SignedOut token={token} />
      </LinkFrame>
    );
  return (
    <AppShell title={t('pots.join.title')}>
      <div className="flex flex-col gap-4">{TOKEN.test(token) ? <Invitation token={token} /> : <Unusable />}</div>
    </AppShell>
  );
}

function SignedOut({ token }: { token: string }) {
  const { t } = useTranslation();
  const back = nextParam(`/pot/${token}`);
  return (
    <>
      <Card>
        <p className="text-slate-800">{t('pots.join.signedOut')}</p>
        <p className="mt-2 text-slate-700">{t('pots.how.shares')}</p>
      </Card>
      <ButtonLink to={`/register${back}`} variant="brand" data-testid="pot-join-register">
        {t('pots.join.register')}
      </ButtonLink>
      <ButtonLink to={`/login${back}`} variant="outline" data-testid="pot-join-sign-in">
        {t('pots.join.signIn')}
      </ButtonLink>
    </>
  );
}

function Invitation({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const preview = useInvitePreview(token);
  const accept = useAcceptInvite(token);
  if (preview.isPending) return <Loader />;
  if (preview.isError) {
    const error = preview.error;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <Unusable />;
    if (error instanceof ApiError && error.reason && LINK_REASONS.has(error.reason)) return <Unusable reason={errorMessage(error, t)} />;
    return <LoadError framed error={error} onRetry={() => void preview.refetch()} />;
  }
  const join = () =>
    accept.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t('pots.join.joined'), variant: 'success' });
        void navigate('/family');
      },
    });
  const reason = accept.error instanceof ApiError ? accept.error.reason : null;
  const refused = reason !== null && LINK_REASONS.has(reason);
  return (
    <>
      <InvitationCard invite={preview.data.invite} />
      {accept.isError && (
        <div
          role="alert"
          className="flex flex-col gap-1 rounded-2xl bg-red-50 p-4 text-red-950 ring-1 ring-red-200"
          data-testid="pot-join-error"
        >
          <p>{errorMessage(accept.error, t)}</p>
          {refused && reason !== 'potOwnInvite' && <p>{t('pots.join.askAgain')}</p>}
        </div>
      )}
      {refused ? (
        <ButtonLink to="/family" variant="outline">
          {t('pots.join.seePlans')}
        </ButtonLink>
      ) : (
        <Button busy={accept.isPending} onClick={join} data-testid="pot-join">
          {t('pots.join.action')}
        </Button>
      )}
    </>
  );
}

/** Who invites, for whom, how often, the price and the share; what joining means. */
function InvitationCard({ invite }: { invite: PotInvitePreview }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const money = useMoney();
  const cadence = useCadence();
  return (
    <Card>
      <p className="text-lg font-bold text-slate-900" data-testid="pot-join-who">
        {t('pots.join.invites', { name: invite.ownerName })}
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-slate-800">
        <dt className="text-slate-600">{t('pots.join.number')}</dt>
        <dd className="font-semibold tabular-nums" dir="ltr">
          {invite.recipientNumber}
        </dd>
        <dt className="text-slate-600">{t('pots.join.operator')}</dt>
        <dd className="font-semibold">{invite.operatorName}</dd>
        <dt className="text-slate-600">{t('pots.join.howOften')}</dt>
        <dd className="font-semibold">{cadence(invite.frequency, invite.runDay)}</dd>
        <dt className="text-slate-600">{t('pots.join.price')}</dt>
        <dd className="font-semibold">{money(invite.agreedTotalCents)}</dd>
        <dt className="text-slate-600">{t('pots.join.yourShare')}</dt>
        <dd className="font-semibold" data-testid="pot-join-share">
          {t('pots.members.share', { percent: percent(invite.sharePercent, locale), amount: money(invite.shareCents) })}
        </dd>
      </dl>
      <p className="mt-3 text-slate-700">{t('pots.join.how', { amount: money(invite.shareCents) })}</p>
      <p className="mt-2 text-sm text-slate-600">{t('pots.join.validUntil', { date: formatDate(invite.expiresAt, locale) })}</p>
    </Card>
  );
}

/** A link that does not open an invitation (unknown, or refused with a reason): said, with the way to one's plans. */
function Unusable({ reason }: { reason?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <div
        role="alert"
        className="flex flex-col gap-1 rounded-2xl bg-yellow-50 p-4 text-yellow-950 ring-1 ring-yellow-300"
        data-testid="pot-join-gone"
      >
        <p>{reason ?? t('pots.join.gone')}</p>
      </div>
      <ButtonLink to="/family" variant="outline">
        {t('pots.join.seePlans')}
      </ButtonLink>
    </>
  );
}
