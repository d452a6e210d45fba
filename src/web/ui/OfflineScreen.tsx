import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { OfflineIcon } from './offline-icon';
import { Logo } from './Logo';

/**
 * Opened without a connection and with nothing kept to show (never signed in on this phone, or signed
 * out): says so instead of a blank page or an endless spinner. The app tries again by itself when the
 * connection returns (features/auth/AuthProvider); the button reloads now.
 */
export function OfflineScreen() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 py-10 text-center">
      <Logo size={56} />
      <span aria-hidden="true" className="flex h-16 w-16 items-center justify-center rounded-full bg-slate-100 text-slate-700">
        <OfflineIcon className="h-8 w-8" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900">{t('offline.title')}</h1>
      <p className="text-slate-700">{t('offline.body')}</p>
      <p className="text-slate-700">{t('offline.money')}</p>
      <Button onClick={() => window.location.reload()}>{t('common.tryAgain')}</Button>
    </main>
  );
}
