import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';

const BADGE_TONES = {
  success: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  warning: 'bg-amber-100 text-amber-900 ring-amber-300',
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
  info: 'bg-blue-100 text-blue-900 ring-blue-300',
} as const;

/** A short status word in a coloured pill; the icon is decoration, the word carries the meaning. */
export function Badge({ tone, icon, children }: { tone: keyof typeof BADGE_TONES; icon?: string; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${BADGE_TONES[tone]}`}>
      {icon && <span aria-hidden="true">{icon}</span>}
      {children}
    </span>
  );
}

/** A full-width row that goes to another screen: large to touch, says where it goes. */
export function LinkRow({ to, icon, label, description }: { to: string; icon: string; label: string; description?: string }) {
  return (
    <li>
      <Link
        to={to}
        className="-mx-2 flex min-h-14 items-center gap-3 rounded-2xl px-2 py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      >
        <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-blue-50 text-xl">
          {icon}
        </span>
        <span className="flex-1">
          <span className="block font-semibold text-slate-900">{label}</span>
          {description && <span className="block text-sm text-slate-600">{description}</span>}
        </span>
        <span aria-hidden="true" className="text-xl text-slate-500">
          ›
        </span>
      </Link>
    </li>
  );
}

/** What a card shows when its data could not load: the reason and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col gap-3">
      <p className="text-slate-800">{errorMessage(error, t)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}

/** A quiet line saying a card is loading, announced politely. */
export function LoadingLine() {
  const { t } = useTranslation();
  return (
    <p role="status" className="py-3 text-slate-600">
      {t('common.loading')}
    </p>
  );
}
