import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { formatPhone, Notice, Rows, StatusBadge, statusPath } from '../topups';
import { useMoney } from '../../lib/use-money';
import { AppShell } from '../../ui/AppShell';
import { ButtonLink } from '../../ui/ButtonLink';
import { Card } from '../../ui/Card';
import { ChevronRightIcon } from '../../ui/icons';
import { LoadError } from '../../ui/LoadError';
import { Loader } from '../../ui/Loader';
import { useBasket } from './baskets-api';
import { FailureReason, RecipientGetsRows } from './RecipientGets';
import { useBasketPayPalReturn } from './use-basket-paypal-return';

/**
 * /basket?id=<id>: the basket's top-ups together, each with its own live status (asked again every 2 s
 * while any is pending) and a link to its own status page. One failing never touches the others: it is
 * refunded alone, and this page says which and why (the single send's failure texts). Each says what its
 * recipient receives and at what rate. Paid with PayPal, PayPal sends the person back here: the
 * return is recorded first (useBasketPayPalReturn), then the items show as they move on.
 */
export default function BasketPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const [params] = useSearchParams();
  const back = useBasketPayPalReturn(params.get('id'), params);
  const basket = useBasket(back.returning ? null : params.get('id'));

  const body = () => {
    if (!params.get('id'))
      return (
        <Card>
          <p className="mb-3 text-slate-800">{t('baskets.page.missing')}</p>
          <ButtonLink to="/send-basket">{t('baskets.page.another')}</ButtonLink>
        </Card>
      );
    if (back.returning)
      return (
        <Card>
          <div className="flex flex-col items-center gap-4 text-center" data-testid="paypal-returning">
            <Spinner size="large" />
            <p className="text-xl font-bold text-slate-900" role="status" aria-live="polite">
              {back.cancelled ? t('topups.live.recordingCancel') : t('topups.live.confirmingPayPal')}
            </p>
            <p className="text-slate-700">{t('topups.live.keepOpen')}</p>
          </div>
        </Card>
      );
    if (basket.isPending) return <Loader message={t('baskets.page.loading')} />;
    if (!basket.data) return <LoadError error={basket.error} onRetry={() => void basket.refetch()} />;
    const items = basket.data.items;
    const count = (status: string) => items.filter((item) => item.topup?.status === status).length;
    return (
      <div className="flex flex-col gap-4">
        {back.error && (
          <Notice tone="error" alert title={t('payments.paymentErrorTitle')}>
            <p>{errorMessage(back.error, t)}</p>
            <Button variant="secondary" busy={back.busy} onClick={back.retry}>
              {t('common.tryAgain')}
            </Button>
          </Notice>
        )}
        <Card>
          <p className="text-lg font-bold text-slate-900" data-testid="basket-paid">
            {t('baskets.page.paid', { total: money(basket.data.totalCents), n: items.length })}
          </p>
          <p className="text-slate-700" aria-live="polite" data-testid="basket-summary">
            {t('baskets.page.summary', { delivered: count('completed'), pending: count('pending'), failed: count('failed') })}
          </p>
        </Card>
        <ol className="flex flex-col gap-2">
          {items.map(({ position, quote, topup }) => (
            <li key={position} data-testid="basket-topup">
              {topup ? (
                <Link
                  to={statusPath(topup.id)}
                  className="flex items-center gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
                >
                  <div className="min-w-0 flex-1">
                    <span className="block truncate font-semibold text-slate-900">{formatPhone(topup.recipientNumber)}</span>
                    <span className="block text-sm text-slate-700">
                      {topup.operatorName} · {money(topup.amountCents)}
                    </span>
                    <Rows className="text-sm">
                      <RecipientGetsRows priced={topup} />
                    </Rows>
                    {topup.status === 'failed' && topup.stage !== 'cancelled' && <FailureReason topup={topup} />}
                    {topup.stage === 'cancelled' && (
                      <span className="block text-sm font-medium text-slate-800">{t('baskets.page.notCharged')}</span>
                    )}
                    {topup.status === 'failed' && topup.refunded && (
                      <span className="block text-sm font-medium text-slate-800">
                        {t('baskets.page.refunded', { amount: money(topup.totalCents) })}
                      </span>
                    )}
                    <span className="sr-only">{t('baskets.page.details')}</span>
                  </div>
                  <StatusBadge status={topup.status} />
                  <ChevronRightIcon className="h-5 w-5 text-slate-500" />
                </Link>
              ) : (
                <div className="flex items-center gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
                  <span className="min-w-0 flex-1 font-semibold text-slate-900">{formatPhone(quote.recipientNumber)}</span>
                  <span className="text-sm text-slate-700">{t('baskets.page.notPaid')}</span>
                </div>
              )}
            </li>
          ))}
        </ol>
        <ButtonLink to="/send-basket" variant="outline">
          {t('baskets.page.another')}
        </ButtonLink>
      </div>
    );
  };

  return <AppShell title={t('baskets.page.title')}>{body()}</AppShell>;
}
