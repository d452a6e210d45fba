import { fail } from './errors.js';
import { resourceId } from './ids.js';

/**
 * The PayPal sandbox's memory and its state machine, without HTTP:
 * order CREATED/PAYER_ACTION_REQUIRED → (payer approves) APPROVED → (capture) COMPLETED, holding one
 * capture whose status the payer chose on the approval page: COMPLETED, PENDING (later completed or
 * denied), or DECLINED (the order is still COMPLETED, as PayPal does). Captures can be refunded (fully
 * or partly) or reversed. Every change a merchant would hear about is passed to `notify`.
 */
type OrderStatus = 'CREATED' | 'APPROVED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';
type CaptureStatus = 'COMPLETED' | 'PENDING' | 'DECLINED' | 'REFUNDED' | 'PARTIALLY_REFUNDED';
export type Outcome = 'COMPLETED' | 'PENDING' | 'DECLINED';
export type EventType =
  | 'PAYMENT.CAPTURE.COMPLETED'
  | 'PAYMENT.CAPTURE.PENDING'
  | 'PAYMENT.CAPTURE.DECLINED'
  | 'PAYMENT.CAPTURE.DENIED'
  | 'PAYMENT.CAPTURE.REFUNDED'
  | 'PAYMENT.CAPTURE.REVERSED';

export interface SandboxOrder {
  id: string;
  status: OrderStatus;
  amountCents: number;
  currency: string;
  customId?: string;
  invoiceId?: string;
  description?: string;
  referenceId: string;
  /** Created with `payment_source.paypal` (answers PAYER_ACTION_REQUIRED and a `payer-action` link). */
  withPaymentSource: boolean;
  returnUrl?: string;
  cancelUrl?: string;
  /** `experience_context.landing_page`: GUEST_CHECKOUT opens the card form first (cards.ts, ADR 0069). */
  landingPage?: 'LOGIN' | 'GUEST_CHECKOUT' | 'NO_PREFERENCE';
  /** The card a guest paid with, once approved: never the full number. */
  card?: { brand: string; lastDigits: string; name: string };
  /** A card waiting for its 3-D Secure code (the challenge page), and how many card attempts were declined. */
  challenge?: { brand: string; lastDigits: string; name: string };
  declinedCards?: number;
  outcome?: Outcome;
  /** The buyer account that approved it (buyers.ts): the order's `payer` from then on. */
  payerId?: string;
  captureId?: string;
  createTime: string;
  updateTime: string;
}

export interface SandboxCapture {
  id: string;
  orderId: string;
  status: CaptureStatus;
  reason?: 'PENDING_REVIEW' | 'CHARGEBACK';
  amountCents: number;
  currency: string;
  refundedCents: number;
  customId?: string;
  invoiceId?: string;
  createTime: string;
  updateTime: string;
}

export interface SandboxRefund {
  id: string;
  captureId: string;
  kind: 'refund' | 'reversal';
  amountCents: number;
  currency: string;
  noteToPayer?: string;
  customId?: string;
  invoiceId?: string;
  createTime: string;
  updateTime: string;
}

export type NewOrder = Pick<
  SandboxOrder,
  | 'amountCents'
  | 'currency'
  | 'customId'
  | 'invoiceId'
  | 'description'
  | 'referenceId'
  | 'withPaymentSource'
  | 'returnUrl'
  | 'cancelUrl'
  | 'landingPage'
>;
export type Notify = (type: EventType, subject: { capture: SandboxCapture } | { refund: SandboxRefund; capture: SandboxCapture }) => void;

const CAPACITY = 2000;

/** A control action that does not apply to the resource's state (e.g. completing a capture that is not pending). */
export class SandboxStateError extends Error {}

export class PayPalStore {
  readonly orders = new Map<string, SandboxOrder>();
  readonly captures = new Map<string, SandboxCapture>();
  readonly refunds = new Map<string, SandboxRefund>();
  /** PayPal-Request-Id → resource id, per operation. */
  private readonly idempotency = new Map<string, string>();

  constructor(
    private readonly notify: Notify,
    private readonly clock: () => string,
  ) {}

  createOrder(input: NewOrder, requestId: string | undefined): { order: SandboxOrder; replay: boolean } {
    const known = this.replayed(`create:${requestId}`, requestId, this.orders);
    if (known) return { order: known, replay: true };
    const now = this.clock();
    const order: SandboxOrder = {
      ...input,
      id: resourceId(),
      status: input.withPaymentSource ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      createTime: now,
      updateTime: now,
    };
    this.remember(this.orders, order);
    if (requestId) this.rememberKey(`create:${requestId}`, order.id);
    return { order, replay: false };
  }

  findOrder(id: string): SandboxOrder {
    const order = this.orders.get(id);
    if (!order) throw fail(404, 'INVALID_RESOURCE_ID', { location: 'path', field: 'order_id', value: id });
    return order;
  }

  approve(id: string, outcome: Outcome, payerId: string, card?: SandboxOrder['card']): SandboxOrder {
    const order = this.findOrder(id);
    if (order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED') {
      Object.assign(order, { status: 'APPROVED', outcome, payerId, updateTime: this.clock(), ...(card ? { card } : {}) });
      delete order.challenge;
    }
    return order;
  }

  /** The bank declined a guest's card: the order stays unapproved, and the payer may try again or go back. */
  declineCard(id: string): SandboxOrder {
    const order = this.findOrder(id);
    order.declinedCards = (order.declinedCards ?? 0) + 1;
    delete order.challenge;
    order.updateTime = this.clock();
    return order;
  }

  /** The buyers of the latest approved orders, newest first, each once: "the same buyer as before". */
  recentPayers(limit: number): string[] {
    const payers: string[] = [];
    for (const order of [...this.orders.values()].reverse()) {
      if (order.payerId && !payers.includes(order.payerId)) payers.push(order.payerId);
      if (payers.length === limit) break;
    }
    return payers;
  }

  capture(orderId: string, requestId: string | undefined): { order: SandboxOrder; replay: boolean } {
    const order = this.findOrder(orderId);
    const key = `capture:${orderId}:${requestId}`;
    if (requestId && this.idempotency.has(key)) return { order, replay: true };
    if (order.status === 'COMPLETED') throw fail(422, 'ORDER_ALREADY_CAPTURED');
    if (order.status !== 'APPROVED') throw fail(422, 'ORDER_NOT_APPROVED');

    const now = this.clock();
    const outcome = order.outcome ?? 'COMPLETED';
    const capture: SandboxCapture = {
      id: resourceId(),
      orderId,
      status: outcome,
      ...(outcome === 'PENDING' ? { reason: 'PENDING_REVIEW' as const } : {}),
      amountCents: order.amountCents,
      currency: order.currency,
      refundedCents: 0,
      customId: order.customId,
      invoiceId: order.invoiceId,
      createTime: now,
      updateTime: now,
    };
    this.remember(this.captures, capture);
    Object.assign(order, { status: 'COMPLETED', captureId: capture.id, updateTime: now });
    if (requestId) this.rememberKey(key, capture.id);
    const events = {
      COMPLETED: 'PAYMENT.CAPTURE.COMPLETED',
      PENDING: 'PAYMENT.CAPTURE.PENDING',
      DECLINED: 'PAYMENT.CAPTURE.DECLINED',
    } as const;
    this.notify(events[outcome], { capture });
    return { order, replay: false };
  }

  findCapture(id: string): SandboxCapture {
    const capture = this.captures.get(id);
    if (!capture) throw fail(404, 'INVALID_RESOURCE_ID', { location: 'path', field: 'capture_id', value: id });
    return capture;
  }

  /** A pending capture clears (e.g. the review passed): COMPLETED. */
  completePending(id: string): SandboxCapture {
    return this.settlePending(id, 'COMPLETED', 'PAYMENT.CAPTURE.COMPLETED');
  }

  /** A pending capture is refused: DECLINED, announced as PAYMENT.CAPTURE.DENIED. */
  denyPending(id: string): SandboxCapture {
    return this.settlePending(id, 'DECLINED', 'PAYMENT.CAPTURE.DENIED');
  }

  refund(
    captureId: string,
    request: { amountCents?: number; currency?: string; noteToPayer?: string; customId?: string; invoiceId?: string },
    requestId: string | undefined,
    kind: SandboxRefund['kind'] = 'refund',
  ): { refund: SandboxRefund; replay: boolean } {
    const capture = this.findCapture(captureId);
    const known = this.replayed(`refund:${captureId}:${requestId}`, requestId, this.refunds);
    if (known) return { refund: known, replay: true };
    if (capture.status === 'PENDING') throw fail(422, 'PENDING_CAPTURE');
    if (capture.status === 'REFUNDED') throw fail(422, 'CAPTURE_FULLY_REFUNDED');
    if (capture.status === 'DECLINED') throw fail(422, 'REFUND_NOT_ALLOWED');
    if (request.currency !== undefined && request.currency !== capture.currency) {
      throw fail(422, 'REFUND_CAPTURE_CURRENCY_MISMATCH', { field: '/amount/currency_code', value: request.currency, location: 'body' });
    }
    const remaining = capture.amountCents - capture.refundedCents;
    const amountCents = request.amountCents ?? remaining;
    if (amountCents > remaining) throw fail(422, 'REFUND_AMOUNT_EXCEEDED', { field: '/amount/value', location: 'body' });

    const now = this.clock();
    const refund: SandboxRefund = {
      id: resourceId(),
      captureId,
      kind,
      amountCents,
      currency: capture.currency,
      createTime: now,
      updateTime: now,
    };
    if (request.noteToPayer) refund.noteToPayer = request.noteToPayer;
    if (request.customId) refund.customId = request.customId;
    if (request.invoiceId) refund.invoiceId = request.invoiceId;
    this.remember(this.refunds, refund);
    if (requestId) this.rememberKey(`refund:${captureId}:${requestId}`, refund.id);

    capture.refundedCents += amountCents;
    capture.status = capture.refundedCents === capture.amountCents ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    if (kind === 'reversal') capture.reason = 'CHARGEBACK';
    capture.updateTime = now;
    this.notify(kind === 'reversal' ? 'PAYMENT.CAPTURE.REVERSED' : 'PAYMENT.CAPTURE.REFUNDED', { refund, capture });
    return { refund, replay: false };
  }

  findRefund(id: string): SandboxRefund {
    const refund = this.refunds.get(id);
    if (!refund) throw fail(404, 'INVALID_RESOURCE_ID', { location: 'path', field: 'refund_id', value: id });
    return refund;
  }

  refundsOf(captureId: string): SandboxRefund[] {
    return [...this.refunds.values()].filter((refund) => refund.captureId === captureId);
  }

  private settlePending(id: string, status: 'COMPLETED' | 'DECLINED', event: EventType): SandboxCapture {
    const capture = this.findCapture(id);
    if (capture.status !== 'PENDING') throw new SandboxStateError(`Capture ${id} is ${capture.status}, not PENDING`);
    capture.status = status;
    delete capture.reason;
    capture.updateTime = this.clock();
    this.notify(event, { capture });
    return capture;
  }

  private replayed<T>(key: string, requestId: string | undefined, from: Map<string, T>): T | undefined {
    if (!requestId) return undefined;
    const id = this.idempotency.get(key);
    return id === undefined ? undefined : from.get(id);
  }

  private rememberKey(key: string, id: string): void {
    this.idempotency.set(key, id);
    if (this.idempotency.size > 3 * CAPACITY) this.idempotency.delete(this.idempotency.keys().next().value as string);
  }

  /** Insertion-ordered maps double as lists; the oldest entries go when memory is full. */
  private remember<T extends { id: string }>(map: Map<string, T>, item: T): void {
    map.set(item.id, item);
    if (map.size > CAPACITY) map.delete(map.keys().next().value as string);
  }
}
