import { useId } from 'react';
import { MESSAGE_MAX } from '../../../shared/api/support';

/** A labelled multi-line message box with its hint and error announced to screen readers. */
export function MessageField({
  label,
  hint,
  value,
  onChange,
  error,
  testId,
  rows = 5,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  testId: string;
  rows?: number;
}) {
  const id = useId();
  const describedBy = [hint && !error && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        rows={rows}
        maxLength={MESSAGE_MAX}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`rounded-xl border bg-white px-4 py-3 text-base text-slate-900 focus:outline-2 focus:outline-offset-1 focus:outline-blue-600 ${error ? 'border-red-600' : 'border-slate-300'}`}
        data-testid={testId}
      />
      {hint && !error && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
