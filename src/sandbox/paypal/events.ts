import { paypalTime } from './ids.js';
import { displayAmount } from './money.js';
import { captureJson, refundJson } from './representations.js';
import type { EventType, SandboxCapture, SandboxRefund } from './store.js';

/**
 * The webhook events PayPal sends for captures, as Webhooks v1 events. Capture events carry the capture
 * (resource_type `capture`, with `supplementary_data.related_ids.order_id`); PAYMENT.CAPTURE.REFUNDED and
 * PAYMENT.CAPTURE.REVERSED carry the refund (resource_type `refund`), whose `up` link names the capture.
 */
const CAPTURE_SUMMARIES: Partial<Record<EventType, string>> = {
  'PAYMENT.CAPTURE.COMPLETED': 'Payment completed for',
  'PAYMENT.CAPTURE.PENDING': 'Payment pending for',
  'PAYMENT.CAPTURE.DECLINED': 'Payment declined for',
  'PAYMENT.CAPTURE.DENIED': 'Payment denied for',
};

export function captureEvent(type: EventType, subject: { capture: SandboxCapture; refund?: SandboxRefund }, apiUrl: string) {
  const { capture, refund } = subject;
  if (refund) {
    const verb = type === 'PAYMENT.CAPTURE.REVERSED' ? 'reversed' : 'refunded';
    return {
      event_type: type,
      resource_type: 'refund',
      summary: `A ${displayAmount(refund.amountCents, refund.currency)} capture payment was ${verb}`,
      resource: refundJson(refund, capture, apiUrl),
    };
  }
  return {
    event_type: type,
    resource_type: 'capture',
    summary: `${CAPTURE_SUMMARIES[type] ?? 'Payment updated for'} ${displayAmount(capture.amountCents, capture.currency)}`,
    resource: captureJson(capture, apiUrl, true),
  };
}

/**
 * What an attacker would post: a PAYMENT.CAPTURE.COMPLETED for a capture (by default an invented one of
 * $500.00), shaped exactly like the real thing, but signed with a key that is not the certificate's.
 */
export function forgedEvent(capture: SandboxCapture | undefined, apiUrl: string) {
  const now = paypalTime();
  const invented: SandboxCapture = capture
    ? { ...capture, status: 'COMPLETED' }
    : {
        id: 'FORGED0000000000X',
        orderId: 'FORGED0000000000Y',
        status: 'COMPLETED',
        amountCents: 50_000,
        currency: 'USD',
        refundedCents: 0,
        createTime: now,
        updateTime: now,
      };
  return captureEvent('PAYMENT.CAPTURE.COMPLETED', { capture: invented }, apiUrl);
}
