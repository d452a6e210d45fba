import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Funding } from '../../../shared/api/wallet';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { usePayPalReturn, type PayPalReturn } from '../../lib/paypal-return';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast-store';
import { AlertIcon, CheckIcon, ClockIcon, CloseIcon } from '../../ui/icons';
import { Skeleton } from '../../ui/Skeleton';
import { useMoney } from '../../lib/use-money';
import { StateCard } from '../../ui/StateCard';
import { useWalletSummary, walletApi, walletKeys } from './wallet-api';

const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

/**
 * /wallet-summary?funding=<id>: the person is back from PayPal. Cancelled → we record it and say nothing
 * was charged. Approved → we capture, once (usePayPalReturn; a repeat would be harmless anyway, the
 * server's capture is idempotent) and show what really happened.
 */
export function FundingReturnView({ fundingId, back }: { fundingId: string; back: PayPalReturn }) {
  const { t } = useTranslation();
  const money = useMoney();
  const queryClient = useQueryClient();
  const [funding, setFunding] = useState<Funding | null>(null);
  const { cancelled } = back;

  const settle = (next: Funding) => {
    setFunding(next);
    if (next.status === 'completed' || next.status === 'pending' || next.status === 'refunded' || next.status === 'reversed') {
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    }
    if (next.status === 'declined' || next.status === 'failed') {
      toast({ title: t('payments.paymentErrorTitle'), description: t('payments.paymentError'), variant: 'destructive' });
    }
  };

  const check = useMutation({ mutationFn: walletApi.funding, onSuccess: settle });
  // The return is the capture (approved) or the cancel; "Try again" captures again.
  const paypalReturn = usePayPalReturn({
    id: fundingId,
    back,
    record: (cancelled) => (cancelled ? walletApi.cancel(fundingId) : walletApi.capture(fundingId)),
    onRecorded: (next) => {
      if (cancelled && (next.status === 'cancelled' || next.status === 'created' || next.status === 'approved')) {
        setFunding(next);
        toast({ title: t('payments.paymentCancelledTitle'), description: t('payments.paymentCancelled') });
      } else settle(next); // after a cancel, already paid or under review: say so rather than "cancelled"
    },
    onError: (error) => {
      if (cancelled && !isStatus(error, 404) && !isStatus(error, 400))
        toast({ title: t('payments.paymentCancelledTitle'), description: t('payments.paymentCancelled') });
    },
  });
  const failed = paypalReturn.error != null;

  const retryLink = (amountCents: number | undefined) => (
    <ButtonLink to={amountCents ? `/wallet-summary?amount=${amountCents}` : '/wallet'}>{t('walletSummary.tryAgainPayPal')}</ButtonLink>
  );
  const backToWallet = (
    <ButtonLink to="/wallet" variant="outline">
      {t('walletSummary.backToWallet')}
    </ButtonLink>
  );

  const failure = paypalReturn.error;
  // 404: not this person's payment, or none; 400: an address whose id is not even a payment id.
  if ([failure, check.error].some((error) => isStatus(error, 404) || isStatus(error, 400))) {
    return (
      <StateCard
        tone="warning"
        icon={<AlertIcon className="h-8 w-8" />}
        title={t('walletSummary.notFoundTitle')}
        testId="funding-not-found"
        actions={backToWallet}
      >
        <p>{t('walletSummary.notFoundBody')}</p>
      </StateCard>
    );
  }

  // Coming back from "Cancel and return": nothing was charged (unless the payment had in fact gone through).
  if (cancelled && (failed || funding?.status === 'cancelled' || funding?.status === 'created' || funding?.status === 'approved')) {
    return (
      <CancelledState
        actions={
          <>
            {retryLink(funding?.amountCents)}
            {backToWallet}
          </>
        }
      />
    );
  }

  const busy = paypalReturn.busy || (!funding && !failed);
  if (busy) {
    return (
      <section
        className="flex flex-col items-center gap-4 rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200/70"
        data-testid="funding-progress"
      >
        <Spinner size="large" />
        <h1 className="text-xl font-bold text-slate-900" role="status" aria-live="polite">
          {cancelled ? t('walletSummary.recordingCancel') : t('walletSummary.confirming')}
        </h1>
        <p className="text-slate-700">{t('walletSummary.keepOpen')}</p>
      </section>
    );
  }

  if (!funding) {
    // The capture did not get an answer (PayPal or the network): retrying is safe, the capture is idempotent.
    if (isStatus(paypalReturn.error, 409)) {
      return (
        <StateCard
          tone="warning"
          icon={<AlertIcon className="h-8 w-8" />}
          title={t('walletSummary.notApprovedTitle')}
          testId="funding-not-approved"
          actions={
            <>
              {retryLink(undefined)}
              {backToWallet}
            </>
          }
        >
          <p>{t('walletSummary.notApprovedBody')}</p>
        </StateCard>
      );
    }
    return (
      <StateCard
        tone="error"
        icon={<AlertIcon className="h-8 w-8" />}
        title={t('walletSummary.errorTitle')}
        testId="funding-error"
        actions={
          <>
            <Button onClick={paypalReturn.retry}>{t('common.tryAgain')}</Button>
            {backToWallet}
          </>
        }
      >
        <p role="alert">{t('payments.addFundsError')}</p>
        <p className="text-sm">{t('walletSummary.errorSafe')}</p>
      </StateCard>
    );
  }

  switch (funding.status) {
    case 'completed':
      return <CompletedState funding={funding} />;
    case 'pending':
      return (
        <StateCard
          tone="warning"
          icon={<ClockIcon className="h-8 w-8" />}
          title={t('walletSummary.pendingTitle')}
          testId="funding-pending"
          actions={
            <>
              <Button busy={check.isPending} onClick={() => check.mutate(funding.id)}>
                {t('walletSummary.checkAgain')}
              </Button>
              {backToWallet}
            </>
          }
        >
          <p>{t('walletSummary.pendingBody', { amount: money(funding.amountCents) })}</p>
          {check.isError && (
            <p role="alert" className="font-medium text-red-700">
              {errorMessage(check.error, t)}
            </p>
          )}
          {check.isSuccess && !check.isPending && (
            <p role="status" className="text-sm">
              {t('walletSummary.stillPending')}
            </p>
          )}
        </StateCard>
      );
    case 'declined':
    case 'failed':
      return (
        <StateCard
          tone="error"
          icon={<CloseIcon className="h-8 w-8" />}
          title={t('walletSummary.declinedTitle')}
          testId="funding-declined"
          actions={
            <>
              {retryLink(funding.amountCents)}
              {backToWallet}
            </>
          }
        >
          <p>{t('payments.paymentError')}</p>
          <p>{t('walletSummary.nothingAdded')}</p>
        </StateCard>
      );
    case 'cancelled':
      return (
        <CancelledState
          actions={
            <>
              {retryLink(funding.amountCents)}
              {backToWallet}
            </>
          }
        />
      );
    case 'refunded':
    case 'reversed':
      return (
        <StateCard
          tone="info"
          icon={<AlertIcon className="h-8 w-8" />}
          title={t(`walletSummary.${funding.status}Title`)}
          testId="funding-reversed"
          actions={backToWallet}
        >
          <p>{t(`walletSummary.${funding.status}Body`, { amount: money(funding.amountCents) })}</p>
        </StateCard>
      );
    default:
      // created / approved after a capture: PayPal has not taken the payment; capturing again is safe.
      return (
        <StateCard
          tone="warning"
          icon={<ClockIcon className="h-8 w-8" />}
          title={t('walletSummary.notYetTitle')}
          testId="funding-not-yet"
          actions={
            <>
              <Button busy={paypalReturn.busy} onClick={paypalReturn.retry}>
                {t('common.tryAgain')}
              </Button>
              {backToWallet}
            </>
          }
        >
          <p>{t('walletSummary.notYetBody')}</p>
          {failed && (
            <p role="alert" className="font-medium text-red-700">
              {t('payments.addFundsError')}
            </p>
          )}
        </StateCard>
      );
  }
}

function CancelledState({ actions }: { actions: ReactNode }) {
  const { t } = useTranslation();
  return (
    <StateCard
      tone="info"
      icon={<CloseIcon className="h-8 w-8" />}
      title={t('walletSummary.cancelledTitle')}
      testId="funding-cancelled"
      actions={actions}
    >
      <p>{t('payments.paymentCancelled')}</p>
      <p className="font-semibold text-slate-900">{t('walletSummary.nothingCharged')}</p>
    </StateCard>
  );
}

function CompletedState({ funding }: { funding: Funding }) {
  const { t } = useTranslation();
  const money = useMoney();
  const summary = useWalletSummary();
  return (
    <StateCard
      tone="success"
      icon={<CheckIcon className="h-8 w-8" />}
      title={t('walletSummary.successTitle')}
      testId="funding-completed"
      actions={
        <>
          <ButtonLink to="/send-topup">{t('walletSummary.sendTopup')}</ButtonLink>
          <ButtonLink to="/wallet" variant="outline">
            {t('walletSummary.goToWallet')}
          </ButtonLink>
        </>
      }
    >
      <p className="text-lg" data-testid="funding-added">
        {t('walletSummary.successBody', { amount: money(funding.amountCents) })}
      </p>
      <dl className="mt-2 divide-y divide-slate-100 rounded-2xl bg-slate-50 px-4 text-left">
        <div className="flex items-baseline justify-between gap-4 py-3">
          <dt>{t('walletSummary.charged')}</dt>
          <dd className="tabular-nums">{money(funding.totalCents)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 py-3 font-bold text-slate-900">
          <dt>{t('walletSummary.newBalance')}</dt>
          <dd className="tabular-nums" data-testid="funding-new-balance">
            {summary.data && !summary.isFetching ? (
              money(summary.data.availableCents)
            ) : summary.isError ? (
              '—'
            ) : (
              <Skeleton className="h-5 w-20" />
            )}
          </dd>
        </div>
      </dl>
    </StateCard>
  );
}
