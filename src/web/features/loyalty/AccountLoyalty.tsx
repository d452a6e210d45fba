import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCount } from '../../lib/use-money';
import { Skeleton } from '../../ui/Skeleton';
import { LevelBadge } from './LevelBadge';
import { useLoyalty } from './loyalty-api';

/**
 * The account card's loyalty lines (docs/product-rules.md#loyalty-points): the level and the points, from GET
 * /api/loyalty, the same stored balance as the dashboard's "reward points", with a link to /loyalty.
 */
export function AccountLoyalty() {
  const { t } = useTranslation();
  const count = useCount();
  const loyalty = useLoyalty();
  return (
    <div className="mt-4 border-t border-slate-100 pt-4" data-testid="account-loyalty">
      <h3 className="font-semibold text-slate-900">{t('loyalty.account.heading')}</h3>
      <dl className="mt-2 flex flex-col gap-2 text-slate-800">
        <div className="flex items-center justify-between gap-3">
          <dt>{t('loyalty.account.points')}</dt>
          <dd className="font-bold tabular-nums" data-testid="account-loyalty-points">
            {loyalty.data ? count(loyalty.data.points) : loyalty.isError ? '—' : <Skeleton className="h-5 w-12" />}
          </dd>
        </div>
        <div className="flex items-center justify-between gap-3">
          <dt>{t('loyalty.account.level')}</dt>
          <dd>{loyalty.data ? <LevelBadge level={loyalty.data.level} /> : loyalty.isError ? '—' : <Skeleton className="h-5 w-20" />}</dd>
        </div>
      </dl>
      <Link to="/loyalty" className="mt-2 inline-flex min-h-11 items-center font-semibold text-blue-800 underline">
        {t('loyalty.account.link')}
      </Link>
    </div>
  );
}
