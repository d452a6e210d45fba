import { BRAND_SURFACE } from './brand-surface';
import { Link, type LinkProps } from 'react-router';

const VARIANTS = {
  primary: 'bg-yellow-400 text-slate-950 hover:bg-yellow-300 shadow-sm',
  secondary: `border ${BRAND_SURFACE.control}`,
  outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
  brand: 'bg-blue-700 text-white hover:bg-blue-800 shadow-sm',
} as const;

/** A link that looks like a large, thumb-friendly button (at least 48 px tall). */
export function ButtonLink({ variant = 'brand', className = '', ...props }: LinkProps & { variant?: keyof typeof VARIANTS }) {
  return (
    <Link
      {...props}
      className={`inline-flex min-h-12 w-full items-center justify-center rounded-2xl px-5 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 ${BRAND_SURFACE.focusRing} ${VARIANTS[variant]} ${className}`}
    />
  );
}
