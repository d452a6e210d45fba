import { useSearchParams } from 'react-router';
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
  const fundingId = params.get('funding');
  const limits = useAddFundsLimits();
  return (
    <AppShell>
      {fundingId ? (
        <FundingReturnView key={fundingId} fundingId={fundingId} cancelled={params.get('cancelled') === '1'} />
      ) : (
        <FundingQuoteView amountCents={amountFromQuery(params.get('amount'), limits)} />
      )}
    </AppShell>
  );
}
