import { useTranslation } from 'react-i18next';
import type { Referral, ReferralsOverview } from '../../../shared/api/referrals';
import { useLanguage } from '../../i18n/language';
import { useCount, useMoney } from '../../lib/use-money';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { formatDate } from '../../../shared/dates';

const TONES: Record<Referral['status'], BadgeTone> = { pending: 'warning', paid: 'success', refused: 'neutral' };

/** Total earned, friends invited, and each friend referred: name and initial, date, status, bonus. */
export function ReferralList({ overview }: { overview: ReferralsOverview }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const money = useMoney();
  const count = useCount();

  return (
    <Card title={t('referrals.list.heading')}>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-emerald-50 p-3">
          <dt className="text-sm text-slate-700">{t('referrals.list.totalEarned')}</dt>
          <dd className="text-2xl font-bold text-slate-900" data-testid="referrals-total-earned">
            {money(overview.totalEarnedCents)}
          </dd>
        </div>
        <div className="rounded-2xl bg-blue-50 p-3">
          <dt className="text-sm text-slate-700">{t('referrals.list.friendsInvited')}</dt>
          <dd className="text-2xl font-bold text-slate-900" data-testid="referrals-friends-invited">
            {count(overview.friendsInvited)}
          </dd>
        </div>
      </dl>
      {overview.referrals.length === 0 ? (
        <p className="mt-4 text-slate-700">{t('referrals.list.empty')}</p>
      ) : (
        <ul className="mt-4 flex flex-col divide-y divide-slate-200" data-testid="referral-list">
          {overview.referrals.map((referral) => (
            <li key={referral.id} className="flex items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="truncate font-semibold text-slate-900">{referral.friendName ?? t('referrals.list.closedAccount')}</p>
                <p className="text-sm text-slate-600">
                  <time dateTime={referral.createdAt}>{formatDate(referral.createdAt, locale)}</time>
                </p>
                {referral.refusalReason && (
                  <p className="mt-1 text-sm text-slate-700" data-testid="referral-reason">
                    {t(`referrals.reasons.${referral.refusalReason}`)}
                  </p>
                )}
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <Badge tone={TONES[referral.status]}>{t(`referrals.status.${referral.status}`)}</Badge>
                {referral.status !== 'refused' && (
                  <span className="text-sm font-semibold text-slate-900">{money(referral.bonusCents)}</span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
