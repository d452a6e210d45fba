import { buyerOf, SHARED_BUYER } from './buyers.js';
import { money, paypalFee } from './money.js';
import type { PayPalStore, SandboxCapture, SandboxOrder, SandboxRefund } from './store.js';

/**
 * How the sandbox writes its resources on the wire: the shapes of PayPal's Orders v2 `order`, Payments v2
 * `capture-2` and `refund` schemas, with HATEOAS links pointing back at the sandbox.
 */
export const MERCHANT = { email_address: 'sb-kredi-merchant@business.example.com', merchant_id: '7KDJ2SW6ZQYBN' } as const;
export const MERCHANT_NAME = 'Kredi (sandbox merchant)';

type Link = { href: string; rel: string; method: 'GET' | 'POST' | 'PATCH' };

export function orderJson(store: PayPalStore, order: SandboxOrder, apiUrl: string) {
  const self = `${apiUrl}/v2/checkout/orders/${order.id}`;
  const approval = `${apiUrl}/checkoutnow?token=${order.id}`;
  const links: Link[] = [{ href: self, rel: 'self', method: 'GET' }];
  if (order.status === 'PAYER_ACTION_REQUIRED') links.push({ href: approval, rel: 'payer-action', method: 'GET' });
  if (order.status === 'CREATED') {
    links.push(
      { href: approval, rel: 'approve', method: 'GET' },
      { href: self, rel: 'update', method: 'PATCH' },
      { href: `${self}/capture`, rel: 'capture', method: 'POST' },
    );
  }
  if (order.status === 'APPROVED') {
    links.push({ href: self, rel: 'update', method: 'PATCH' }, { href: `${self}/capture`, rel: 'capture', method: 'POST' });
  }
  const approved = order.status === 'APPROVED' || order.status === 'COMPLETED';
  const capture = order.captureId ? store.captures.get(order.captureId) : undefined;
  // The buyer chosen on the approval page, as PayPal names the account that approved.
  const buyer = buyerOf(order.payerId ?? SHARED_BUYER.payer_id);
  return {
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    ...(order.withPaymentSource || approved
      ? {
          payment_source: {
            paypal: approved
              ? {
                  email_address: buyer.email_address,
                  account_id: buyer.payer_id,
                  // A guest who paid by card has no PayPal account of their own.
                  account_status: order.card ? 'UNVERIFIED' : 'VERIFIED',
                  name: buyer.name,
                  address: buyer.address,
                }
              : {},
          },
        }
      : {}),
    purchase_units: [
      {
        reference_id: order.referenceId,
        amount: money(order.amountCents, order.currency),
        payee: MERCHANT,
        ...(order.description ? { description: order.description } : {}),
        ...(order.customId ? { custom_id: order.customId } : {}),
        ...(order.invoiceId ? { invoice_id: order.invoiceId } : {}),
        ...(capture ? { payments: { captures: [captureJson(capture, apiUrl)] } } : {}),
      },
    ],
    ...(approved
      ? { payer: { name: buyer.name, email_address: buyer.email_address, payer_id: buyer.payer_id, address: buyer.address } }
      : {}),
    create_time: order.createTime,
    update_time: order.updateTime,
    links,
  };
}

/** The capture as embedded in an order; `standalone` adds what GET /v2/payments/captures/{id} also says. */
export function captureJson(capture: SandboxCapture, apiUrl: string, standalone = false) {
  const self = `${apiUrl}/v2/payments/captures/${capture.id}`;
  const settled = capture.status === 'COMPLETED' || capture.status === 'REFUNDED' || capture.status === 'PARTIALLY_REFUNDED';
  const fee = paypalFee(capture.amountCents);
  const links: Link[] = [{ href: self, rel: 'self', method: 'GET' }];
  if (capture.status === 'COMPLETED' || capture.status === 'PARTIALLY_REFUNDED')
    links.push({ href: `${self}/refund`, rel: 'refund', method: 'POST' });
  links.push({ href: `${apiUrl}/v2/checkout/orders/${capture.orderId}`, rel: 'up', method: 'GET' });
  return {
    id: capture.id,
    status: capture.status,
    ...(capture.reason ? { status_details: { reason: capture.reason } } : {}),
    amount: money(capture.amountCents, capture.currency),
    final_capture: true,
    seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
    ...(settled
      ? {
          seller_receivable_breakdown: {
            gross_amount: money(capture.amountCents, capture.currency),
            paypal_fee: money(fee, capture.currency),
            net_amount: money(capture.amountCents - fee, capture.currency),
          },
        }
      : {}),
    ...(capture.customId ? { custom_id: capture.customId } : {}),
    ...(capture.invoiceId ? { invoice_id: capture.invoiceId } : {}),
    ...(standalone ? { supplementary_data: { related_ids: { order_id: capture.orderId } }, payee: MERCHANT } : {}),
    create_time: capture.createTime,
    update_time: capture.updateTime,
    links,
  };
}

export function refundJson(refund: SandboxRefund, capture: SandboxCapture, apiUrl: string) {
  return {
    id: refund.id,
    status: 'COMPLETED',
    amount: money(refund.amountCents, refund.currency),
    ...(refund.invoiceId ? { invoice_id: refund.invoiceId } : {}),
    ...(refund.customId ? { custom_id: refund.customId } : {}),
    ...(refund.noteToPayer ? { note_to_payer: refund.noteToPayer } : {}),
    seller_payable_breakdown: {
      gross_amount: money(refund.amountCents, refund.currency),
      paypal_fee: money(0, refund.currency),
      net_amount: money(refund.amountCents, refund.currency),
      total_refunded_amount: money(capture.refundedCents, capture.currency),
    },
    payer: MERCHANT,
    create_time: refund.createTime,
    update_time: refund.updateTime,
    links: [
      { href: `${apiUrl}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
      { href: `${apiUrl}/v2/payments/captures/${refund.captureId}`, rel: 'up', method: 'GET' },
    ],
  };
}
