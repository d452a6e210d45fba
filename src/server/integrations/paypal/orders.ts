import { PayPalApiError, PayPalProtocolError } from './errors.js';
import { REFUND_STATUSES, type RefundInput, type RefundResult, type WireRefund } from './types.js';
import type { PayPalHttp } from './http.js';
import { centsToDecimal, decimalToCents } from './money-format.js';
import type {
  CaptureResult,
  CaptureStatus,
  CaptureSummary,
  CreatedOrder,
  CreateOrderInput,
  OrderDetails,
  OrderStatus,
  WireCapture,
  WireLink,
  WireOrder,
} from './types.js';

/**
 * Orders v2 (create, get, capture) and Payments v2 (get capture), read into integer cents and the two
 * separate statuses that matter: the order's and the capture's. A COMPLETED order can hold a DECLINED
 * capture; only a capture whose own status is COMPLETED means money arrived.
 */
const ORDER_STATUSES: readonly OrderStatus[] = ['CREATED', 'SAVED', 'APPROVED', 'VOIDED', 'COMPLETED', 'PAYER_ACTION_REQUIRED'];
const CAPTURE_STATUSES: readonly CaptureStatus[] = ['COMPLETED', 'PENDING', 'DECLINED', 'FAILED', 'REFUNDED', 'PARTIALLY_REFUNDED'];

export function createOrdersApi(http: PayPalHttp) {
  async function getOrder(id: string): Promise<OrderDetails> {
    return orderDetails(await http.request<WireOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`));
  }

  return {
    async createOrder(input: CreateOrderInput): Promise<CreatedOrder> {
      if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
        throw new RangeError(`amountCents must be a positive whole number, got ${input.amountCents}`);
      }
      const order = await http.request<WireOrder>('POST', '/v2/checkout/orders', {
        headers: { 'PayPal-Request-Id': input.requestId, Prefer: 'return=representation' },
        body: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              amount: { currency_code: input.currency, value: centsToDecimal(input.amountCents) },
              custom_id: input.customId,
              ...(input.invoiceId === undefined ? {} : { invoice_id: input.invoiceId }),
              description: input.description,
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: input.returnUrl,
                cancel_url: input.cancelUrl,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
                ...(input.landingPage ? { landing_page: input.landingPage } : {}),
              },
            },
          },
        },
      });
      const { id, status } = checkedOrder(order);
      const approveUrl = approvalLink(order.links);
      if (!approveUrl) throw new PayPalProtocolError(`PayPal created order ${id} without a payer-action or approve link`);
      return { id, status, approveUrl };
    },

    getOrder,

    async captureOrder(id: string, { requestId }: { requestId: string }): Promise<CaptureResult> {
      try {
        const order = await http.request<WireOrder>('POST', `/v2/checkout/orders/${encodeURIComponent(id)}/capture`, {
          headers: { 'PayPal-Request-Id': requestId, Prefer: 'return=representation' },
          body: {},
        });
        const details = orderDetails(order);
        return { orderId: details.id, orderStatus: details.status, capture: details.capture, payerId: details.payerId };
      } catch (error) {
        if (!(error instanceof PayPalApiError) || error.status !== 422) throw error;
        if (error.hasIssue('ORDER_ALREADY_CAPTURED')) {
          // An earlier attempt (another request id, another process) captured it: its capture is the answer.
          const details = await getOrder(id);
          return { orderId: details.id, orderStatus: details.status, capture: details.capture, payerId: details.payerId };
        }
        if (error.hasIssue('INSTRUMENT_DECLINED')) {
          const retryUrl =
            error.links.find((link) => link.rel === 'redirect' || link.rel === 'payer-action' || link.rel === 'approve')?.href ?? null;
          return {
            orderId: id,
            orderStatus: 'APPROVED',
            capture: null,
            declined: { issue: 'INSTRUMENT_DECLINED', debugId: error.debugId, retryUrl },
          };
        }
        throw error;
      }
    },

    async getCapture(captureId: string): Promise<CaptureSummary> {
      return captureSummary(await http.request<WireCapture>('GET', `/v2/payments/captures/${encodeURIComponent(captureId)}`), null);
    },

    /** Payments v2: gives (part of) a capture back to the payer. The same request id refunds once. */
    async refundCapture(captureId: string, input: RefundInput): Promise<RefundResult> {
      const refund = await http.request<WireRefund>('POST', `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {
        headers: { 'PayPal-Request-Id': input.requestId, Prefer: 'return=representation' },
        body: {
          amount: { currency_code: input.currency, value: centsToDecimal(input.amountCents) },
          ...(input.invoiceId ? { invoice_id: input.invoiceId } : {}),
          ...(input.noteToPayer ? { note_to_payer: input.noteToPayer.slice(0, 255) } : {}),
        },
      });
      if (typeof refund.id !== 'string' || !REFUND_STATUSES.includes(refund.status)) {
        throw new PayPalProtocolError(`PayPal answered a refund without id or with an unknown status (${String(refund.status)})`);
      }
      return { id: refund.id, status: refund.status };
    },
  };
}

function checkedOrder(order: WireOrder): { id: string; status: OrderStatus } {
  if (typeof order.id !== 'string' || !ORDER_STATUSES.includes(order.status)) {
    throw new PayPalProtocolError(`PayPal answered with an order without id or with an unknown status (${String(order.status)})`);
  }
  return { id: order.id, status: order.status };
}

function approvalLink(links: WireLink[] | undefined): string | null {
  return links?.find((link) => link.rel === 'payer-action')?.href ?? links?.find((link) => link.rel === 'approve')?.href ?? null;
}

function orderDetails(order: WireOrder): OrderDetails {
  const { id, status } = checkedOrder(order);
  const unit = order.purchase_units?.[0];
  if (!unit?.amount) throw new PayPalProtocolError(`PayPal order ${id} has no purchase unit amount`);
  const captures = unit.payments?.captures ?? [];
  const latest = captures[captures.length - 1];
  return {
    id,
    status,
    amountCents: parseAmount(unit.amount.value, `order ${id}`),
    currency: unit.amount.currency_code,
    customId: unit.custom_id ?? null,
    invoiceId: unit.invoice_id ?? null,
    approveUrl: status === 'CREATED' || status === 'PAYER_ACTION_REQUIRED' ? approvalLink(order.links) : null,
    capture: latest ? captureSummary(latest, id) : null,
    payerId: typeof order.payer?.payer_id === 'string' ? order.payer.payer_id : null,
  };
}

function captureSummary(capture: WireCapture, orderId: string | null): CaptureSummary {
  if (typeof capture.id !== 'string' || !CAPTURE_STATUSES.includes(capture.status)) {
    throw new PayPalProtocolError(`PayPal answered with a capture without id or with an unknown status (${String(capture.status)})`);
  }
  if (!capture.amount) throw new PayPalProtocolError(`PayPal capture ${capture.id} has no amount`);
  const reason = capture.status_details?.reason;
  return {
    id: capture.id,
    status: capture.status,
    amountCents: parseAmount(capture.amount.value, `capture ${capture.id}`),
    currency: capture.amount.currency_code,
    customId: capture.custom_id ?? null,
    ...(reason ? { statusReason: reason } : {}),
    orderId: orderId ?? capture.supplementary_data?.related_ids?.order_id ?? null,
  };
}

function parseAmount(value: string, what: string): number {
  try {
    return decimalToCents(value);
  } catch (error) {
    throw new PayPalProtocolError(`PayPal sent an unreadable amount for ${what}: "${value}"`, null, { cause: error });
  }
}
