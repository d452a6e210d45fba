import { useTranslation } from 'react-i18next';
import { CENTS_PER_POINT_EARNED, REDEEM_MIN_POINTS } from '../../../shared/loyalty';
import { useCount, useMoney } from '../../lib/use-money';
import { AppShell } from '../../ui/AppShell';
import { ButtonLink } from '../../ui/ButtonLink';
import { Card } from '../../ui/Card';
import { LoadError } from '../../ui/LoadError';
import { Skeleton } from '../../ui/Skeleton';
import { LevelsTable } from './LevelsTable';
import { useLoyalty } from './loyalty-api';
import { PointsHistory } from './PointsHistory';
import { RedeemCard } from './RedeemCard';
import { StandingCard } from './StandingCard';

/**
 * /loyalty (ADR 0027): the person's level, points and progress to the next level; the benefits of all five
 * levels; how points are earned and redeemed; redeeming; and the points history. The rules come from
 * shared/loyalty.ts, so the table and the explanations show even when the person's figures cannot load.
 */
export default function LoyaltyPage() {
  const { t } = useTranslation();
  const loyalty = useLoyalty();
  return (
    <AppShell title={t('loyalty.title')}>
      <div className="flex flex-col gap-5">
        <p className="text-slate-700">{t('loyalty.intro')}</p>
        {loyalty.isPending ? (
          <div role="status" className="flex flex-col gap-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70">
            <span className="sr-only">{t('common.loading')}</span>
            <Skeleton className="h-7 w-40" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-3 w-full" />
          </div>
        ) : loyalty.isError ? (
          <LoadError framed error={loyalty.error} onRetry={() => void loyalty.refetch()} />
        ) : (
          <StandingCard summary={loyalty.data} />
        )}
        <LevelsTable current={loyalty.data?.level ?? null} />
        <HowItWorks />
        {loyalty.data && <RedeemCard summary={loyalty.data} />}
        {loyalty.data && <PointsHistory history={loyalty.data.history} />}
        <ButtonLink to="/send-topup">{t('loyalty.sendTopup')}</ButtonLink>
      </div>
    </AppShell>
  );
}

/** The earning and redeeming rules in plain words, with a worked example. */
function HowItWorks() {
  const { t } = useTranslation();
  const money = useMoney();
  const count = useCount();
  return (
    <Card title={t('loyalty.earn.heading')}>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-slate-800">
        <li>{t('loyalty.earn.rule', { amount: money(CENTS_PER_POINT_EARNED) })}</li>
        <li>{t('loyalty.earn.example', { amount: money(2050), points: count(20) })}</li>
        <li>{t('loyalty.earn.failed')}</li>
        <li>{t('loyalty.earn.lifetime')}</li>
        <li>{t('loyalty.earn.redeem', { min: count(REDEEM_MIN_POINTS), value: money(100) })}</li>
      </ul>
    </Card>
  );
}
