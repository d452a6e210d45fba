import { useTranslation } from 'react-i18next';
import type { ReferralsOverview } from '../../../shared/api/referrals';
import { useMoney } from '../../lib/use-money';
import { AppShell } from '../../ui/AppShell';
import { Card } from '../../ui/Card';
import { GiftIcon } from '../../ui/icons';
import { LoadError } from '../../ui/LoadError';
import { Skeleton } from '../../ui/Skeleton';
import { JoinedWithCard } from './JoinedWithCard';
import { ReferralList } from './ReferralList';
import { useReferrals } from './referrals-api';
import { ShareCard } from './ShareCard';

/**
 * /invite-friends (docs/product-rules.md#invite-friends): the person's code and link with copy buttons, sharing by
 * WhatsApp, email, SMS or the phone's own share sheet, the friends referred with their status, the totals,
 * and the programme's rules in plain words (ADR 0026).
 */
export default function InviteFriendsPage() {
  const { t } = useTranslation();
  const referrals = useReferrals();

  return (
    <AppShell title={t('referrals.title')}>
      <div className="flex flex-col gap-5">
        {referrals.isPending ? (
          <Card>
            <div role="status" className="flex flex-col gap-3">
              <span className="sr-only">{t('common.loading')}</span>
              <Skeleton className="h-7 w-40" />
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
            </div>
          </Card>
        ) : referrals.isError ? (
          <Card>
            <LoadError error={referrals.error} onRetry={() => void referrals.refetch()} />
          </Card>
        ) : (
          <>
            <Hero overview={referrals.data} />
            <JoinedWithCard overview={referrals.data} />
            <ShareCard overview={referrals.data} />
            <ReferralList overview={referrals.data} />
            <RulesCard overview={referrals.data} />
          </>
        )}
      </div>
    </AppShell>
  );
}

function Hero({ overview }: { overview: ReferralsOverview }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section className="flex items-start gap-4 rounded-3xl bg-blue-800 p-5 text-white">
      <span aria-hidden="true" className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-white/15">
        <GiftIcon className="h-6 w-6" />
      </span>
      <div>
        <h2 className="text-xl font-bold">{t('referrals.heroTitle', { bonus: money(overview.bonusCents) })}</h2>
        <p className="mt-1 text-blue-50">
          {t('referrals.heroBody', { bonus: money(overview.bonusCents), minimum: money(overview.minimumTopupCents) })}
        </p>
      </div>
    </section>
  );
}

function RulesCard({ overview }: { overview: ReferralsOverview }) {
  const { t } = useTranslation();
  const money = useMoney();
  const rules = [
    t('referrals.rules.bonus', { bonus: money(overview.bonusCents), minimum: money(overview.minimumTopupCents) }),
    t('referrals.rules.signUpOnly'),
    t('referrals.rules.monthlyCap', { cap: overview.monthlyCap }),
    t('referrals.rules.noSelf'),
    t('referrals.rules.wallet'),
  ];
  return (
    <Card title={t('referrals.rules.heading')}>
      <ul className="flex list-disc flex-col gap-2 ps-5 text-slate-800" data-testid="referral-rules">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </Card>
  );
}
