import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/language';
import { errorMessage } from '../../lib/error-message';
import { formatMoney } from '../../../shared/money';
import { Button } from '../../ui/Button';

/** Cents → the reader's money format (`$20.50`, `20,50 $US`). */
export function useMoney(): (cents: number) => string {
  const { locale } = useLanguage();
  return (cents: number) => formatMoney(cents, locale);
}

/** A count in the reader's digits grouping (1,234 / 1 234). */
export function useCount(): (value: number) => string {
  const { locale } = useLanguage();
  return (value: number) => new Intl.NumberFormat(locale).format(value);
}

const BADGE_TONES = {
  success: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  warning: 'bg-yellow-100 text-yellow-900 ring-yellow-400',
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
  info: 'bg-blue-100 text-blue-900 ring-blue-300',
} as const;

/** A short status word in a coloured pill; the word carries the meaning, the colour only helps. */
export function Badge({ tone, children }: { tone: keyof typeof BADGE_TONES; children: ReactNode }) {
  return <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${BADGE_TONES[tone]}`}>{children}</span>;
}

/** A grey bar standing where a number will be: never a made-up number while the real one loads. */
export function Skeleton({ className = 'h-6 w-24', onDark = false }: { className?: string; onDark?: boolean }) {
  return <span aria-hidden="true" className={`inline-block animate-pulse motion-reduce:animate-none ${/\brounded-/.test(className) ? '' : 'rounded-lg'} ${onDark ? 'bg-white/30' : 'bg-slate-200'} ${className}`} />;
}

/** What a card shows when its data could not load: the reason and a way to try again. */
export function LoadError({ error, onRetry, message }: { error: unknown; onRetry(): void; message?: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col gap-3">
      <p className="text-slate-800">{message ?? errorMessage(error, t)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}
