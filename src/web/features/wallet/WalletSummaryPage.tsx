import { useSearchParams } from 'react-router';
import { readPayPalReturn } from '../../lib/paypal-return';
import { AppShell } from '../../ui/AppShell';
import { amountFromQuery } from './amount';
import { FundingQuoteView } from './FundingQuoteView';
import { FundingReturnView } from './FundingReturnView';
import { useAddFundsLimits } from './wallet-api';

/**
 * /wallet-summary, in two situations: `?amount=<cents>` before paying (amount, PayPal fee, total, then
 * PayPal), and `?funding=<id>` when PayPal sends the person back (`&cancelled=1` when they cancelled).
 */
export default function WalletSummaryPage() {
  const [params] = useSearchParams();
  const back = readPayPalReturn(params, { fundingAlone: true });
  const { fundingId } = back;
  const limits = useAddFundsLimits();
  return (
    <AppShell>
      {fundingId ? (
        <FundingReturnView key={fundingId} fundingId={fundingId} back={back} />
      ) : (
        <FundingQuoteView amountCents={amountFromQuery(params.get('amount'), limits)} />
      )}
    </AppShell>
  );
}
