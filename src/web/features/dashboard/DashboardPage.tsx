import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppShell } from '../../app/AppShell';
import { Card } from '../../ui/Card';
import { useAuth } from '../auth/AuthProvider';

/** /dashboard: the signed-in home. Money and top-up cards join it with their own features. */
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

      {user.verificationStatus !== 'verified' && (
        <Card className="mt-5 border-l-4 border-yellow-400" title={t('dashboard.verifyTitle')}>
          <p className="text-slate-700">{t('dashboard.verifyBody')}</p>
          <Link to="/profile" className="mt-3 inline-flex min-h-11 items-center font-semibold text-blue-800 underline">
            {t('dashboard.verifyAction')}
          </Link>
        </Card>
      )}

      <Card className="mt-5" title={t('dashboard.accountTitle')}>
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
                <span aria-hidden="true" className="text-slate-500">›</span>
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </AppShell>
  );
}
