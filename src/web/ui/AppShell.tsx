import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { PRODUCT_NAME } from '../../shared/product';
import { GiftIcon, HomeIcon, ReceiptIcon, UserIcon, WalletIcon } from './icons';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { SkipLink, mainContentProps } from './SkipLink';
import { useShellPerson } from './shell-person';

const NAV = [
  { to: '/dashboard', key: 'home', Icon: HomeIcon },
  { to: '/wallet', key: 'wallet', Icon: WalletIcon },
  { to: '/history', key: 'history', Icon: ReceiptIcon },
  { to: '/promotions', key: 'rewards', Icon: GiftIcon },
  { to: '/profile', key: 'profile', Icon: UserIcon },
] as const;

/**
 * The frame of every signed-in screen: header (logo, language, admin, bell, avatar), content, bottom navigation.
 * At 360 px the header's buttons keep their size; the logo's name gives way first, whole: where it would not
 * fit, only the mark shows (the link keeps the name for screen readers), never a cut "Kr…".
 */
export function AppShell({ title, wide = false, children }: { title?: string; wide?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const person = useShellPerson();
  const initial = (person?.firstName.trim()[0] ?? 'U').toUpperCase();
  return (
    <div className="min-h-dvh bg-slate-50 pb-24">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="relative mx-auto flex max-w-md items-center gap-2 px-4 py-3">
          {/* The free width of the header, measured (a container) so the name shows only where it fits. */}
          <div className="@container min-w-0 flex-1">
            <Link
              to="/dashboard"
              className="inline-flex items-center gap-2 rounded-xl focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              <Logo size={32} />
              <span className="sr-only text-lg font-extrabold tracking-tight text-slate-900 @min-[6rem]:not-sr-only">{PRODUCT_NAME}</span>
            </Link>
          </div>
          {/* With the admin button there is no room for the language's name on a phone: its flag says it. */}
          <LanguageSwitcher compact={Boolean(person?.isAdmin)} />
          {person?.isAdmin && (
            <Link
              to="/admin"
              data-testid="admin-panel-button"
              className="inline-flex min-h-11 shrink-0 items-center rounded-full bg-slate-900 px-3 text-sm font-semibold text-white"
            >
              {t('nav.admin')}
            </Link>
          )}
          {person?.bell}
          <Link
            to="/profile"
            aria-label={t('nav.profile')}
            data-testid="avatar"
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-blue-700 text-lg font-bold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
          >
            {initial}
          </Link>
        </div>
      </header>
      {/* `wide`: the admin panel's tables use a desktop's width; every other screen keeps a phone's column. */}
      <main {...mainContentProps} className={`mx-auto px-4 pt-5 focus:outline-none ${wide ? 'max-w-5xl' : 'max-w-md'}`}>
        {title && <h1 className="mb-4 text-2xl font-bold text-slate-900">{title}</h1>}
        {children}
      </main>
      <nav
        aria-label={t('nav.label')}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)]"
      >
        <ul className="mx-auto grid max-w-md grid-cols-5">
          {NAV.map(({ to, key, Icon }) => (
            <li key={key}>
              <NavLink
                to={to}
                className={({ isActive }) =>
                  `flex min-h-16 flex-col items-center justify-center gap-0.5 text-xs font-medium ${isActive ? 'text-blue-800' : 'text-slate-600'}`
                }
              >
                <Icon className="h-6 w-6" />
                {t(`nav.${key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
