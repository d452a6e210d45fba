import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/product';
import { LanguageSwitcher } from '../../ui/LanguageSwitcher';
import { BRAND_SURFACE } from '../../ui/brand-surface';
import { Logo } from '../../ui/Logo';
import { SkipLink, mainContentProps } from '../../ui/SkipLink';

/** The frame of the sign-in and sign-up screens: brand and language on top, one card of form below. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className={`min-h-dvh pb-10 ${BRAND_SURFACE.authGradient}`}>
      <SkipLink />
      <header className="mx-auto flex max-w-md items-center justify-between px-5 pt-5">
        <Link
          to="/"
          className={`flex items-center gap-2.5 rounded-xl focus-visible:outline-2 ${BRAND_SURFACE.text} ${BRAND_SURFACE.focusRing}`}
        >
          <Logo size={36} />
          <span className="text-xl font-extrabold tracking-tight">{PRODUCT_NAME}</span>
        </Link>
        <LanguageSwitcher tone="dark" />
      </header>
      <main {...mainContentProps} className="mx-auto mt-6 max-w-md px-4 focus:outline-none">
        <div className="rounded-3xl bg-white p-6 shadow-xl">
          <h1 className="text-2xl font-extrabold text-slate-900">{title}</h1>
          <p className="mt-1 text-slate-600">{subtitle}</p>
          <div className="mt-6">{children}</div>
        </div>
      </main>
    </div>
  );
}
