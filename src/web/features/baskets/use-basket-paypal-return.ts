import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../ui/toast-store';
import { topupKeys } from '../topups';
import { walletKeys } from '../wallet';
import { basketKeys, basketPath, basketsApi } from './baskets-api';

/**
 * Back on /basket from PayPal's approval page (`&funding=…&token=…`, or `&cancelled=1`): records the
 * return once (the server takes the basket's one payment, or closes it), then drops those parameters so a
 * reload does not record it again. Whatever happens here, the webhook and the reconciler settle it too.
 */
export function useBasketPayPalReturn(id: string | null, params: URLSearchParams) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cancelled = params.get('cancelled') === '1';
  const fundingId = params.get('funding');
  const backFromPayPal = Boolean(id && fundingId) && (cancelled || params.has('token') || params.has('PayerID'));

  const paypalReturn = useMutation({
    mutationFn: () => basketsApi.paypalReturn(id!, cancelled),
    onSuccess: (basket) => {
      queryClient.setQueryData(basketKeys.detail(basket.id), basket);
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      void queryClient.invalidateQueries({ queryKey: topupKeys.all });
      if (cancelled) toast({ title: t('payments.paymentCancelledTitle'), description: t('payments.paymentCancelled') });
      else if (basket.items.every((item) => item.topup?.stage === 'cancelled'))
        toast({ title: t('payments.paymentErrorTitle'), description: t('payments.paymentError'), variant: 'destructive' });
      void navigate(basketPath(basket.id), { replace: true });
    },
  });

  const posted = useRef<string | null>(null);
  const { mutate: record } = paypalReturn;
  useEffect(() => {
    if (!backFromPayPal) return;
    const key = `${id}:${fundingId}:${cancelled}`;
    if (posted.current === key) return;
    posted.current = key;
    record();
  }, [backFromPayPal, id, fundingId, cancelled, record]);

  return {
    returning: backFromPayPal && !paypalReturn.isError,
    cancelled,
    error: paypalReturn.error,
    retry: () => record(),
    busy: paypalReturn.isPending,
  };
}
