import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/product';
import { LanguageSwitcher } from '../../ui/LanguageSwitcher';
import { Logo } from '../../ui/Logo';

/** The frame of the sign-in and sign-up screens: brand and language on top, one card of form below. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-blue-800 to-blue-600 pb-10">
      <header className="mx-auto flex max-w-md items-center justify-between px-5 pt-5">
        <Link to="/" className="flex items-center gap-2.5 rounded-xl text-white focus-visible:outline-2 focus-visible:outline-yellow-400">
          <Logo size={36} />
          <span className="text-xl font-extrabold tracking-tight">{PRODUCT_NAME}</span>
        </Link>
        <LanguageSwitcher tone="dark" />
      </header>
      <main className="mx-auto mt-6 max-w-md px-4">
        <div className="rounded-3xl bg-white p-6 shadow-xl">
          <h1 className="text-2xl font-extrabold text-slate-900">{title}</h1>
          <p className="mt-1 text-slate-600">{subtitle}</p>
          <div className="mt-6">{children}</div>
        </div>
      </main>
    </div>
  );
}
