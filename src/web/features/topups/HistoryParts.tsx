import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Topup } from '../../../shared/api/topups';
import { useLanguage } from '../../i18n/language';
import { ButtonLink } from '../../ui/ButtonLink';
import { SupportIcon } from '../../ui/icons';
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
 * failed and what to do. While the detail is not loaded, the rule (docs/product-rules.md#refund-on-failure): refunded within 24 hours.
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

/** Where "Get help with this top-up" leads: the support ticket form with this top-up attached (ADR 0029). */
const supportPathFor = (topupId: string) => `/support?topup=${encodeURIComponent(topupId)}`;

/**
 * "Get help with this top-up": a full-width button on the status page, or (`label` given) a short link in a
 * history row's action bar whose accessible name says which top-up.
 */
export function GetHelpLink({ topupId, label }: { topupId: string; label?: string }) {
  const { t } = useTranslation();
  if (!label) {
    return (
      <ButtonLink to={supportPathFor(topupId)} variant="outline" data-testid="topup-get-help">
        {t('support.getHelp')}
      </ButtonLink>
    );
  }
  return (
    <Link
      to={supportPathFor(topupId)}
      aria-label={label}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 font-semibold text-blue-800 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-600"
      data-testid="history-get-help"
    >
      <SupportIcon className="h-5 w-5" />
      {t('support.getHelpShort')}
    </Link>
  );
}
