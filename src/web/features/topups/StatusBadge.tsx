import { CheckIcon, ClockIcon, FailedIcon, type Icon } from '../../ui/icons';
import { useTranslation } from 'react-i18next';

type Look = { className: string; icon: Icon };

/** docs/product-rules.md#topup-statuses: completed green check, pending yellow clock, failed red mark, any other grey clock. */
const LOOKS: Record<'completed' | 'pending' | 'failed' | 'other', Look> = {
  completed: { className: 'bg-emerald-100 text-emerald-900 ring-emerald-300', icon: CheckIcon },
  pending: { className: 'bg-yellow-100 text-yellow-900 ring-yellow-400', icon: ClockIcon },
  failed: { className: 'bg-red-100 text-red-900 ring-red-300', icon: FailedIcon },
  other: { className: 'bg-slate-100 text-slate-800 ring-slate-300', icon: ClockIcon },
};

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
      <look.icon className={large ? 'h-6 w-6' : 'h-4 w-4'} />
      {t(`topups.status.${key}`)}
    </span>
  );
}
