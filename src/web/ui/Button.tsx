import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './Spinner';

const VARIANTS = {
  primary: 'bg-blue-700 text-white hover:bg-blue-800 disabled:bg-blue-300',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 disabled:text-slate-400',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-300',
  ghost: 'bg-transparent text-blue-800 hover:bg-blue-50 disabled:text-slate-400',
} as const;

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  /** Shows a spinner and disables the button while a request runs (docs/product-rules.md#busy-buttons). */
  busy?: boolean;
  fullWidth?: boolean;
}

export function Button({ variant = 'primary', busy = false, fullWidth = true, disabled, className = '', children, ...props }: ButtonProps) {
  return (
    <button
      type="button"
      {...props}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-2xl px-5 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed ${fullWidth ? 'w-full' : ''} ${VARIANTS[variant]} ${className}`}
    >
      {busy && <Spinner size="small" tone={variant === 'primary' || variant === 'danger' ? 'dark' : 'light'} />}
      {children}
    </button>
  );
}
