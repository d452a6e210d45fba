import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/product';
import { LanguageSwitcher } from '../../ui/LanguageSwitcher';
import { Logo } from '../../ui/Logo';
import { SkipLink, mainContentProps } from '../../ui/SkipLink';

/** The frame of the two public screens of a request for credit: light for a cheap phone, the same signed in or out. */
export function CreditFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50 pb-10">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-md items-center justify-between gap-2 px-4 py-3">
          <Link to="/" className="inline-flex items-center gap-2 rounded-xl focus-visible:outline-2 focus-visible:outline-blue-600">
            <Logo size={32} />
            <span className="text-lg font-extrabold tracking-tight text-slate-900">{PRODUCT_NAME}</span>
          </Link>
          <LanguageSwitcher />
        </div>
      </header>
      <main {...mainContentProps} className="mx-auto flex max-w-md flex-col gap-4 px-4 pt-5 focus:outline-none">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{title}</h1>
        {children}
      </main>
    </div>
  );
}
