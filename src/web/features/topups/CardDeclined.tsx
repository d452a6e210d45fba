import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Topup } from '../../../shared/api/topups';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { Notice } from './parts';
import { cardSuffix, type PayChoice } from './pay-choice';
import { topupKeys, topupsApi } from './topups-api';

/**
 * A card payment that came back from PayPal's guest checkout without being approved (ADR 0069): the card
 * was declined there, or the person stopped. PayPal's redirect tells Kredi only that the payer came back, so
 * this says both plainly, and that nothing was charged; "Try again" prices the same top-up again and opens
 * its summary with the card chosen, "Choose another way to pay" opens it with PayPal and the wallet offered.
 */
export function CardDeclined({ topup }: { topup: Topup }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const again = useMutation({
    mutationFn: (_choice: PayChoice) =>
      topupsApi.quote({
        countryIso: topup.countryIso,
        operatorId: topup.operatorId,
        recipientNumber: topup.recipientNumber,
        amountCents: topup.amountCents,
        paymentMethod: 'paypal',
        ...(topup.promoCode ? { promoCode: topup.promoCode } : {}),
      }),
    onSuccess: (quote, choice) => {
      queryClient.setQueryData(topupKeys.quote(quote.id), quote);
      void navigate(`/payment-summary?quote=${encodeURIComponent(quote.id)}${cardSuffix(choice)}`);
    },
  });
  return (
    <Notice
      tone="warning"
      title={t('topups.card.declinedTitle')}
      testId="card-declined"
      actions={
        <>
          <Button busy={again.isPending && again.variables === 'card'} disabled={again.isPending} onClick={() => again.mutate('card')}>
            {t('topups.card.tryAgain')}
          </Button>
          <Button
            variant="secondary"
            busy={again.isPending && again.variables === 'paypal'}
            disabled={again.isPending}
            onClick={() => again.mutate('paypal')}
          >
            {t('topups.card.otherMethod')}
          </Button>
        </>
      }
    >
      <p>{t('topups.card.declinedBody')}</p>
      <p className="font-semibold">{t('topups.card.nothingCharged')}</p>
      {again.isError && <p role="alert">{errorMessage(again.error, t)}</p>}
    </Notice>
  );
}
