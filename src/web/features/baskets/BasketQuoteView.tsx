import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
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
import { BasketPaymentChoice, type BasketPayChoice } from './BasketPaymentChoice';
import { basketPath, basketsApi, leaveForPayPal, type BasketPaymentMethod } from './baskets-api';
import { RecipientGetsRows } from './RecipientGets';

/**
 * The itemised quote: each person's top-up with what they receive, its rate and fee (and a loyalty level's
 * reduction), then PayPal's fee ONCE for the one payment when paid with PayPal (each item's quote carries
 * its share, which is what a failed one gets back), the one total, and when the wallet would cost less, by
 * how much (the server's figures, from the shared pricing), wallet or PayPal, then Pay. A short wallet is said before paying;
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

  // A card is the basket's PayPal payment made on PayPal's guest checkout (ADR 0069): no new price.
  const [wantsCard, setWantsCard] = useState(false);
  const byCard = wantsCard && basket.paymentMethod === 'paypal';
  const pay = useMutation({
    mutationFn: () => basketsApi.send(basket.id, key.current!.value, byCard),
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
  const walletSaving = paypal ? basket.totalCents - basket.otherMethodTotalCents : 0;

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
                <RecipientGetsRows priced={quote} />
                <Row label={t('baskets.quote.fee')}>{money(quote.topupFeeCents)}</Row>
                {quote.topupFeeReductionCents > 0 && <Row label={t('baskets.quote.loyalty')}>−{money(quote.topupFeeReductionCents)}</Row>}
                {/* Before PayPal's fee, which is the payment's, stated once below. */}
                <Row label={t('baskets.quote.itemTotal')}>{money(quote.totalCents - quote.paypalFeeCents)}</Row>
              </Rows>
              {quote.textRecipient && <p className="mt-1 text-sm text-slate-700">{t('baskets.quote.textRecipient')}</p>}
            </li>
          ))}
        </ol>
        <Rows className="mt-3">
          {paypal && (
            <Row label={t('baskets.quote.paypalFeeOnce')} testId="basket-paypal-fee">
              {money(basket.paypalFeeCents)}
            </Row>
          )}
          <Row label={t('baskets.quote.total')} strong testId="basket-total">
            {money(basket.totalCents)}
          </Row>
          {available !== undefined && !paypal && <Row label={t('baskets.quote.walletBalance')}>{money(available)}</Row>}
        </Rows>
      </Card>
      {walletSaving > 0 && (
        <Notice
          tone="info"
          testId="basket-wallet-cheaper"
          actions={
            <Button
              variant="secondary"
              disabled={pay.isPending || repricing}
              onClick={() => {
                pay.reset();
                onReprice('wallet');
              }}
            >
              {t('baskets.quote.payFromWallet')}
            </Button>
          }
        >
          <p>{t('baskets.quote.walletCheaper', { saving: money(walletSaving), total: money(basket.otherMethodTotalCents) })}</p>
        </Notice>
      )}
      <BasketPaymentChoice
        method={byCard ? 'card' : basket.paymentMethod}
        disabled={pay.isPending || repricing}
        walletDetail={
          available === undefined ? t('topups.payment.balanceUnknown') : t('topups.payment.balance', { amount: money(available) })
        }
        onChange={(chosen: BasketPayChoice) => {
          pay.reset();
          setWantsCard(chosen === 'card');
          const method = chosen === 'card' ? 'paypal' : chosen;
          if (method !== basket.paymentMethod) onReprice(method);
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
        {t(byCard ? 'baskets.quote.payCard' : paypal ? 'baskets.quote.payPayPal' : 'baskets.quote.pay', {
          total: money(basket.totalCents),
        })}
      </Button>
      <Button variant="secondary" onClick={onEdit} disabled={pay.isPending}>
        {t('baskets.quote.edit')}
      </Button>
    </div>
  );
}
