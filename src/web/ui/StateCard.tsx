import type { ReactNode } from 'react';

const TONES = {
  success: 'bg-emerald-100 text-emerald-800',
  warning: 'bg-yellow-100 text-yellow-900',
  error: 'bg-red-100 text-red-800',
  info: 'bg-blue-100 text-blue-800',
} as const;

/**
 * One outcome of a payment as a whole screen: an icon, the page's heading saying what happened, what it
 * means for the person's money, and what they can do next.
 */
export function StateCard({
  tone,
  icon,
  title,
  children,
  actions,
  testId,
}: {
  tone: keyof typeof TONES;
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <section
      className="flex flex-col items-center gap-3 rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200/70"
      data-testid={testId}
    >
      <span aria-hidden="true" className={`flex h-16 w-16 items-center justify-center rounded-full ${TONES[tone]}`}>
        {icon}
      </span>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {children && <div className="flex w-full flex-col gap-2 text-slate-700">{children}</div>}
      {actions && <div className="mt-2 flex w-full flex-col gap-3">{actions}</div>}
    </section>
  );
}
