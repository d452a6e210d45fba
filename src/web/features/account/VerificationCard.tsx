import { useTranslation } from 'react-i18next';
import type { ProductUser } from '../../../shared/api/identity';
import { Card } from '../../ui/Card';
import { EmailVerification } from './EmailVerification';
import { PhoneVerification } from './PhoneVerification';
import { SendingLimits } from './SendingLimits';

/** Email and phone verification, one under the other; both verified makes the account verified. */
export function VerificationCard({ user }: { user: ProductUser }) {
  const { t } = useTranslation();
  return (
    <Card title={t('profile.verification.heading')}>
      <p className="mb-4 text-slate-700">{t('profile.verification.description')}</p>
      <SendingLimits verified={user.verificationStatus === 'verified'} />
      <div className="flex flex-col gap-6">
        <EmailVerification user={user} />
        <hr className="border-slate-200" />
        <PhoneVerification user={user} />
      </div>
    </Card>
  );
}
