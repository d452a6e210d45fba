import type { PayPalRefundState, Topup } from '../../../../shared/api/topups.js';
import type { OrderRow, QuoteRow } from './store.js';
import { presentFailure } from '../delivery/failure.js';

/**
 * A top-up as its owner sees it: the three statuses of the spec, what is happening now, its timeline, and
 * where the money of a failed one went. `paypalRefund` is the refund state of its PayPal payment, if any.
 */
export function presentTopup(order: OrderRow, quote: QuoteRow, paypalRefund: Exclude<PayPalRefundState, 'available'> | null = null): Topup {
  const refunded = order.state === 'failed' && Boolean(order.paidAt);
  const status = order.state === 'succeeded' ? 'completed' : order.state === 'failed' || order.state === 'cancelled' ? 'failed' : 'pending';
  const stage =
    order.state === 'awaiting_payment'
      ? order.fundingId
        ? 'paying'
        : 'awaiting_payment'
      : order.state === 'reserved'
        ? order.sentAt
          ? 'sending'
          : 'queued'
        : order.state === 'unknown'
          ? 'confirming'
          : order.state === 'succeeded'
            ? 'delivered'
            : order.state === 'failed'
              ? 'refunded'
              : 'cancelled';
  const timeline: Topup['timeline'] = [];
  const at = (date: Date | null) => date?.toISOString();
  if (order.paidAt) timeline.push({ step: 'paid', at: at(order.paidAt)! });
  if (order.sentAt) timeline.push({ step: 'sent', at: at(order.sentAt)! });
  if (order.deliveredAt) timeline.push({ step: 'delivered', at: at(order.deliveredAt)! });
  if (order.failedAt) {
    timeline.push({ step: 'failed', at: at(order.failedAt)! });
    if (order.paidAt) timeline.push({ step: 'refunded', at: at(order.failedAt)! });
  }
  return {
    id: order.id,
    status,
    stage,
    countryIso: quote.countryIso,
    operatorId: quote.operatorId,
    operatorName: quote.operatorName,
    recipientNumber: quote.recipientNumber,
    amountCents: quote.amountCents,
    localAmount: quote.localAmount,
    localCurrency: quote.localCurrency,
    fxRate: quote.fxRate,
    topupFeeCents: quote.topupFeeCents,
    walletFeeCents: quote.walletFeeCents,
    paypalFeeCents: quote.paypalFeeCents,
    totalCents: quote.totalCents,
    paymentMethod: quote.paymentMethod,
    promoCode: quote.promoCode,
    promoDiscountCents: quote.promoDiscountCents,
    operatorReference: order.operatorReference,
    productKind: quote.productKind,
    planDescription: quote.planDescription,
    refunded,
    refund: refunded
      ? {
          toWalletCents: quote.totalCents,
          paypalFeeCents: quote.paymentMethod === 'paypal' ? quote.paypalFeeCents : 0,
          paypal: quote.paymentMethod === 'paypal' ? (paypalRefund ?? 'available') : null,
        }
      : null,
    ...presentFailure(order.failureCode),
    timeline,
    createdAt: order.createdAt.toISOString(),
  };
}
