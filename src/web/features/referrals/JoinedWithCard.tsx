import { useTranslation } from 'react-i18next';
import { SELF_REFERRAL_RULES, type ReferralsOverview } from '../../../shared/api/referrals';
import { Card } from '../../ui/Card';

const TOLD_REASONS: readonly string[] = [...SELF_REFERRAL_RULES, 'self_referral'];

/**
 * For a person who signed up with a friend's code and whose sign-up earns that friend no bonus because
 * they share an email, a phone number or a PayPal account: which one, said as their notice says it,
 * without blame. Nothing otherwise (a monthly cap or a closed account is the referrer's matter).
 */
export function JoinedWithCard({ overview }: { overview: ReferralsOverview }) {
  const { t } = useTranslation();
  const reason = overview.joinedWith?.refusalReason;
  if (!reason || !TOLD_REASONS.includes(reason)) return null;
  return (
    <Card title={t('referrals.joined.title')}>
      <p className="text-slate-800" data-testid="joined-referral-reason">
        {t(`referrals.joined.reasons.${reason}`)}
      </p>
    </Card>
  );
}
