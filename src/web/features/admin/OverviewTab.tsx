import { useTranslation } from 'react-i18next';
import type { AdminOverview } from '../../../shared/api/admin-users';
import { useLanguage } from '../../i18n/language';
import { useCount, useMoney } from '../../lib/use-money';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { LoadError } from '../../ui/LoadError';
import { LoadingLine } from '../../ui/LoadingLine';
import { useOverview } from './overview-api';
import { OverviewChart } from './overview-chart';
import { numberFormat } from '../../../shared/intl';

/**
 * The Overview tab (docs/product-rules.md#admin-overview): the headline figures, each with what it counts stated under it, 30 days of
 * top-ups and revenue, and the money health checks an operator looks at first.
 */
export default function OverviewTab() {
  const { t } = useTranslation();
  const overview = useOverview();
  return (
    <section aria-labelledby="overview-heading" className="flex flex-col gap-4">
      <h2 id="overview-heading" className="text-xl font-bold text-slate-900">
        {t('admin.overview.heading')}
      </h2>
      {overview.isPending ? (
        <LoadingLine />
      ) : overview.isError ? (
        <LoadError framed error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <Figures overview={overview.data} />
          <Card title={t('admin.overview.chart.heading')}>
            <OverviewChart days={overview.data.days} />
          </Card>
          <Health health={overview.data.health} />
        </>
      )}
    </section>
  );
}

function Figures({ overview }: { overview: AdminOverview }) {
  const { t } = useTranslation();
  const money = useMoney();
  const count = useCount();
  const figures = [
    { id: 'totalUsers', value: count(overview.totalUsers), note: t('admin.overview.totalUsersNote') },
    { id: 'activeUsers', value: count(overview.activeUsers), note: t('admin.overview.activeUsersNote', { days: overview.activeDays }) },
    {
      id: 'totalTransactions',
      value: count(overview.totalTransactions),
      note: t('admin.overview.totalTransactionsNote', {
        topups: count(overview.deliveredTopups),
        fundings: count(overview.completedFundings),
      }),
    },
    { id: 'revenue', value: money(overview.revenueCents), note: t('admin.overview.revenueNote') },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="overview-figures">
      {figures.map((figure) => (
        <div key={figure.id} className="flex flex-col rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70">
          <dt className="text-sm font-semibold text-slate-700">{t(`admin.overview.${figure.id}`)}</dt>
          <dd className="order-first text-2xl font-bold text-slate-900" data-testid={`overview-${figure.id}`}>
            {figure.value}
          </dd>
          <dd className="mt-1 text-sm text-slate-600">{figure.note}</dd>
        </div>
      ))}
    </dl>
  );
}

function Health({ health }: { health: AdminOverview['health'] }) {
  const { t } = useTranslation();
  const count = useCount();
  const money = useMoney();
  const { locale } = useLanguage();
  const float = health.aggregatorFloat;
  const floatText =
    float.status === 'ok'
      ? numberFormat(locale, { style: 'currency', currency: float.currencyCode ?? 'USD' }).format(Number(float.balance))
      : t(`admin.overview.health.float_${float.status}`);
  const rows = [
    {
      id: 'ledger',
      ok: health.ledgerInvariantsHold,
      value: health.ledgerInvariantsHold
        ? t('admin.overview.health.ledgerOk')
        : t('admin.overview.health.ledgerBroken', { names: health.ledgerViolations.join(', ') }),
    },
    { id: 'float', ok: float.status === 'ok', value: floatText },
    { id: 'unconfirmed', ok: health.unconfirmedTopups === 0, value: count(health.unconfirmedTopups) },
    { id: 'held', ok: health.heldPayments === 0, value: count(health.heldPayments) },
    // What deleted accounts left in their wallets (ADR 0062): kept for them, to give back when they ask.
    { id: 'unclaimed', ok: health.unclaimedBalancesCents === 0, value: money(health.unclaimedBalancesCents) },
  ];
  return (
    <Card title={t('admin.overview.health.heading')}>
      <dl className="flex flex-col divide-y divide-slate-100" data-testid="overview-health">
        {rows.map((row) => (
          <div key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <dt className="font-semibold text-slate-800">{t(`admin.overview.health.${row.id}`)}</dt>
            <dd className="flex items-center gap-2 text-slate-900">
              <span>{row.value}</span>
              <Badge tone={row.ok ? 'success' : 'warning'}>{t(row.ok ? 'admin.overview.health.fine' : 'admin.overview.health.look')}</Badge>
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
