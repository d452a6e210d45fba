import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductUser } from '../../../shared/api/identity';
import { Card } from '../../ui/Card';
import { Badge } from '../../ui/Badge';
import { AccountLoyalty } from '../loyalty';
import { AttentionIcon, CheckIcon, GiftIcon, HourglassIcon, LimitsIcon, LockIcon, SupportIcon } from '../../ui/icons';

const STATUS = {
  verified: { tone: 'success', Icon: CheckIcon },
  pending: { tone: 'warning', Icon: HourglassIcon },
  not_verified: { tone: 'neutral', Icon: AttentionIcon },
} as const;

const BENEFITS = [
  { key: 'limits', Icon: LimitsIcon },
  { key: 'security', Icon: LockIcon },
  { key: 'support', Icon: SupportIcon },
  { key: 'promotions', Icon: GiftIcon },
] as const;

/** Account status (verified, pending, not verified) and what verifying brings (docs/product-rules.md#verification-benefits). */
export function AccountStatusCard({ user }: { user: ProductUser }) {
  const { t } = useTranslation();
  const status = STATUS[user.verificationStatus];
  return (
    <Card title={t('profile.status.heading')}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={status.tone} icon={<status.Icon className="h-4 w-4" />}>
          {t(`profile.status.${user.verificationStatus}`)}
        </Badge>
      </div>
      <p className="mt-3 text-slate-700">{t(`profile.status.${user.verificationStatus}Explained`)}</p>
      {user.referralCode && (
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-800">
          <span>
            {t('referrals.accountCard')}:{' '}
            <span className="font-mono font-bold tracking-wider" data-testid="account-referral-code">
              {user.referralCode}
            </span>
          </span>
          <Link to="/invite-friends" className="inline-flex min-h-11 items-center font-semibold text-blue-800 underline">
            {t('referrals.accountCardLink')}
          </Link>
        </p>
      )}
      <h3 className="mt-4 font-semibold text-slate-900">{t('profile.status.benefitsHeading')}</h3>
      <ul className="mt-2 flex flex-col gap-2">
        {BENEFITS.map(({ key, Icon }) => (
          <li key={key} className="flex items-center gap-3 text-slate-800">
            <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-blue-50 text-blue-800">
              <Icon className="h-5 w-5" />
            </span>
            {t(`profile.status.benefits.${key}`)}
          </li>
        ))}
      </ul>
      <AccountLoyalty />
    </Card>
  );
}
