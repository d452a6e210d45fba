import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppShell } from '../../ui/AppShell';
import { Card } from '../../ui/Card';
import { useAuth } from '../auth';
import { DashboardPromotions } from '../promotions';
import { UpcomingSchedules } from '../schedules';
import { HelpCard } from './HelpCard';
import { PopularDestinations } from './PopularDestinations';
import { QuickActions } from './QuickActions';
import { RecentTopups } from './RecentTopups';
import { SendTopupFab } from './SendTopupFab';
import { WalletCard } from './WalletCard';
import { ChevronRightIcon } from '../../ui/icons';

/**
 * /dashboard: the signed-in home. Greeting, wallet card, quick actions, the 3 latest top-ups, popular
 * promotions (up to 2), popular destinations, verification, help, account.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <AppShell>
      <h1 className="text-2xl font-bold text-slate-900" data-testid="dashboard-greeting">
        {t('dashboard.greeting', { name: user.firstName || user.email })}
      </h1>
      <p className="mt-1 text-slate-600">{t('dashboard.subtitle')}</p>

      <div className="mt-5 flex flex-col gap-5">
        <WalletCard />
        <QuickActions />
        <RecentTopups />
        <UpcomingSchedules />
        <DashboardPromotions />
        <PopularDestinations />

        {user.verificationStatus !== 'verified' && (
          <Card className="border-l-4 border-yellow-400" title={t('dashboard.verifyTitle')}>
            <p className="text-slate-700">{t('dashboard.verifyBody')}</p>
            <Link to="/profile" className="mt-3 inline-flex min-h-11 items-center font-semibold text-blue-800 underline">
              {t('dashboard.verifyAction')}
            </Link>
          </Card>
        )}

        <HelpCard />

        <Card title={t('dashboard.accountTitle')}>
          <ul className="divide-y divide-slate-100">
            {(
              [
                ['/profile', 'dashboard.linkProfile'],
                ['/settings', 'dashboard.linkSettings'],
                ['/security-settings', 'dashboard.linkSecurity'],
              ] as const
            ).map(([to, key]) => (
              <li key={to}>
                <Link to={to} className="flex min-h-12 items-center justify-between font-medium text-slate-900">
                  {t(key)}
                  <ChevronRightIcon className="h-5 w-5 text-slate-500" />
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      </div>

      {/* Room for the floating button, so at the bottom it never covers the last card. */}
      <div aria-hidden="true" className="h-16" />
      <SendTopupFab />
    </AppShell>
  );
}
