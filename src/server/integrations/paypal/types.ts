import type { HttpExchange } from '../http-exchange.js';

/**
 * What the PayPal adapter offers the rest of the server, and the parts of PayPal's wire format it reads
 * (Orders v2, Payments v2, Webhooks v1). Amounts are integer cents here; decimal strings stay on the wire.
 */
export interface PayPalClientOptions {
  /** `https://api-m.paypal.com`, `https://api-m.sandbox.paypal.com`, or the sandbox's PAYPAL_API_URL. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave the webhook subscription; it is part of every signed message. */
  webhookId: string;
  /** How old (or how far in the future) a webhook's transmission time may be. Default 5 minutes. */
  webhookToleranceMs?: number;
  /** The clock, in epoch milliseconds; tests move it. Default `Date.now`. */
  now?: () => number;
  /** Per-request timeout. Default 10 s. */
  timeoutMs?: number;
  /**
   * How every call leaves (orders, tokens, webhook certificates): production's is observed
   * (configured.ts). Default: one of the client's own, which its `close` ends.
   */
  exchange?: HttpExchange;
}

export type OrderStatus = 'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';
export type CaptureStatus = 'COMPLETED' | 'PENDING' | 'DECLINED' | 'FAILED' | 'REFUNDED' | 'PARTIALLY_REFUNDED';

export interface CreateOrderInput {
  amountCents: number;
  currency: 'USD';
  /** Our own reference (Kredi's funding order id); comes back on the capture and in webhooks. */
  customId: string;
  invoiceId?: string;
  /** Shown to the payer on PayPal's page; at most 127 characters. */
  description: string;
  returnUrl: string;
  cancelUrl: string;
  /** PayPal-Request-Id: the same id creates the order once. */
  requestId: string;
  /**
   * The page PayPal shows the payer first: `GUEST_CHECKOUT` opens the debit or credit card form, without a
   * PayPal account (ADR 0069); left out, PayPal chooses (NO_PREFERENCE, its login page for most payers).
   */
  landingPage?: 'LOGIN' | 'GUEST_CHECKOUT' | 'NO_PREFERENCE';
}

export interface CreatedOrder {
  id: string;
  status: OrderStatus;
  /** Where to send the payer to approve (the `payer-action` link, or `approve`). */
  approveUrl: string;
}

export interface CaptureSummary {
  id: string;
  status: CaptureStatus;
  amountCents: number;
  currency: string;
  customId: string | null;
  /** PayPal's `status_details.reason`, e.g. PENDING_REVIEW, when it gives one. */
  statusReason?: string;
  /** The order this capture belongs to, when PayPal says (captures fetched on their own, webhooks). */
  orderId: string | null;
}

export interface OrderDetails {
  id: string;
  status: OrderStatus;
  amountCents: number;
  currency: string;
  customId: string | null;
  invoiceId: string | null;
  /** Present while the payer still has to approve. */
  approveUrl: string | null;
  /** The order's capture (the latest one, for intent CAPTURE there is at most one that counts). */
  capture: CaptureSummary | null;
  /** PayPal's id of the account that paid (once approved): the same person behind two Kredi accounts shows here. */
  payerId: string | null;
}

export interface CaptureResult {
  orderId: string;
  /** The order's status; a COMPLETED order can still hold a DECLINED capture: read `capture.status`. */
  orderStatus: OrderStatus;
  capture: CaptureSummary | null;
  /** PayPal's id of the account that paid, when the answer names it. */
  payerId?: string | null;
  /**
   * Set when PayPal refused to capture with INSTRUMENT_DECLINED: no capture exists, the order stays
   * APPROVED, and the payer may choose another funding source at `retryUrl`.
   */
  declined?: { issue: 'INSTRUMENT_DECLINED'; debugId: string | null; retryUrl: string | null };
}

export const REFUND_STATUSES = ['CANCELLED', 'FAILED', 'PENDING', 'COMPLETED'] as const;
type RefundStatus = (typeof REFUND_STATUSES)[number];

export interface RefundInput {
  amountCents: number;
  currency: 'USD';
  /** PayPal-Request-Id: the same id refunds once, whoever asks again (a retry, the reconciler). */
  requestId: string;
  invoiceId?: string;
  noteToPayer?: string;
}

export interface RefundResult {
  id: string;
  /** PENDING (e.g. an eCheck capture) still ends in the payer's account; CANCELLED/FAILED did not. */
  status: RefundStatus;
}

export interface WireRefund {
  id: string;
  status: RefundStatus;
}

/** A Webhooks v1 event as PayPal posts it. */
export interface PayPalWebhookEvent {
  id: string;
  event_type: string;
  resource_type?: string;
  resource_version?: string;
  event_version?: string;
  summary?: string;
  create_time?: string;
  resource: Record<string, unknown>;
  links?: WireLink[];
}

export type WebhookRejection =
  | 'missing-header'
  | 'unsupported-algorithm'
  | 'stale'
  | 'untrusted-cert-url'
  | 'cert-unavailable'
  | 'invalid-certificate'
  | 'bad-signature'
  | 'malformed-event';

export type WebhookVerification =
  | { verified: true; event: PayPalWebhookEvent; transmissionId: string }
  /** `cert-unavailable` is transient (answer 5xx so PayPal retries); every other reason is final. */
  | { verified: false; reason: WebhookRejection; message: string };

export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface PayPalClient {
  createOrder(input: CreateOrderInput): Promise<CreatedOrder>;
  getOrder(id: string): Promise<OrderDetails>;
  captureOrder(id: string, options: { requestId: string }): Promise<CaptureResult>;
  getCapture(captureId: string): Promise<CaptureSummary>;
  refundCapture(captureId: string, input: RefundInput): Promise<RefundResult>;
  verifyWebhook(input: { headers: WebhookHeaders; rawBody: Buffer | string }): Promise<WebhookVerification>;
}

export interface ClosablePayPalClient extends PayPalClient {
  /** Lets in-flight calls end, then closes the connections the client opened (none when given an exchange). */
  close(): Promise<void>;
}

// ---- Wire shapes (only the fields the adapter reads) ----

export interface WireLink {
  href: string;
  rel: string;
  method?: string;
}

interface WireMoney {
  currency_code: string;
  value: string;
}

export interface WireCapture {
  id: string;
  status: CaptureStatus;
  status_details?: { reason?: string };
  amount?: WireMoney;
  custom_id?: string;
  supplementary_data?: { related_ids?: { order_id?: string } };
  links?: WireLink[];
}

export interface WireOrder {
  id: string;
  status: OrderStatus;
  purchase_units?: Array<{
    amount?: WireMoney;
    custom_id?: string;
    invoice_id?: string;
    payments?: { captures?: WireCapture[] };
  }>;
  links?: WireLink[];
  payer?: { payer_id?: string };
}
