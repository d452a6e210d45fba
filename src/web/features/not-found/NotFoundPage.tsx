import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../ui/ButtonLink';
import { Logo } from '../../ui/Logo';

/** Shown to a signed-in user at a path that is not one of the app's routes. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-5 px-6 text-center">
      <Logo size={56} />
      <p aria-hidden="true" className="text-6xl font-extrabold text-blue-700">
        404
      </p>
      <h1 className="text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="text-slate-600">{t('notFound.message', { path: pathname })}</p>
      <ButtonLink to="/" variant="brand" className="mt-2">
        {t('notFound.backHome')}
      </ButtonLink>
    </main>
  );
}
