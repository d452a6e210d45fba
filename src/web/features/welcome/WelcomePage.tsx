import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/product';
import { ButtonLink } from '../../ui/ButtonLink';
import { LanguageSwitcher } from '../../ui/LanguageSwitcher';
import { BRAND_SURFACE } from '../../ui/brand-surface';
import { Logo } from '../../ui/Logo';
import { SkipLink, mainContentProps } from '../../ui/SkipLink';
import { FastIcon, GiftIcon, GlobeIcon, LockIcon, SupportIcon } from '../../ui/icons';

const FEATURES = [
  { key: 'globalReach', Icon: GlobeIcon },
  { key: 'fast', Icon: FastIcon },
  { key: 'secure', Icon: LockIcon },
  { key: 'support', Icon: SupportIcon },
] as const;

/** The first screen a signed-out visitor sees, at / and at any path they are not allowed to reach. */
export default function WelcomePage() {
  const { t } = useTranslation();
  return (
    <div className="min-h-dvh bg-slate-50">
      <SkipLink />
      {/* The header wears the gradient's first colour, so header and hero read as one band while <main> starts at the title. */}
      <header className="bg-blue-800 text-white">
        <div className="mx-auto flex max-w-md items-center justify-between px-5 pt-5">
          <div className="flex items-center gap-2.5">
            <Logo size={40} label={t('welcome.logoAlt')} />
            <span className="text-2xl font-extrabold tracking-tight">{PRODUCT_NAME}</span>
          </div>
          <LanguageSwitcher tone="dark" />
        </div>
      </header>

      <main {...mainContentProps} className="focus:outline-none">
        <section className={`${BRAND_SURFACE.welcomeGradient} ${BRAND_SURFACE.text}`} aria-labelledby="welcome-title">
          <div className="mx-auto max-w-md px-5 pt-8 pb-14">
            <h1 id="welcome-title" className="text-4xl leading-tight font-extrabold tracking-tight text-balance">
              {t('welcome.title')}
            </h1>
            <p className={`mt-3 text-lg leading-relaxed ${BRAND_SURFACE.softText}`}>{t('welcome.subtitle')}</p>
            <p className={`mt-6 inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ${BRAND_SURFACE.pill}`}>
              <GiftIcon className="h-5 w-5" />
              {t('welcome.bonus')}
            </p>
            {/* The two actions sit in the first screenful of a small phone, before the feature cards. */}
            <div className="mt-8 flex flex-col gap-3">
              <ButtonLink to="/register" variant="primary" data-testid="get-started">
                {t('welcome.getStarted')}
              </ButtonLink>
              <ButtonLink to="/login" variant="secondary" data-testid="have-account">
                {t('welcome.haveAccount')}
              </ButtonLink>
              {/* Someone at home asks for credit without an account (ADR 0067). */}
              <Link
                to="/ask"
                className="inline-flex min-h-11 items-center justify-center font-semibold underline underline-offset-4"
                data-testid="ask-for-credit"
              >
                {t('welcome.askForCredit')}
              </Link>
            </div>
          </div>
        </section>

        <div className="mx-auto -mt-8 max-w-md px-5 pb-10">
          <h2 className="sr-only">{t('welcome.featuresHeading')}</h2>
          <ul className="grid grid-cols-2 gap-3">
            {FEATURES.map(({ key, Icon }) => (
              <li key={key} className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70">
                <span aria-hidden="true" className="flex h-11 w-11 items-center justify-center rounded-2xl bg-blue-50 text-blue-800">
                  <Icon className="h-6 w-6" />
                </span>
                <h3 className="mt-3 font-bold text-slate-900">{t(`welcome.features.${key}.title`)}</h3>
                <p className="mt-1 text-sm leading-snug text-slate-600">{t(`welcome.features.${key}.description`)}</p>
              </li>
            ))}
          </ul>

          <footer className="mt-10 flex flex-col items-center gap-2 text-center text-sm text-slate-600">
            <p>{t('welcome.footer')}</p>
            <Link to="/ask" className="inline-flex min-h-11 items-center font-semibold text-blue-800 underline underline-offset-2">
              {t('welcome.askForCredit')}
            </Link>
          </footer>
        </div>
      </main>
    </div>
  );
}
