import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppShell } from '../../ui/AppShell';
import { ChangePasswordCard } from './ChangePasswordForm';
import { LoginActivityCard } from './LoginActivityCard';
import { SecurityAlertsCard } from './SecurityAlertsCard';
import { TwoFactorCard } from './TwoFactorCard';

/** /security-settings: change password, two-factor, security alerts, recent sign-ins. */
export default function SecuritySettingsPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();

  // Settings links straight to a section (#change-password, #two-factor, #login-activity).
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <AppShell title={t('security.title')}>
      <div className="flex flex-col gap-4">
        <p className="text-slate-700">{t('security.intro')}</p>
        <ChangePasswordCard />
        <TwoFactorCard />
        <SecurityAlertsCard />
        <LoginActivityCard />
      </div>
    </AppShell>
  );
}
