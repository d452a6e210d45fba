import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Basket } from '../../../shared/api/baskets';
import { ApiError } from '../../lib/api';
import { apiFieldMessage, errorMessage } from '../../lib/error-message';
import { useMoney } from '../../lib/use-money';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { Card } from '../../ui/Card';
import { Notice, Row, Rows, topupKeys } from '../topups';
import { useWalletSummary, walletKeys } from '../wallet';
import { BasketPaymentChoice } from './BasketPaymentChoice';
import { basketPath, basketsApi, leaveForPayPal, type BasketPaymentMethod } from './baskets-api';

/**
 * The itemised quote: each person's top-up with its fee (and a loyalty level's reduction, and PayPal's fee
 * when paid with PayPal), the one total, wallet or PayPal, then Pay. A short wallet is said before paying;
 * the server refuses it anyway, whole, holding nothing. PayPal: one payment of the total, approved on
 * PayPal's page, which sends the person back to the basket's page. Prices no longer held, or the other
 * payment method chosen, are priced again by the builder (`onReprice`).
 */
export function BasketQuoteView({
  basket,
  repricing,
  onEdit,
  onReprice,
}: {
  basket: Basket;
  /** Being priced again (the other payment method was chosen): Pay waits for the new total. */
  repricing: boolean;
  onEdit(): void;
  onReprice(method: BasketPaymentMethod): void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const wallet = useWalletSummary();
  // One key per basket, kept across retries of Pay: a retry after a lost answer is the same payment.
  const key = useRef<{ basketId: string; value: string } | null>(null);
  if (key.current?.basketId !== basket.id) key.current = { basketId: basket.id, value: crypto.randomUUID() };

  const pay = useMutation({
    mutationFn: () => basketsApi.send(basket.id, key.current!.value),
    onSuccess: (sent) => {
      void queryClient.invalidateQueries({ queryKey: topupKeys.all });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      if (sent.approveUrl) leaveForPayPal.go(sent.approveUrl);
      else void navigate(basketPath(sent.id));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS')
        void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
  const code = pay.error instanceof ApiError ? pay.error.code : null;
  const available = wallet.data?.availableCents;
  const paypal = basket.paymentMethod === 'paypal';
  const short = !paypal && available !== undefined && available < basket.totalCents;

  return (
    <div className="flex flex-col gap-4">
      <Card title={t('baskets.quote.title', { n: basket.items.length })}>
        <ol className="flex flex-col gap-4">
          {basket.items.map(({ position, quote }) => (
            <li key={position} data-testid="basket-quote-item" className="rounded-2xl bg-slate-50 p-3">
              <p className="font-semibold text-slate-900">
                {quote.recipientNumber} · {quote.operatorName}
              </p>
              <Rows>
                <Row label={t('baskets.quote.amount')}>{money(quote.amountCents)}</Row>
                <Row label={t('baskets.quote.fee')}>{money(quote.topupFeeCents)}</Row>
                {quote.topupFeeReductionCents > 0 && <Row label={t('baskets.quote.loyalty')}>−{money(quote.topupFeeReductionCents)}</Row>}
                {paypal && <Row label={t('baskets.quote.paypalFee')}>{money(quote.paypalFeeCents)}</Row>}
                <Row label={t('baskets.quote.itemTotal')}>{money(quote.totalCents)}</Row>
              </Rows>
            </li>
          ))}
        </ol>
        <Rows className="mt-3">
          <Row label={t('baskets.quote.total')} strong testId="basket-total">
            {money(basket.totalCents)}
          </Row>
          {available !== undefined && !paypal && <Row label={t('baskets.quote.walletBalance')}>{money(available)}</Row>}
        </Rows>
      </Card>
      <BasketPaymentChoice
        method={basket.paymentMethod}
        disabled={pay.isPending || repricing}
        walletDetail={
          available === undefined ? t('topups.payment.balanceUnknown') : t('topups.payment.balance', { amount: money(available) })
        }
        onChange={(method) => {
          pay.reset();
          onReprice(method);
        }}
      />
      {short && !code && (
        <Notice
          tone="warning"
          title={t('baskets.quote.shortTitle')}
          actions={<ButtonLink to="/wallet">{t('baskets.quote.addFunds')}</ButtonLink>}
        >
          <p>{t('baskets.quote.short', { total: money(basket.totalCents), available: money(available) })}</p>
        </Notice>
      )}
      {pay.isError && (
        <Notice
          tone="error"
          alert
          title={t('baskets.quote.notSent')}
          actions={
            code === 'INSUFFICIENT_FUNDS' ? (
              <ButtonLink to="/wallet">{t('baskets.quote.addFunds')}</ButtonLink>
            ) : code === 'QUOTE_EXPIRED' ? (
              <Button onClick={() => onReprice(basket.paymentMethod)}>{t('baskets.quote.reprice')}</Button>
            ) : null
          }
        >
          <p>
            {code === 'INSUFFICIENT_FUNDS'
              ? t('baskets.errors.insufficient', { total: money(basket.totalCents) })
              : code === 'QUOTE_EXPIRED'
                ? t('baskets.errors.expired')
                : // A sending limit the basket's total would pass names which one, and what raises it.
                  (apiFieldMessage(pay.error, 'amountCents', t) ?? errorMessage(pay.error, t))}
          </p>
        </Notice>
      )}
      <Button onClick={() => pay.mutate()} busy={pay.isPending} disabled={repricing} data-testid="basket-pay">
        {t(paypal ? 'baskets.quote.payPayPal' : 'baskets.quote.pay', { total: money(basket.totalCents) })}
      </Button>
      <Button variant="secondary" onClick={onEdit} disabled={pay.isPending}>
        {t('baskets.quote.edit')}
      </Button>
    </div>
  );
}
