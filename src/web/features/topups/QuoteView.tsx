import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Quote } from '../../../shared/api/topups';
import { formatMoney } from '../../../shared/money';
import { useLanguage } from '../../i18n/language';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { toast } from '../../ui/toast-store';
import { ClockIcon } from '../../ui/icons';
import { LoadError } from '../../ui/LoadError';
import { Loader } from '../../ui/Loader';
import { Skeleton } from '../../ui/Skeleton';
import { StateCard } from '../../ui/StateCard';
import { useWalletSummary, walletKeys } from '../wallet';
import { countryName, formatDecimal, formatLocalAmount, formatPhone } from './format';
import { ChoiceButton, CountryBadge, Notice, Row, Rows, FeeRows } from './parts';
import { repeatAfterSend } from './RepeatAfterSend';
import { clearDraft, loadDraft } from './send-draft';
import { CARD_PARAM, cardSuffix, checkoutOf, methodOf, type PayChoice } from './pay-choice';
import { isIndeterminate, sendFailureOf, type SendFailure } from './send-errors';
import { quoteInputOf, topupKeys, topupsApi, useQuote, type QuoteInput } from './topups-api';
import { newIdempotencyKey } from '../../lib/idempotency-key';

/** "9:05": minutes and seconds left. */
function clock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** Milliseconds until `iso`, ticking every second. */
function useRemaining(iso: string): number {
  const deadline = new Date(iso).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return deadline - now;
}

/** Leaving for PayPal's approval page (a seam for tests). */
export const leaveFor = { paypal: (url: string) => window.location.assign(url) };

/**
 * /payment-summary?quote=<id>: the price held for a few minutes, line by line (amount, rate, what the
 * recipient receives, fees, total), with a live countdown; when it runs out the price is asked again and
 * the new one shown. Wallet or PayPal; "Send now" reads 'Sending...' while it sends, with one
 * Idempotency-Key per press kept for its retries, so nobody is charged twice. The quote lives only in the
 * query cache (useQuote): after a reload or a link opened anew it is read back from the server, and one
 * that is not the person's (or no longer exists) says the price is gone.
 */
export function QuoteView({ quoteId }: { quoteId: string }) {
  const { t } = useTranslation();
  const held = useQuote(quoteId);
  if (held.isPending) return <Loader />;
  if (held.data) return <HeldQuoteView key={held.data.id} quote={held.data} />;
  if (held.error instanceof ApiError && (held.error.status === 404 || held.error.status === 400)) {
    return (
      <StateCard
        tone="warning"
        icon={<ClockIcon className="h-8 w-8" />}
        title={t('topups.summary.goneTitle')}
        testId="quote-gone"
        actions={<ButtonLink to="/send-topup?step=payment">{t('topups.summary.startAgain')}</ButtonLink>}
      >
        <p>{t('topups.summary.goneBody')}</p>
      </StateCard>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{t('topups.summary.title')}</h1>
      <LoadError framed error={held.error} onRetry={() => void held.refetch()} />
    </div>
  );
}

function HeldQuoteView({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const money = (cents: number) => formatMoney(cents, locale);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const wallet = useWalletSummary();
  const input = quoteInputOf(quote);
  const remaining = useRemaining(quote.expiresAt);
  const expired = remaining <= 0;
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const [leaving, setLeaving] = useState(false);
  const notice = (location.state as { notice?: string } | null)?.notice;
  // A card payment is a PayPal quote sent with PayPal's guest checkout (ADR 0069): `pay=card` in the address.
  const choice: PayChoice =
    quote.paymentMethod === 'paypal' && new URLSearchParams(location.search).get(CARD_PARAM) === 'card' ? 'card' : quote.paymentMethod;

  const showQuote = (next: Quote, why?: string, nextChoice: PayChoice = choice) => {
    queryClient.setQueryData(topupKeys.quote(next.id), next);
    void navigate(`/payment-summary?quote=${encodeURIComponent(next.id)}${cardSuffix(nextChoice)}`, {
      replace: true,
      state: { notice: why },
    });
  };

  const requote = useMutation({
    mutationFn: (next: QuoteInput & { choice?: PayChoice }) => topupsApi.quote(quoteInputWithout(next)),
    onSuccess: (next, nextInput) =>
      showQuote(next, nextInput.paymentMethod === input.paymentMethod ? 'priceRefreshed' : undefined, nextInput.choice ?? choice),
  });

  // The held price ran out: ask again once, and show the new price.
  const asked = useRef(false);
  useEffect(() => {
    if (expired && !asked.current) {
      asked.current = true;
      requote.mutate(input);
    }
  }, [expired, input, requote]);

  const balance = wallet.data?.availableCents ?? null;
  const short = quote.paymentMethod === 'wallet' && balance !== null && balance < quote.totalCents;

  // One key per press of "Send now"; a retry after no definite answer reuses it.
  const key = useRef<string | null>(null);
  const send = useMutation({
    // A request for credit this top-up answers (ADR 0067) goes with it; the server checks it is for this number.
    mutationFn: (idempotencyKey: string) => topupsApi.send(quote.id, idempotencyKey, checkoutOf(choice), loadDraft()?.creditRequest?.token),
    onSuccess: async ({ topup, approveUrl }) => {
      key.current = null;
      // The send stays "Sending..." while the asked-for repeat is set up; its outcome goes to the status page.
      const repeated = approveUrl ? null : await repeatAfterSend(quote, queryClient);
      clearDraft();
      queryClient.setQueryData(topupKeys.detail(topup.id), topup);
      void queryClient.invalidateQueries({ queryKey: topupKeys.all });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      if (approveUrl) {
        setLeaving(true);
        leaveFor.paypal(approveUrl);
      } else {
        void navigate(`/payment-summary?topup=${encodeURIComponent(topup.id)}`, { replace: true, state: repeated ? { repeated } : null });
      }
    },
    onError: (error) => {
      if (!isIndeterminate(error)) key.current = null;
      const what = sendFailureOf(error, quote.countryIso);
      setFailure(what);
      if (what.kind === 'expired') {
        requote.mutate(input);
        return;
      }
      if (what.kind === 'insufficient') void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      toast({ title: t(what.titleKey), description: t(what.messageKey), variant: 'destructive' });
    },
  });

  const sendNow = () => {
    // The funds check before sending (docs/product-rules.md#funds-check): 'Insufficient Funds'.
    if (short) {
      setFailure({ kind: 'insufficient', titleKey: 'topups.errors.insufficientTitle', messageKey: 'payments.insufficientBalance' });
      toast({ title: t('topups.errors.insufficientTitle'), description: t('payments.insufficientBalance'), variant: 'destructive' });
      return;
    }
    setFailure(null);
    key.current ??= newIdempotencyKey();
    send.mutate(key.current);
  };

  const switchTo = (next: PayChoice) => {
    if (next === choice || requote.isPending || send.isPending || leaving) return;
    setFailure(null);
    // PayPal and card share one price: only how PayPal's page opens changes, so no new quote is needed.
    if (methodOf(next) === quote.paymentMethod) return showQuote(quote, undefined, next);
    requote.mutate({ ...input, paymentMethod: methodOf(next), choice: next });
  };

  const sending = send.isPending || leaving;
  const busy = sending || requote.isPending;
  const receives = formatLocalAmount(quote.localAmount, quote.localCurrency, locale);
  const rate = `1 USD = ${formatDecimal(quote.fxRate, locale)} ${quote.localCurrency}`;
  const country = countryName(quote.countryIso, locale, quote.countryIso);

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{t('topups.summary.title')}</h1>

      {notice === 'priceRefreshed' && !failure && (
        <Notice tone="info" alert title={t('topups.errors.priceChangedTitle')}>
          <p>{t('topups.summary.priceRefreshed')}</p>
        </Notice>
      )}

      <section aria-labelledby="summary-to" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70">
        <h2 id="summary-to" className="sr-only">
          {t('topups.summary.toHeading')}
        </h2>
        <div className="flex items-center gap-3">
          <CountryBadge iso={quote.countryIso} />
          <div className="flex min-w-0 flex-col">
            <span className="text-lg font-bold text-slate-900 tabular-nums" data-testid="summary-recipient">
              {formatPhone(quote.recipientNumber)}
            </span>
            <span className="text-slate-700">
              {quote.operatorName} · {country}
            </span>
          </div>
        </div>
      </section>

      <section aria-labelledby="summary-price" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70">
        <h2 id="summary-price" className="mb-1 text-lg font-bold text-slate-900">
          {t('topups.summary.priceHeading')}
        </h2>
        <Rows>
          <Row label={t('topups.summary.amount')}>{money(quote.amountCents)}</Row>
          {quote.planDescription && (
            <Row label={t('topups.products.plan')} testId="summary-plan">
              {quote.planDescription}
            </Row>
          )}
          {/* A data or PIN plan is what arrives: no local amount beside it (ADR 0035). */}
          {quote.productKind === 'airtime' && (
            <>
              <Row label={t('topups.summary.rate')}>
                <span data-testid="summary-rate">{rate}</span>
              </Row>
              <Row label={t('topups.summary.receives')}>
                <span className="font-semibold text-emerald-800" data-testid="summary-receives">
                  {receives}
                </span>
              </Row>
            </>
          )}
          <FeeRows price={quote} totalTestId="summary-total" />
        </Rows>
        <p className="mt-3 flex items-center gap-2 rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="price-held">
          <ClockIcon className="h-5 w-5 shrink-0" />
          {requote.isPending ? (
            <span role="status">{t('topups.summary.refreshing')}</span>
          ) : expired ? (
            <span>{t('topups.summary.expired')}</span>
          ) : (
            <span>
              {t('topups.summary.heldFor')}{' '}
              <span role="timer" className="font-bold tabular-nums text-slate-900">
                {clock(remaining)}
              </span>
            </span>
          )}
        </p>
        {requote.isError && (
          <Notice tone="error" alert title={t('topups.errors.priceChangedTitle')}>
            <p>{errorMessage(requote.error, t)}</p>
            <Button variant="secondary" onClick={() => requote.mutate(input)}>
              {t('topups.summary.getNewPrice')}
            </Button>
          </Notice>
        )}
      </section>

      <section aria-labelledby="summary-method" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70">
        <h2 id="summary-method" className="mb-3 text-lg font-bold text-slate-900">
          {t('topups.payment.methodLegend')}
        </h2>
        <div className="flex flex-col gap-2" role="group" aria-labelledby="summary-method">
          <ChoiceButton selected={choice === 'wallet'} onClick={() => switchTo('wallet')} className="w-full" testId="summary-method-wallet">
            <span className="block font-semibold">{t('topups.payment.wallet')}</span>
            <span className="block text-sm text-slate-700">
              {wallet.isPending ? (
                <Skeleton className="h-4 w-24" />
              ) : wallet.isError ? (
                t('topups.payment.balanceUnknown')
              ) : (
                t('topups.payment.balance', { amount: money(balance!) })
              )}
            </span>
          </ChoiceButton>
          <ChoiceButton selected={choice === 'paypal'} onClick={() => switchTo('paypal')} className="w-full" testId="summary-method-paypal">
            <span className="block font-semibold">{t('topups.payment.paypal')}</span>
            <span className="block text-sm text-slate-700">{t('topups.payment.paypalDetail')}</span>
          </ChoiceButton>
          <ChoiceButton selected={choice === 'card'} onClick={() => switchTo('card')} className="w-full" testId="summary-method-card">
            <span className="block font-semibold">{t('topups.payment.card')}</span>
            <span className="block text-sm text-slate-700">{t('topups.payment.cardDetail')}</span>
          </ChoiceButton>
        </div>
      </section>

      {(short || failure?.kind === 'insufficient') && (
        <Notice
          tone="warning"
          alert={failure?.kind === 'insufficient'}
          title={t('topups.errors.insufficientTitle')}
          testId="insufficient-funds"
          actions={
            <>
              <Button variant="secondary" onClick={() => switchTo('paypal')} busy={requote.isPending}>
                {t('topups.payment.usePayPal')}
              </Button>
              <ButtonLink to="/wallet#add-funds" variant="outline">
                {t('topups.payment.addFunds')}
              </ButtonLink>
            </>
          }
        >
          <p>{t('payments.insufficientBalance')}</p>
          {balance !== null && (
            <p className="text-sm">{t('topups.payment.balanceVsTotal', { balance: money(balance), total: money(quote.totalCents) })}</p>
          )}
        </Notice>
      )}

      {failure && failure.kind !== 'insufficient' && failure.kind !== 'expired' && (
        <Notice tone="error" alert title={t(failure.titleKey)} testId="send-error">
          <p>{t(failure.messageKey)}</p>
          {failure.kind === 'network' && <p className="text-sm">{t('topups.errors.networkSafe')}</p>}
        </Notice>
      )}

      <div className="flex flex-col gap-3">
        <Button busy={sending} disabled={busy || expired} onClick={sendNow} data-testid="send-now">
          {sending ? t('topups.summary.sending') : t('topups.summary.sendNow')}
        </Button>
        {quote.paymentMethod === 'paypal' && (
          <p className="text-center text-sm text-slate-700">
            {t(choice === 'card' ? 'topups.summary.cardNote' : 'topups.summary.paypalNote')}
          </p>
        )}
        <ButtonLink to="/send-topup?step=payment" variant="outline">
          {t('topups.summary.edit')}
        </ButtonLink>
      </div>
    </div>
  );
}

/** A quote's input without the screen's own choice (the API is told the method; the card is said when sending). */
function quoteInputWithout({ choice: _choice, ...input }: QuoteInput & { choice?: PayChoice }): QuoteInput {
  return input;
}
