import type { ReactNode } from 'react';

const BADGE_TONES = {
  success: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  warning: 'bg-yellow-100 text-yellow-900 ring-yellow-400',
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
  info: 'bg-blue-100 text-blue-900 ring-blue-300',
} as const;

export type BadgeTone = keyof typeof BADGE_TONES;

/** A short status word in a coloured pill; the word carries the meaning, the colour and the icon only help. */
export function Badge({ tone, icon, children }: { tone: BadgeTone; icon?: ReactNode; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${BADGE_TONES[tone]}`}>
      {icon}
      {children}
    </span>
  );
}
