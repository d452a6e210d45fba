import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

/** A labelled native select, as tall and as styled as TextField (native: the phone's own picker, keyboard for free). */
export function SelectField({
  label,
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        className="min-h-12 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 focus:outline-2 focus:outline-offset-1 focus:outline-blue-600"
        {...props}
      >
        {children}
      </select>
    </div>
  );
}

/** "12.50" → 1250; empty or unreadable → undefined (the filter is then left out). */
export function dollarsToCents(text: string | undefined): string | undefined {
  if (!text?.trim()) return undefined;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) && value >= 0 ? String(Math.round(value * 100)) : undefined;
}
