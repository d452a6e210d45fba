import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPhone } from '../../lib/phone-format';
import { Card } from '../../ui/Card';
import { Switch } from '../../ui/Switch';
import { useAuth } from '../auth';
import { LoadError } from '../../ui/LoadError';
import { LoadingLine } from '../../ui/LoadingLine';
import { useAccountSettings } from './useAccountSettings';

/** Security alerts (a new sign-in, a changed password) by email and by SMS; SMS needs a verified phone. */
export function SecurityAlertsCard() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { settings, isLoading, error, refetch, update } = useAccountSettings();
  const phoneVerified = Boolean(user?.phoneNumber && user.phoneNumberVerified);

  return (
    <Card title={t('security.alerts.heading')}>
      <p className="mb-2 text-slate-700">{t('security.alerts.description')}</p>
      {isLoading ? (
        <LoadingLine />
      ) : !settings ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <div className="divide-y divide-slate-100">
          <Switch
            label={t('security.alerts.email')}
            description={user?.email}
            checked={settings.securityAlertEmail}
            onCheckedChange={(checked) => update({ securityAlertEmail: checked })}
          />
          <div>
            <Switch
              label={t('security.alerts.sms')}
              description={phoneVerified && user?.phoneNumber ? formatPhone(user.phoneNumber) : t('security.alerts.smsNeedsPhone')}
              checked={phoneVerified && settings.securityAlertSms}
              disabled={!phoneVerified}
              onCheckedChange={(checked) => update({ securityAlertSms: checked })}
            />
            {!phoneVerified && (
              <Link
                to="/profile"
                className="mb-2 inline-flex min-h-11 items-center font-semibold text-blue-800 underline focus-visible:outline-2 focus-visible:outline-blue-600"
              >
                {t('security.alerts.verifyPhoneLink')}
              </Link>
            )}
          </div>
        </div>
      )}
    </Card>
  );
}
