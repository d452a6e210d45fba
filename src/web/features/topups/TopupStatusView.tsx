import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Topup } from '../../../shared/api/topups';
import { formatMoney } from '../../../shared/money';
import { useLanguage } from '../../i18n/language';
import { ApiError } from '../../lib/api';
import { usePayPalReturn, type PayPalReturn } from '../../lib/paypal-return';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { Card } from '../../ui/Card';
import { Loader } from '../../ui/Loader';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast-store';
import { AlertIcon, CheckIcon, CloseIcon } from '../../ui/icons';
import { StateCard } from '../../ui/StateCard';
import { RepeatCard } from '../schedules';
import { walletKeys } from '../wallet';
import { formatLocalAmount, formatPhone } from './format';
import { GetHelpLink } from './HistoryParts';
import { Notice } from './parts';
import { LoadError } from '../../ui/LoadError';
import { PinCard } from './PinCard';
import { Receipt } from './Receipt';
import { RepeatOutcomeNotice, useRepeatOutcome } from './RepeatAfterSend';
import { RefundCard } from './RefundCard';
import { failureMessage } from './send-errors';
import { CardDeclined } from './CardDeclined';
import { methodKey } from './pay-choice';
import { StatusBadge } from './StatusBadge';
import { topupKeys, topupsApi, useTopup } from './topups-api';
import { formatDateTime } from '../../../shared/dates';

const isStatus = (error: unknown, ...statuses: number[]) => error instanceof ApiError && statuses.includes(error.status);

/**
 * /payment-summary?topup=<id>: what is really happening to the top-up, asked again every 2 s until it
 * settles. Also where PayPal sends the person back (`&funding=…&token=…` or `&cancelled=1`): the return
 * is recorded once (usePayPalReturn), then the address is tidied to `?topup=<id>`.
 */
export function TopupStatusView({ id, back }: { id: string; back: PayPalReturn }) {
  const { t } = useTranslation();
  const repeated = useRepeatOutcome();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { cancelled } = back;

  const paypalReturn = usePayPalReturn({
    id,
    back,
    record: (cancelled) => topupsApi.paypalReturn(id, cancelled),
    onRecorded: (topup) => {
      queryClient.setQueryData(topupKeys.detail(id), topup);
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      void queryClient.invalidateQueries({ queryKey: topupKeys.list });
      if (cancelled && topup.paidByCard) toast({ title: t('topups.card.declinedTitle'), description: t('topups.card.nothingCharged') });
      else if (cancelled) toast({ title: t('payments.paymentCancelledTitle'), description: t('payments.paymentCancelled') });
      else if (topup.stage === 'cancelled')
        toast({ title: t('payments.paymentErrorTitle'), description: t('payments.paymentError'), variant: 'destructive' });
      void navigate(`/payment-summary?topup=${encodeURIComponent(id)}`, { replace: true });
    },
  });

  const { returning } = paypalReturn;
  const topup = useTopup(id, { enabled: !returning });

  // Money moved when it settled (delivered, or refunded to the wallet): refresh the balance and the lists.
  const status = topup.data?.status;
  const seenStatus = useRef(status);
  useEffect(() => {
    if (seenStatus.current === 'pending' && status && status !== 'pending') {
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      void queryClient.invalidateQueries({ queryKey: topupKeys.list });
      void queryClient.invalidateQueries({ queryKey: topupKeys.transactions });
    }
    seenStatus.current = status;
  }, [status, queryClient]);

  if (returning) {
    return (
      <section
        className="flex flex-col items-center gap-4 rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200/70"
        data-testid="paypal-returning"
      >
        <Spinner size="large" />
        <h1 className="text-xl font-bold text-slate-900" role="status" aria-live="polite">
          {cancelled ? t('topups.live.recordingCancel') : t('topups.live.confirmingPayPal')}
        </h1>
        <p className="text-slate-700">{t('topups.live.keepOpen')}</p>
      </section>
    );
  }

  if (topup.isPending) return <Loader message={t('topups.live.loading')} />;
  const data = topup.data;
  if (!data) {
    if (isStatus(topup.error, 404, 400)) {
      return (
        <StateCard
          tone="warning"
          icon={<AlertIcon className="h-8 w-8" />}
          title={t('topups.live.notFoundTitle')}
          testId="topup-not-found"
          actions={
            <>
              <ButtonLink to="/history">{t('topups.live.goToHistory')}</ButtonLink>
              <ButtonLink to="/send-topup" variant="outline">
                {t('topups.live.sendAnother')}
              </ButtonLink>
            </>
          }
        >
          <p>{t('topups.live.notFoundBody')}</p>
        </StateCard>
      );
    }
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold text-slate-900">{t('topups.live.title')}</h1>
        <LoadError framed error={topup.error} onRetry={() => void topup.refetch()} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {paypalReturn.error && (
        <Notice tone="error" alert title={t('payments.paymentErrorTitle')}>
          <p>{errorMessage(paypalReturn.error, t)}</p>
          <Button variant="secondary" busy={paypalReturn.busy} onClick={paypalReturn.retry}>
            {t('common.tryAgain')}
          </Button>
        </Notice>
      )}
      <StatusHero topup={data} refreshing={topup.isFetching} refreshError={topup.error} />
      {data.stage === 'cancelled' && data.paidByCard && <CardDeclined topup={data} />}
      <RepeatOutcomeNotice />
      <RefundCard topup={data} />
      {data.productKind === 'pin' && data.status === 'completed' && (
        <PinCard topupId={data.id} operatorName={data.operatorName} recipientNumber={data.recipientNumber} />
      )}
      <Timeline topup={data} />
      <Receipt topup={data} />
      {!repeated?.set && <RepeatCard topup={data} />}
      <div className="flex flex-col gap-3">
        <ButtonLink to="/send-topup">{t('topups.live.sendAnother')}</ButtonLink>
        {/* The same number again would be refused again: "Send another" starts afresh instead. */}
        {data.failureCode !== 'NUMBER_NOT_ACCEPTED' && (
          <ButtonLink to={`/send-topup?repeat=${encodeURIComponent(data.id)}`} variant="outline">
            {t('topups.live.repeat')}
          </ButtonLink>
        )}
        <ButtonLink to="/history" variant="outline">
          {t('topups.live.goToHistory')}
        </ButtonLink>
        <GetHelpLink topupId={data.id} />
      </div>
    </div>
  );
}

/** The headline: the status badge, what is happening now in one sentence, and what it means for the money. */
function StatusHero({ topup, refreshing, refreshError }: { topup: Topup; refreshing: boolean; refreshError: unknown }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const money = (cents: number) => formatMoney(cents, locale);
  const values = {
    operator: topup.operatorName,
    // no line break inside a phone number
    number: formatPhone(topup.recipientNumber).replace(/ /g, '\u00a0'),
    amount: money(topup.amountCents),
    local: formatLocalAmount(topup.localAmount, topup.localCurrency, locale),
    refund: money(topup.refund?.toWalletCents ?? topup.totalCents),
    plan: topup.planDescription ?? '',
  };
  // A PIN is ready on this receipt (it reaches no number until the recipient loads it); a data plan is its plan, not an amount.
  const pin = topup.productKind === 'pin';
  const delivered = topup.stage === 'delivered';
  const sentence = pin && delivered ? t('topups.live.pinReady') : t(`topups.stage.${topup.stage}`, values);
  const detail = !delivered
    ? t(`topups.stageDetail.${topup.stage}`, values)
    : pin
      ? t('topups.live.pinReadyDetail', values)
      : topup.productKind === 'data' && topup.planDescription
        ? t('topups.live.planDelivered', values)
        : t('topups.stageDetail.delivered', values);
  const pending = topup.status === 'pending';
  const failure = failureMessage(topup);
  const tone =
    topup.status === 'completed'
      ? 'bg-emerald-50 ring-emerald-200'
      : topup.status === 'failed'
        ? 'bg-red-50 ring-red-200'
        : 'bg-white ring-slate-200/70';

  return (
    <section
      className={`flex flex-col items-center gap-3 rounded-3xl p-6 text-center shadow-sm ring-1 ${tone}`}
      data-testid="topup-status"
      data-stage={topup.stage}
    >
      <StatusBadge status={topup.status} size="lg" />
      <div aria-live="polite" aria-atomic="true" className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-slate-900" data-testid="stage-sentence">
          {sentence}
        </h1>
        <p className="text-slate-700" data-testid="stage-detail">
          {detail}
        </p>
      </div>
      <p className="text-lg font-semibold text-slate-900 tabular-nums">{t(pin ? 'topups.live.whatPin' : 'topups.live.what', values)}</p>

      {topup.status === 'failed' && topup.stage !== 'cancelled' && (
        <Notice tone={topup.refunded ? 'success' : 'warning'} testId="refund-note">
          <p className="font-semibold">{topup.refunded ? t(refundHeadline(topup), values) : t('topups.live.nothingTaken')}</p>
          <p data-testid="failure-reason">{t(failure.key, failure.values)}</p>
        </Notice>
      )}
      {topup.stage === 'cancelled' && (
        <Notice tone="info" testId="payment-cancelled">
          <p className="font-semibold" data-testid="failure-reason">
            {t(failure.key, failure.values)}
          </p>
          <p>{topup.paymentMethod === 'paypal' ? t('topups.live.nothingCharged') : t('topups.live.nothingTaken')}</p>
        </Notice>
      )}

      {pending && (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          {refreshing ? <Spinner size="small" /> : <span aria-hidden="true" className="h-2 w-2 rounded-full bg-yellow-500" />}
          {refreshError ? t('topups.live.checkFailed') : t('topups.live.checking')}
        </p>
      )}
    </section>
  );
}

/** Where the refund is now: in the wallet, or (the person chose it) on its way or back on PayPal. */
function refundHeadline(topup: Topup): string {
  const paypal = topup.refund?.paypal;
  return paypal === 'requested' || paypal === 'completed' ? 'topups.live.refundedToPayPal' : 'topups.live.refunded';
}

type StepName = Topup['timeline'][number]['step'];

/** Paid → sent to the operator → delivered (or failed and refunded), each with its time; what is still to come in grey. */
function Timeline({ topup }: { topup: Topup }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const at = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? '' : formatDateTime(date, locale, { timeStyle: 'medium' });
  };
  const done = new Set(topup.timeline.map((e) => e.step));
  const upcoming: StepName[] = topup.status === 'pending' ? (['paid', 'sent', 'delivered'] as const).filter((s) => !done.has(s)) : [];
  const label = (step: StepName) =>
    t(step === 'delivered' && topup.productKind === 'pin' ? 'topups.timeline.pinReady' : `topups.timeline.${step}`, {
      operator: topup.operatorName,
      method: t(methodKey(topup)),
    });

  return (
    <Card title={t('topups.timeline.title')}>
      <ol className="flex flex-col" data-testid="timeline">
        {topup.timeline.map((event, i) => {
          const bad = event.step === 'failed';
          return (
            <li key={`${event.step}-${i}`} className="relative flex gap-3 pb-4 last:pb-0">
              <span
                aria-hidden="true"
                className={`mt-1 flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white ${bad ? 'bg-red-600' : 'bg-emerald-600'}`}
              >
                {bad ? <CloseIcon className="h-3.5 w-3.5" /> : <CheckIcon className="h-3.5 w-3.5" />}
              </span>
              <span className="flex flex-col">
                <span className="font-semibold text-slate-900">{label(event.step)}</span>
                <time dateTime={event.at} className="text-sm text-slate-600">
                  {at(event.at)}
                </time>
              </span>
            </li>
          );
        })}
        {upcoming.map((step) => (
          <li key={step} className="flex gap-3 pb-4 last:pb-0">
            <span aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 rounded-full border-2 border-dashed border-slate-400" />
            <span className="flex flex-col">
              <span className="font-medium text-slate-600">{label(step)}</span>
              <span className="text-sm text-slate-600">{t('topups.timeline.notYet')}</span>
            </span>
          </li>
        ))}
        {topup.timeline.length === 0 && upcoming.length === 0 && <li className="text-slate-600">{t('topups.timeline.none')}</li>}
      </ol>
    </Card>
  );
}
