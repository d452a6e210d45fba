import { useTranslation } from 'react-i18next';
import { AppShell } from '../../ui/AppShell';
import { Card } from '../../ui/Card';
import { AppInfoCard } from './AppInfoCard';
import { DeleteAccountSection } from './DeleteAccountDialog';
import { NotificationToggles } from './NotificationToggles';
import { LinkRow } from '../../ui/LinkRow';
import { PrivacyCard } from './PrivacyCard';
import { TimeZoneCard } from './TimeZoneCard';
import { HistoryIcon, KeyIcon, ShieldIcon } from '../../ui/icons';

/** /settings: notifications, time zone, security shortcuts, privacy, account deletion and what version this is. */
export default function SettingsPage() {
  const { t } = useTranslation();
  return (
    <AppShell title={t('settings.title')}>
      <div className="flex flex-col gap-4">
        <NotificationToggles />
        <TimeZoneCard />
        <Card title={t('settings.security.heading')}>
          <ul className="flex flex-col">
            <LinkRow
              to="/security-settings#change-password"
              icon={<KeyIcon className="h-5 w-5" />}
              label={t('settings.security.changePassword')}
              description={t('settings.security.changePasswordDescription')}
            />
            <LinkRow
              to="/security-settings#two-factor"
              icon={<ShieldIcon className="h-5 w-5" />}
              label={t('settings.security.twoFactor')}
              description={t('settings.security.twoFactorDescription')}
            />
            <LinkRow
              to="/security-settings#login-activity"
              icon={<HistoryIcon className="h-5 w-5" />}
              label={t('settings.security.loginHistory')}
              description={t('settings.security.loginHistoryDescription')}
            />
          </ul>
        </Card>
        <PrivacyCard />
        <DeleteAccountSection />
        <AppInfoCard />
      </div>
    </AppShell>
  );
}
