import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from './icons';

/** A full-width row that goes to another screen: large to touch, says where it goes. */
export function LinkRow({ to, icon, label, description }: { to: string; icon: ReactNode; label: string; description?: string }) {
  return (
    <li>
      <Link
        to={to}
        className="-mx-2 flex min-h-14 items-center gap-3 rounded-2xl px-2 py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      >
        <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-blue-50 text-blue-800">
          {icon}
        </span>
        <span className="flex-1">
          <span className="block font-semibold text-slate-900">{label}</span>
          {description && <span className="block text-sm text-slate-600">{description}</span>}
        </span>
        <ChevronRightIcon className="h-5 w-5 text-slate-500" />
      </Link>
    </li>
  );
}
