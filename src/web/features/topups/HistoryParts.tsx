import { useTranslation } from 'react-i18next';
import type { Topup } from '../../../shared/api/topups';
import { useLanguage } from '../../i18n/language';
import { formatTopupDate } from './history-format';
import { failureMessage } from './send-errors';

/** A top-up's date and time in the chosen language; a missing or unreadable date reads 'N/A'. */
export function TopupDate({ iso, className = '' }: { iso: string | null | undefined; className?: string }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const text = formatTopupDate(iso, locale);
  if (text === null) return <span className={className}>{t('history.notAvailable')}</span>;
  return (
    <time dateTime={iso!} className={className}>
      {text}
    </time>
  );
}

/**
 * What became of the money of a failed top-up: refunded to the wallet (taken, then given back, which the
 * server does as soon as it knows), or nothing taken (a PayPal payment that never completed), then why it
 * failed and what to do. While the detail is not loaded, the rule (spec §4): refunded within 24 hours.
 */
export function FailedNote({ detail }: { detail: Topup | undefined }) {
  const { t } = useTranslation();
  const text = detail === undefined ? t('history.refundRule') : detail.refunded ? t('history.refunded') : t('history.notCharged');
  const reason = detail && failureMessage(detail);
  return (
    <span className="flex flex-col gap-0.5 text-sm text-slate-700" data-testid="history-failed-note">
      <span className="font-medium">{text}</span>
      {reason && <span data-testid="history-failure-reason">{t(reason.key, reason.values)}</span>}
    </span>
  );
}
