import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Topup } from '../../../shared/api/topups';
import { formatMoney } from '../../../shared/money';
import { useLanguage } from '../../i18n/language';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { walletKeys } from '../wallet';
import { Notice, Row, Rows } from './parts';
import { topupKeys, topupsApi } from './topups-api';

/**
 * A failed top-up paid with PayPal: exactly where the money went (the charge and PayPal's fee, both back in
 * the wallet), and the person's choice to send all of it back to PayPal instead.
 */
export function RefundCard({ topup }: { topup: Topup }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const queryClient = useQueryClient();
  const sendBack = useMutation({
    mutationFn: () => topupsApi.refundToPayPal(topup.id),
    onSuccess: (updated) => {
      queryClient.setQueryData(topupKeys.detail(topup.id), updated);
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
  const refund = topup.refund;
  if (!refund || refund.paypal === null) return null;
  const money = (cents: number) => formatMoney(cents, locale);
  const total = { total: money(refund.toWalletCents) };

  return (
    <Card title={t('topups.refund.title')}>
      <div className="flex flex-col gap-3" data-testid="refund-card" data-paypal-refund={refund.paypal}>
        <Rows>
          <Row label={t('topups.refund.charge')}>{money(refund.toWalletCents - refund.paypalFeeCents)}</Row>
          <Row label={t('topups.refund.paypalFee')}>{money(refund.paypalFeeCents)}</Row>
          <Row label={t('topups.refund.total')} strong testId="refund-total">
            {money(refund.toWalletCents)}
          </Row>
        </Rows>
        {refund.paypal === 'available' && (
          <>
            <p className="text-slate-700">{t('topups.refund.available')}</p>
            <Button variant="secondary" busy={sendBack.isPending} onClick={() => sendBack.mutate()} data-testid="refund-to-paypal">
              {t('topups.refund.sendBack', total)}
            </Button>
            <p className="text-sm text-slate-600">{t('topups.refund.keep')}</p>
          </>
        )}
        {refund.paypal !== 'available' && (
          <Notice tone={refund.paypal === 'refused' || refund.paypal === 'basket' ? 'warning' : 'success'} testId="refund-paypal-state">
            <p role="status">{t(`topups.refund.${refund.paypal}`, total)}</p>
          </Notice>
        )}
        {sendBack.isError && (
          <Notice tone="error" alert>
            <p>{errorMessage(sendBack.error, t)}</p>
          </Notice>
        )}
      </div>
    </Card>
  );
}
