import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceButton } from '../topups';
import type { BasketPaymentMethod } from './baskets-api';

/**
 * Wallet or PayPal for the whole basket, as the single send's payment step offers them. Choosing the other
 * one prices the basket again (PayPal adds its fee to each item), so the total shown is the one paid.
 */
export function BasketPaymentChoice({
  method,
  walletDetail,
  disabled,
  onChange,
}: {
  method: BasketPaymentMethod;
  walletDetail: ReactNode;
  disabled: boolean;
  onChange(method: BasketPaymentMethod): void;
}) {
  const { t } = useTranslation();
  const choice = (value: BasketPaymentMethod, title: string, detail: ReactNode) => (
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
    </fieldset>
  );
}
