import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { readPayPalReturn } from '../../lib/paypal-return';
import { AppShell } from '../../ui/AppShell';
import { ButtonLink } from '../../ui/ButtonLink';
import { PhoneIcon } from '../../ui/icons';
import { StateCard } from '../../ui/StateCard';
import { QuoteView } from './QuoteView';
import { TopupStatusView } from './TopupStatusView';
import { useScrollToTop } from './parts';

/**
 * /payment-summary, in two situations: `?quote=<id>` before sending (the held price, wallet or PayPal,
 * "Send now"), and `?topup=<id>` after (the live status, timeline and receipt), which is also where PayPal
 * sends the person back (`&funding=<id>&token=…&PayerID=…`, or `&cancelled=1`).
 */
export default function PaymentSummaryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const topupId = params.get('topup');
  const quoteId = params.get('quote');
  useScrollToTop(topupId ?? quoteId);
  return (
    <AppShell>
      {topupId ? (
        <TopupStatusView key={topupId} id={topupId} back={readPayPalReturn(params)} />
      ) : quoteId ? (
        <QuoteView key={quoteId} quoteId={quoteId} />
      ) : (
        // Reached with nothing to pay (a bookmark, the back button): a way to start, not a warning.
        <StateCard
          tone="info"
          icon={<PhoneIcon className="h-8 w-8" />}
          title={t('topups.summary.nothingTitle')}
          testId="summary-empty"
          actions={<ButtonLink to="/send-topup">{t('topups.summary.startTopup')}</ButtonLink>}
        >
          <p>{t('topups.summary.nothingBody')}</p>
        </StateCard>
      )}
    </AppShell>
  );
}
