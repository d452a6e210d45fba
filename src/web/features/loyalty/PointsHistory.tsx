import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoyaltyHistoryEntry } from '../../../shared/api/loyalty';
import { useLanguage } from '../../i18n/language';
import { useCount, useMoney } from '../../lib/use-money';
import { Card } from '../../ui/Card';
import { formatDate } from '../../../shared/dates';

/** Every points entry, newest first: earned on a top-up (with a link to it) or redeemed for wallet credit. */
export function PointsHistory({ history }: { history: LoyaltyHistoryEntry[] }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const count = useCount();
  const money = useMoney();
  return (
    <Card title={t('loyalty.history.heading')}>
      {history.length === 0 ? (
        <p className="text-slate-700" data-testid="loyalty-history-empty">
          {t('loyalty.history.empty')}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100" data-testid="loyalty-history">
          {history.map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-3 py-3">
              <div className="flex min-w-0 flex-col">
                <span className="font-semibold text-slate-900">
                  {entry.kind === 'earned'
                    ? t('loyalty.history.earned')
                    : t('loyalty.history.redeemed', { amount: money(entry.creditCents ?? 0) })}
                </span>
                <span className="text-sm text-slate-700">
                  <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, locale)}</time>
                  {entry.topupId && (
                    <>
                      {' · '}
                      <Link
                        to={`/payment-summary?topup=${encodeURIComponent(entry.topupId)}`}
                        className="font-semibold text-blue-800 underline"
                      >
                        {t('loyalty.history.viewTopup')}
                      </Link>
                    </>
                  )}
                </span>
              </div>
              <span className={`shrink-0 font-bold tabular-nums ${entry.points > 0 ? 'text-emerald-800' : 'text-slate-900'}`}>
                {t('loyalty.pointsShort', { points: `${entry.points > 0 ? '+' : '−'}${count(Math.abs(entry.points))}` })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
