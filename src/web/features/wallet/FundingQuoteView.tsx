import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { Card } from '../../ui/Card';
import { toast } from '../../ui/toast-store';
import { AlertIcon, LockIcon } from '../../ui/icons';
import { Badge } from '../../ui/Badge';
import { LoadError } from '../../ui/LoadError';
import { Skeleton } from '../../ui/Skeleton';
import { useMoney } from '../../lib/use-money';
import { StateCard } from '../../ui/StateCard';
import { useAddFundsLimits, usePayPalStatus, walletApi, walletKeys } from './wallet-api';

/** Sends the browser to PayPal's approval page (a full page change; tests replace it). */
export const leaveFor = { paypal: (url: string) => window.location.assign(url) };

/**
 * /wallet-summary?amount=<cents>: what adding this amount costs (amount, PayPal fee, total) and the way to
 * PayPal's page. The wallet is credited the amount, not the fee.
 */
export function FundingQuoteView({ amountCents }: { amountCents: number | null }) {
  const { t } = useTranslation();
  const money = useMoney();
  const quote = useQuery({
    queryKey: walletKeys.quote(amountCents ?? 0),
    queryFn: () => walletApi.quote(amountCents!),
    enabled: amountCents !== null,
  });
  const paypal = usePayPalStatus();
  const limits = useAddFundsLimits();
  const start = useMutation({
    mutationFn: walletApi.startFunding,
    onSuccess: ({ approveUrl }) => leaveFor.paypal(approveUrl),
    onError: (error) => {
      const refused = error instanceof ApiError && error.status === 400;
      toast({
        title: t('payments.paymentErrorTitle'),
        description: refused ? errorMessage(error, t) : t('payments.addFundsError'),
        variant: 'destructive',
      });
    },
  });

  const refusedAmount = amountCents === null || (quote.error instanceof ApiError && quote.error.status === 400);
  if (refusedAmount) {
    return (
      <StateCard
        tone="warning"
        icon={<AlertIcon className="h-8 w-8" />}
        title={t('walletSummary.invalidTitle')}
        testId="funding-invalid-amount"
        actions={<ButtonLink to="/wallet">{t('walletSummary.chooseAmount')}</ButtonLink>}
      >
        <p>{t('walletSummary.invalidBody', { min: money(limits.minCents), max: money(limits.maxCents) })}</p>
      </StateCard>
    );
  }

  const row = (label: string, value: string | undefined, strong = false, testId?: string) => (
    <div className={`flex items-baseline justify-between gap-4 py-3 ${strong ? 'text-lg font-bold text-slate-900' : 'text-slate-800'}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {value ?? <Skeleton className="h-5 w-20" />}
      </dd>
    </div>
  );

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-slate-900">{t('walletSummary.title')}</h1>
      <Card title={t('walletSummary.summaryHeading')}>
        {quote.isError ? (
          <LoadError error={quote.error} onRetry={() => void quote.refetch()} />
        ) : (
          <>
            {quote.isPending && (
              <p role="status" className="sr-only">
                {t('common.loading')}
              </p>
            )}
            <dl className="divide-y divide-slate-100">
              {row(t('walletSummary.amount'), quote.data && money(quote.data.amountCents), false, 'funding-amount')}
              {row(t('walletSummary.fee'), quote.data && money(quote.data.feeCents), false, 'funding-fee')}
              {row(t('walletSummary.total'), quote.data && money(quote.data.totalCents), true, 'funding-total')}
            </dl>
            {quote.data && (
              <p className="mt-3 rounded-2xl bg-emerald-50 p-3 text-emerald-900">
                {t('walletSummary.credited', { amount: money(quote.data.amountCents) })}
              </p>
            )}
          </>
        )}
      </Card>

      <div className="flex flex-col gap-3">
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <LockIcon className="mt-0.5 h-5 w-5 shrink-0 text-slate-600" />
          <span>{t('walletSummary.onPayPal')}</span>
        </p>
        {paypal.data?.mode === 'sandbox' && (
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <Badge tone="warning">{t('paypalSetup.sandboxBadge')}</Badge>
            {t('paypalSetup.sandboxShort')}
          </p>
        )}
        <Button
          busy={(start.isPending || start.isSuccess) && !start.variables?.byCard}
          disabled={!quote.data || start.isPending || start.isSuccess}
          onClick={() => amountCents !== null && start.mutate({ amountCents })}
        >
          {(start.isPending || start.isSuccess) && !start.variables?.byCard
            ? t('walletSummary.goingToPayPal')
            : t('walletSummary.payWithPayPal')}
        </Button>
        <Button
          variant="secondary"
          busy={(start.isPending || start.isSuccess) && Boolean(start.variables?.byCard)}
          disabled={!quote.data || start.isPending || start.isSuccess}
          onClick={() => amountCents !== null && start.mutate({ amountCents, byCard: true })}
          data-testid="funding-pay-card"
        >
          {(start.isPending || start.isSuccess) && start.variables?.byCard
            ? t('walletSummary.goingToPayPal')
            : t('wallet.addFunds.payCard')}
        </Button>
        <ButtonLink to="/wallet" variant="outline">
          {t('walletSummary.changeAmount')}
        </ButtonLink>
      </div>
    </div>
  );
}
