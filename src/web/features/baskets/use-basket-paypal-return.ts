import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { readPayPalReturn, usePayPalReturn } from '../../lib/paypal-return';
import { toast } from '../../ui/toast-store';
import { topupKeys } from '../topups';
import { walletKeys } from '../wallet';
import { basketKeys, basketPath, basketsApi } from './baskets-api';

/**
 * Back on /basket from PayPal's approval page (`&funding=…&token=…`, or `&cancelled=1`): records the
 * return once (usePayPalReturn; the server takes the basket's one payment, or closes it), then drops those
 * parameters so a reload does not record it again. Whatever happens here, the webhook and the reconciler
 * settle it too.
 */
export function useBasketPayPalReturn(id: string | null, params: URLSearchParams) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const back = readPayPalReturn(params);

  return usePayPalReturn({
    id,
    back,
    record: (cancelled) => basketsApi.paypalReturn(id!, cancelled),
    onRecorded: (basket) => {
      queryClient.setQueryData(basketKeys.detail(basket.id), basket);
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      void queryClient.invalidateQueries({ queryKey: topupKeys.all });
      if (back.cancelled) toast({ title: t('payments.paymentCancelledTitle'), description: t('payments.paymentCancelled') });
      else if (basket.items.every((item) => item.topup?.stage === 'cancelled'))
        toast({ title: t('payments.paymentErrorTitle'), description: t('payments.paymentError'), variant: 'destructive' });
      void navigate(basketPath(basket.id), { replace: true });
    },
  });
}
