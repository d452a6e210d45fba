import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceButton } from '../topups';
import type { BasketPaymentMethod } from './baskets-api';

/**
 * Wallet, PayPal or a debit or credit card for the whole basket, as the single send's payment step offers
 * them. Choosing the wallet or PayPal over the other prices the basket again (PayPal adds its fee to each
 * item), so the total shown is the one paid; a card is PayPal's payment on its guest checkout (ADR 0069),
 * priced as PayPal.
 */
export type BasketPayChoice = BasketPaymentMethod | 'card';

export function BasketPaymentChoice({
  method,
  walletDetail,
  disabled,
  onChange,
}: {
  method: BasketPayChoice;
  walletDetail: ReactNode;
  disabled: boolean;
  onChange(method: BasketPayChoice): void;
}) {
  const { t } = useTranslation();
  const choice = (value: BasketPayChoice, title: string, detail: ReactNode) => (
    <ChoiceButton
      selected={method === value}
      onClick={() => {
        if (!disabled && value !== method) onChange(value);
      }}
      className="w-full"
      testId={`basket-method-${value}`}
    >
      <span className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className={`flex h-5 w-5 shrink-0 items-center justify-center rounded-full border-2 ${method === value ? 'border-blue-700' : 'border-slate-400'}`}
        >
          {method === value && <span className="h-2.5 w-2.5 rounded-full bg-blue-700" />}
        </span>
        <span className="flex flex-col">
          <span className="font-semibold">{title}</span>
          <span className="text-sm text-slate-700">{detail}</span>
        </span>
      </span>
    </ChoiceButton>
  );
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-slate-800">{t('topups.payment.methodLegend')}</legend>
      {choice('wallet', t('topups.payment.wallet'), walletDetail)}
      {choice('paypal', t('topups.payment.paypal'), t('topups.payment.paypalDetail'))}
      {choice('card', t('topups.payment.card'), t('topups.payment.cardDetail'))}
    </fieldset>
  );
}
