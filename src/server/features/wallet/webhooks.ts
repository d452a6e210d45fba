import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.js';
import { captureIdOfEvent, type PayPalClient, type WebhookHeaders } from '../../integrations/paypal/index.js';
import type { Ledger } from '../../ledger/index.js';
import { clawBack } from './clawback.js';
import type { FundingSettlement } from './settle.js';
import * as store from './store.js';

export type WebhookOutcome = 'rejected' | 'retry-later' | 'duplicate' | 'ignored' | 'unknown-payment' | 'settled';

/**
 * A PayPal webhook: verified as PayPal documents, recorded once by event id, and never trusted for money:
 * the capture is re-read from PayPal and that answer is settled, on the same path as the synchronous
 * capture, so both converge on one ledger entry.
 */
export async function handlePayPalWebhook(
  deps: { db: Db; ledger: Ledger; paypal: PayPalClient; settlement: FundingSettlement; log: FastifyBaseLogger },
  headers: WebhookHeaders,
  rawBody: string,
): Promise<WebhookOutcome> {
  const verification = await deps.paypal.verifyWebhook({ headers, rawBody });
  if (!verification.verified) {
    deps.log.warn({ reason: verification.reason }, 'paypal webhook not verified');
    // PayPal's certificate could not be fetched just now: ask for the event again rather than drop it.
    return verification.reason === 'cert-unavailable' ? 'retry-later' : 'rejected';
  }
  const { event } = verification;
  const captureId = captureIdOfEvent(event);
  const firstTime = await store.recordWebhookEvent(deps.db, { id: event.id, eventType: event.event_type, resourceId: captureId });
  if (!firstTime && (await store.webhookEventProcessed(deps.db, event.id))) return 'duplicate';
  if (!captureId) {
    await store.markWebhookEventProcessed(deps.db, event.id, 'ignored');
    return 'ignored';
  }

  const capture = await deps.paypal.getCapture(captureId);
  const funding = capture.customId ? await store.findFunding(deps.db, capture.customId) : null;
  if (!funding) {
    await store.markWebhookEventProcessed(deps.db, event.id, 'unknown-payment');
    return 'unknown-payment';
  }
  if (event.event_type === 'PAYMENT.CAPTURE.REVERSED' || event.event_type === 'PAYMENT.CAPTURE.REFUNDED') {
    // Only when PayPal confirms the money is no longer ours.
    if (capture.status !== 'COMPLETED' && capture.status !== 'PENDING') {
      await clawBack(deps.ledger, funding.id, capture.id, event.event_type === 'PAYMENT.CAPTURE.REVERSED' ? 'reversed' : 'refunded');
    }
  } else {
    await deps.settlement.capture(funding.id, capture);
  }
  await store.markWebhookEventProcessed(deps.db, event.id, 'settled');
  return 'settled';
}
