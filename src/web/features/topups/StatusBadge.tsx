import { useTranslation } from 'react-i18next';

type Look = { className: string; icon: 'check' | 'clock' | 'mark' };

/** Spec §4 "Transaction status display": completed green check, pending yellow clock, failed red mark, any other grey clock. */
const LOOKS: Record<'completed' | 'pending' | 'failed' | 'other', Look> = {
  completed: { className: 'bg-emerald-100 text-emerald-900 ring-emerald-300', icon: 'check' },
  pending: { className: 'bg-yellow-100 text-yellow-900 ring-yellow-400', icon: 'clock' },
  failed: { className: 'bg-red-100 text-red-900 ring-red-300', icon: 'mark' },
  other: { className: 'bg-slate-100 text-slate-800 ring-slate-300', icon: 'clock' },
};

function StatusIcon({ icon, className }: { icon: Look['icon']; className: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {icon === 'check' && <path d="M5 12.5l4.5 4.5L19 7.5" />}
      {icon === 'clock' && (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </>
      )}
      {icon === 'mark' && (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M9 9l6 6M15 9l-6 6" />
        </>
      )}
    </svg>
  );
}

/**
 * A top-up's status as a coloured pill with its icon and translated label (`topups.status.*`). The word
 * carries the meaning; colour and icon only help. `size="lg"` for the status page's headline.
 */
export function StatusBadge({ status, size = 'sm' }: { status: string; size?: 'sm' | 'lg' }) {
  const { t } = useTranslation();
  const key = status === 'completed' || status === 'pending' || status === 'failed' ? status : 'other';
  const look = LOOKS[key];
  const large = size === 'lg';
  return (
    <span
      data-status={key}
      className={`inline-flex items-center gap-1.5 rounded-full font-semibold ring-1 ${look.className} ${large ? 'px-4 py-1.5 text-lg' : 'px-2.5 py-0.5 text-sm'}`}
    >
      <StatusIcon icon={look.icon} className={large ? 'h-6 w-6' : 'h-4 w-4'} />
      {t(`topups.status.${key}`)}
    </span>
  );
}
