import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CatalogueOperator } from '../../../shared/api/topups';
import { formatMoney } from '../../../shared/money';
import { recipientE164 } from '../../../shared/phone';
import { useLanguage } from '../../i18n/language';
import { ApiError } from '../../lib/api';
import { apiFieldMessage, errorMessage, fieldMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { Skeleton } from '../../ui/Skeleton';
import { Switch } from '../../ui/Switch';
import { TextField } from '../../ui/TextField';
import { useWalletSummary } from '../wallet';
import { useMemberFeeReduction } from '../loyalty';
import { estimateLocalAmount, estimatePrice, formatLocalAmount, formatPhone } from './format';
import { OperatorBonusNote } from './OperatorBonusNote';
import { PlanRow } from './PlanRow';
import { messageForQuote, RecipientMessageField } from './RecipientMessageField';
import { RepeatOption } from './RepeatOption';
import { ChoiceButton, Notice, Row, Rows, FeeRows } from './parts';
import { carryPromoCode, type SendDraft, type Step } from './send-draft';
import { cardSuffix, methodOf, type PayChoice } from './pay-choice';
import { topupKeys, topupsApi, useFees, type QuoteInput } from './topups-api';

/** Which step fixes a refused field of the quote. */
const STEP_OF_FIELD: Record<string, Step> = {
  recipientNumber: 'recipient',
  operatorId: 'recipient',
  countryIso: 'country',
  amountCents: 'amount',
};

/**
 * Step 4: what is being sent (each part can be changed), the wallet (its balance) or PayPal, an estimate of
 * the fees and total; "Review" prices it on the server and opens /payment-summary?quote=<id>.
 */
export function PaymentStep({
  draft,
  operator,
  countryLabel,
  update,
  goTo,
}: {
  draft: SendDraft;
  operator: CatalogueOperator;
  countryLabel: string;
  update(patch: Partial<SendDraft>): void;
  goTo(step: Step): void;
}) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const money = (cents: number) => formatMoney(cents, locale);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const wallet = useWalletSummary();
  const fees = useFees();
  const member = useMemberFeeReduction();

  const amountCents = draft.amountCents!;
  const e164 = recipientE164(draft.number, draft.countryIso!) ?? draft.number;
  const receives = estimateLocalAmount(amountCents, operator.fxRate);
  const estimate = fees.data ? estimatePrice(amountCents, draft.paymentMethod, fees.data, member?.topupFeeReductionBasisPoints) : null;
  const balance = wallet.data?.availableCents ?? null;
  const short = draft.paymentMethod === 'wallet' && estimate !== null && balance !== null && balance < estimate.totalCents;

  const choice: PayChoice = draft.paymentMethod === 'paypal' && draft.payByCard ? 'card' : draft.paymentMethod;
  const review = useMutation({
    mutationFn: (input: QuoteInput) => topupsApi.quote(input),
    onSuccess: (quote) => {
      queryClient.setQueryData(topupKeys.quote(quote.id), quote);
      void navigate(`/payment-summary?quote=${encodeURIComponent(quote.id)}${cardSuffix(choice)}`);
    },
  });

  const submit = () =>
    review.mutate({
      countryIso: draft.countryIso!,
      operatorId: operator.id,
      recipientNumber: e164,
      amountCents,
      paymentMethod: draft.paymentMethod,
      ...(draft.promoCode.trim() ? { promoCode: draft.promoCode.trim() } : {}),
      textRecipient: draft.textRecipient !== false,
      ...(messageForQuote(draft, operator) ? { recipientMessage: messageForQuote(draft, operator) } : {}),
    });

  // A refused promo code is said at its field; the notice below is for the rest.
  const promoError = apiFieldMessage(review.error, 'promoCode', t);
  const messageError = apiFieldMessage(review.error, 'recipientMessage', t);
  const refused =
    review.error instanceof ApiError
      ? Object.entries(review.error.fields).filter(([field]) => field !== 'promoCode' && field !== 'recipientMessage')
      : [];

  const method = (value: PayChoice, title: string, detail: ReactNode) => (
    <ChoiceButton
      selected={choice === value}
      onClick={() => update({ paymentMethod: methodOf(value), payByCard: value === 'card' })}
      className="w-full"
      testId={`method-${value}`}
    >
      <span className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className={`flex h-5 w-5 shrink-0 items-center justify-center rounded-full border-2 ${choice === value ? 'border-blue-700' : 'border-slate-400'}`}
        >
          {choice === value && <span className="h-2.5 w-2.5 rounded-full bg-blue-700" />}
        </span>
        <span className="flex flex-col">
          <span className="font-semibold">{title}</span>
          <span className="text-sm text-slate-700">{detail}</span>
        </span>
      </span>
    </ChoiceButton>
  );

  const change = (step: Step, what: string) => (
    <button
      type="button"
      onClick={() => goTo(step)}
      className="ml-2 inline-flex min-h-11 items-center text-sm font-semibold text-blue-800 underline underline-offset-2"
    >
      {t('topups.payment.change')}
      <span className="sr-only"> {what}</span>
    </button>
  );

  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="payment-what" className="rounded-2xl bg-slate-50 px-4 py-2 ring-1 ring-slate-200">
        <h3 id="payment-what" className="sr-only">
          {t('topups.payment.whatHeading')}
        </h3>
        <Rows>
          <Row label={t('topups.payment.to')}>
            <span className="flex flex-col items-end">
              <span className="font-semibold">{formatPhone(e164)}</span>
              <span className="text-sm text-slate-600">
                {operator.name} · {countryLabel}
              </span>
              {change('recipient', t('topups.payment.to'))}
            </span>
          </Row>
          <Row label={t('topups.payment.amount')}>
            <span className="flex flex-col items-end">
              <span className="font-semibold">{money(amountCents)}</span>
              {receives && operator.productKind === 'airtime' && (
                <span className="text-sm text-slate-600">
                  {t('topups.payment.receivesShort', { amount: formatLocalAmount(receives, operator.localCurrency, locale) })}
                </span>
              )}
              {change('amount', t('topups.payment.amount'))}
            </span>
          </Row>
          <PlanRow operator={operator} amountCents={amountCents} />
        </Rows>
      </section>
      <OperatorBonusNote operatorId={operator.id} operatorName={operator.name} />

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('topups.payment.methodLegend')}</legend>
        {method(
          'wallet',
          t('topups.payment.wallet'),
          wallet.isPending ? (
            <Skeleton className="h-4 w-24" />
          ) : wallet.isError ? (
            t('topups.payment.balanceUnknown')
          ) : (
            t('topups.payment.balance', { amount: money(balance!) })
          ),
        )}
        {method('paypal', t('topups.payment.paypal'), t('topups.payment.paypalDetail'))}
        {method('card', t('topups.payment.card'), t('topups.payment.cardDetail'))}
      </fieldset>

      {short && (
        <Notice
          tone="warning"
          title={t('topups.errors.insufficientTitle')}
          testId="insufficient-funds"
          actions={
            <>
              <Button variant="secondary" onClick={() => update({ paymentMethod: 'paypal', payByCard: false })}>
                {t('topups.payment.usePayPal')}
              </Button>
              <ButtonLink to="/wallet#add-funds" variant="outline">
                {t('topups.payment.addFunds')}
              </ButtonLink>
            </>
          }
        >
          <p>{t('payments.insufficientBalance')}</p>
          <p className="text-sm">{t('topups.payment.balanceVsTotal', { balance: money(balance!), total: money(estimate.totalCents) })}</p>
        </Notice>
      )}

      <TextField
        label={t('promotions.payment.label')}
        hint={t('promotions.payment.hint')}
        error={promoError}
        value={draft.promoCode}
        onChange={(event) => {
          update({ promoCode: event.target.value });
          carryPromoCode(event.target.value.trim());
        }}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        data-testid="promo-code"
      />

      <div className="rounded-2xl bg-white px-4 ring-1 ring-slate-200" data-testid="text-recipient">
        <Switch
          label={t('notifications.recipientSms.label')}
          description={t('notifications.recipientSms.description')}
          checked={draft.textRecipient !== false}
          onCheckedChange={(checked) => update({ textRecipient: checked })}
        />
        {draft.textRecipient !== false && operator.productKind !== 'pin' && (
          <RecipientMessageField draft={draft} operator={operator} update={update} serverError={messageError} />
        )}
      </div>

      <RepeatOption draft={draft} update={update} />

      <section aria-labelledby="payment-estimate" className="rounded-2xl bg-white px-4 py-2 ring-1 ring-slate-200">
        <h3 id="payment-estimate" className="pt-2 text-sm font-bold uppercase tracking-wide text-slate-600">
          {t('topups.payment.estimateHeading')}
        </h3>
        {fees.isError ? (
          <p className="py-2 text-slate-700">{t('topups.payment.estimateUnavailable')}</p>
        ) : !estimate ? (
          <div className="py-3">
            <Skeleton className="h-5 w-full" />
          </div>
        ) : (
          <Rows>
            <Row label={t('topups.summary.amount')}>{money(estimate.amountCents)}</Row>
            <FeeRows
              price={{ ...estimate, paymentMethod: draft.paymentMethod, loyaltyLevel: member?.level }}
              totalTestId="estimate-total"
            />
          </Rows>
        )}
        <p className="pb-2 text-sm text-slate-600">{t('topups.payment.estimateNote')}</p>
      </section>

      {review.isError && !(promoError && refused.length === 0) && (
        <Notice tone="error" alert title={t('topups.errors.reviewTitle')} testId="review-error">
          {refused.length > 0 ? (
            refused.map(([field, message]) => (
              <p key={field}>
                {fieldMessage(message, t)}
                {STEP_OF_FIELD[field] && change(STEP_OF_FIELD[field], fieldMessage(message, t) ?? '')}
              </p>
            ))
          ) : (
            <p>{errorMessage(review.error, t)}</p>
          )}
        </Notice>
      )}

      <Button busy={review.isPending} onClick={submit} data-testid="review">
        {review.isPending ? t('topups.payment.reviewing') : t('topups.payment.review')}
      </Button>
    </div>
  );
}
