import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Topup } from '../../../shared/api/topups';
import { methodKey } from './pay-choice';
import { formatMoney } from '../../../shared/money';
import { PRODUCT_NAME } from '../../../shared/product';
import { useLanguage } from '../../i18n/language';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { toast } from '../../ui/toast-store';
import { countryName, formatDateTime, formatDecimal, formatLocalAmount, formatPhone } from './format';
import { Row, Rows, FeeRows } from './parts';

/** The receipt as plain text, for sharing or the clipboard. */
function receiptText(topup: Topup, t: TFunction, locale: string): string {
  const money = (cents: number) => formatMoney(cents, locale);
  const lines = [
    t('topups.receipt.shareTitle', { product: PRODUCT_NAME }),
    `${t('topups.receipt.status')}: ${t(`topups.status.${topup.status}`)}`,
    `${t('topups.receipt.recipient')}: ${formatPhone(topup.recipientNumber)} (${countryName(topup.countryIso, locale, topup.countryIso)})`,
    `${t('topups.receipt.operator')}: ${topup.operatorName}`,
    // The plan, never a PIN's code: the receipt's text is shared and copied.
    ...(topup.planDescription ? [`${t('topups.products.plan')}: ${topup.planDescription}`] : []),
    `${t('topups.summary.amount')}: ${money(topup.amountCents)}`,
    // A plan is what was bought: no local amount beside it (ADR 0035).
    ...(topup.productKind === 'airtime'
      ? [
          `${t('topups.summary.receives')}: ${formatLocalAmount(topup.localAmount, topup.localCurrency, locale)}`,
          `${t('topups.summary.rate')}: 1 USD = ${formatDecimal(topup.fxRate, locale)} ${topup.localCurrency}`,
        ]
      : []),
    `${t('topups.summary.topupFee')}: ${money(topup.topupFeeCents)}`,
    topup.paymentMethod === 'wallet'
      ? `${t('topups.summary.walletFee')}: ${money(topup.walletFeeCents)}`
      : `${t('topups.summary.paypalFee')}: ${money(topup.paypalFeeCents)}`,
    ...(topup.promoDiscountCents > 0
      ? [`${t('promotions.discountLine', { code: topup.promoCode ?? '' })}: −${money(topup.promoDiscountCents)}`]
      : []),
    `${t('topups.summary.total')}: ${money(topup.totalCents)}`,
    `${t('topups.receipt.paidWith')}: ${t(methodKey(topup))}`,
    `${t('topups.receipt.date')}: ${formatDateTime(topup.createdAt, locale)}`,
    ...(topup.operatorReference ? [`${t('topups.receipt.operatorReference')}: ${topup.operatorReference}`] : []),
    `${t('topups.receipt.ourReference')}: ${topup.id}`,
  ];
  return lines.join('\n');
}

/** Web Share where the phone has it, else the text to the clipboard ('Copied' / 'Copy Failed'). */
async function share(text: string, title: string, t: TFunction) {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text });
      return;
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') return; // the person closed the share sheet
      // else fall through to copying
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: t('topups.receipt.copiedTitle'), description: t('topups.receipt.copiedBody'), variant: 'success' });
  } catch {
    toast({ title: t('topups.receipt.copyFailedTitle'), description: t('topups.receipt.copyFailedBody'), variant: 'destructive' });
  }
}

/** The receipt card: every figure of the top-up, the references, Share, and where the emailed copy went. */
export function Receipt({ topup }: { topup: Topup }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const money = (cents: number) => formatMoney(cents, locale);
  // A receipt email goes out once the top-up settles (delivered, or refunded after it was paid).
  const emailed = topup.status === 'completed' || topup.refunded;
  return (
    <Card title={topup.status === 'completed' ? t('topups.receipt.title') : t('topups.receipt.detailsTitle')}>
      <Rows>
        <Row label={t('topups.receipt.recipient')}>
          <span className="flex flex-col items-end">
            <span className="font-semibold">{formatPhone(topup.recipientNumber)}</span>
            <span className="text-sm text-slate-600">{countryName(topup.countryIso, locale, topup.countryIso)}</span>
          </span>
        </Row>
        <Row label={t('topups.receipt.operator')}>{topup.operatorName}</Row>
        {topup.planDescription && (
          <Row label={t('topups.products.plan')} testId="receipt-plan">
            {topup.planDescription}
          </Row>
        )}
        <Row label={t('topups.summary.amount')}>{money(topup.amountCents)}</Row>
        {topup.productKind === 'airtime' && (
          <>
            <Row label={t('topups.summary.receives')}>{formatLocalAmount(topup.localAmount, topup.localCurrency, locale)}</Row>
            <Row label={t('topups.summary.rate')}>{`1 USD = ${formatDecimal(topup.fxRate, locale)} ${topup.localCurrency}`}</Row>
          </>
        )}
        <FeeRows price={topup} />
        <Row label={t('topups.receipt.paidWith')}>{t(methodKey(topup))}</Row>
        <Row label={t('topups.receipt.date')}>{formatDateTime(topup.createdAt, locale)}</Row>
        <Row label={t('topups.receipt.operatorReference')}>
          <span data-testid="operator-reference" className="[overflow-wrap:anywhere]">
            {topup.operatorReference ?? (topup.status === 'pending' ? t('topups.receipt.noReferenceYet') : t('topups.receipt.noReference'))}
          </span>
        </Row>
        <Row label={t('topups.receipt.ourReference')}>
          <span className="text-sm [overflow-wrap:anywhere]">{topup.id}</span>
        </Row>
      </Rows>
      <div className="mt-4 flex flex-col gap-3">
        <Button
          variant="secondary"
          onClick={() => void share(receiptText(topup, t, locale), t('topups.receipt.shareTitle', { product: PRODUCT_NAME }), t)}
          data-testid="share-receipt"
        >
          {t('topups.receipt.share')}
        </Button>
        {emailed && <p className="text-sm text-slate-600">{t('topups.receipt.emailed')}</p>}
      </div>
    </Card>
  );
}
