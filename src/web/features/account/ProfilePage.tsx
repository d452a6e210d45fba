import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppShell } from '../../ui/AppShell';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { toast } from '../../ui/toast-store';
import { useAuth } from '../auth';
import { AccountStatusCard } from './AccountStatusCard';
import { DeleteAccountSection } from './DeleteAccountDialog';
import { LanguageCard } from './LanguageCard';
import { LinkRow } from '../../ui/LinkRow';
import { PersonalInfoCard } from './PersonalInfoCard';
import { VerificationCard } from './VerificationCard';
import { LockIcon, SettingsIcon, SignOutIcon } from '../../ui/icons';

/** /profile: personal info, language, account status and verification, settings links, sign out, delete. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { user, signOut } = useAuth();
  const navigate = useNavigate();

  const [signingOut, setSigningOut] = useState(false);

  // Plain async, not a mutation: signing out clears the query client, and this screen with it.
  const logout = async () => {
    setSigningOut(true);
    try {
      await signOut();
      navigate('/', { replace: true });
    } catch (error) {
      setSigningOut(false);
      toast({ title: t('profile.logoutFailed'), description: errorMessage(error, t), variant: 'destructive' });
    }
  };

  if (!user) return null;
  return (
    <AppShell title={t('profile.title')}>
      <div className="flex flex-col gap-4">
        <p className="text-lg text-slate-700">{t('profile.greeting', { name: user.firstName || user.email })}</p>
        <PersonalInfoCard />
        <AccountStatusCard user={user} />
        <VerificationCard user={user} />
        <LanguageCard />
        <Card title={t('profile.more.heading')}>
          <ul className="flex flex-col">
            <LinkRow
              to="/settings"
              icon={<SettingsIcon className="h-5 w-5" />}
              label={t('profile.more.settings')}
              description={t('profile.more.settingsDescription')}
            />
            <LinkRow
              to="/security-settings"
              icon={<LockIcon className="h-5 w-5" />}
              label={t('profile.more.security')}
              description={t('profile.more.securityDescription')}
            />
          </ul>
        </Card>
        <Card title={t('profile.signOut.heading')}>
          <p className="mb-4 text-slate-700">{t('profile.signOut.description')}</p>
          <Button variant="secondary" onClick={logout} busy={signingOut}>
            <SignOutIcon className="h-5 w-5" />
            {signingOut ? t('profile.signOut.busy') : t('profile.signOut.button')}
          </Button>
        </Card>
        <DeleteAccountSection />
      </div>
    </AppShell>
  );
}
