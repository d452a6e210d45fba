import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { captureIdOfEvent, isTrustedCertUrl, type PayPalWebhookEvent } from '../../../src/server/integrations/paypal/index.js';
import { eventually, orderInput, startPayPal, startWebhookReceiver, type PayPalHarness, type ReceivedWebhook } from './harness.js';

/** Signed webhook deliveries from the sandbox, verified by the adapter as PayPal documents self-verification. */
let paypal: PayPalHarness;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

interface EventView {
  id: string;
  eventType: string;
  forged: boolean;
  state: string;
  transmissions: Array<{ transmissionId: string; trigger: string; status?: number }>;
}

beforeAll(async () => {
  paypal = await startPayPal({ webhookAttempts: 4, webhookBackoffMs: 20 });
  receiver = await startWebhookReceiver();
  await paypal.control('POST', '/sandbox/webhook-url', { url: receiver.url });
});
afterAll(async () => {
  await paypal.stop();
  await receiver.close();
});
beforeEach(() => {
  receiver.received.length = 0;
  receiver.answers.length = 0;
});

/** Pays an order with the outcome, captures it, and returns the capture id. */
async function capturedOrder(outcome: 'COMPLETED' | 'PENDING' | 'DECLINED' = 'COMPLETED', amountCents = 2000): Promise<string> {
  const client = paypal.client();
  const { id } = await client.createOrder(orderInput({ amountCents }));
  await paypal.approve(id, outcome);
  return (await client.captureOrder(id, { requestId: `capture-${id}` })).capture!.id;
}

function delivery(type: string, resourceId?: string): Promise<ReceivedWebhook> {
  return eventually(() =>
    receiver.received.find(
      (webhook) =>
        webhook.event.event_type === type &&
        (resourceId === undefined || captureIdOfEvent(webhook.event as PayPalWebhookEvent) === resourceId),
    ),
  );
}

describe('PayPal webhooks', () => {
  it('delivers PAYMENT.CAPTURE.COMPLETED with PayPal headers, and the adapter verifies it', async () => {
    const captureId = await capturedOrder('COMPLETED', 2000);
    const webhook = await delivery('PAYMENT.CAPTURE.COMPLETED', captureId);
    expect(webhook.headers).toMatchObject({
      'content-type': 'application/json',
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-transmission-id': expect.any(String),
      'paypal-transmission-sig': expect.any(String),
      'paypal-cert-url': expect.stringMatching(new RegExp(`^${paypal.apiUrl}/certs/CERT-[0-9a-f]+\\.pem$`)),
    });
    expect(Date.now() - Date.parse(String(webhook.headers['paypal-transmission-time']))).toBeLessThan(60_000);

    const verification = await paypal.client().verifyWebhook({ headers: webhook.headers, rawBody: webhook.rawBody });
    expect(verification).toMatchObject({ verified: true, transmissionId: webhook.headers['paypal-transmission-id'] });
    if (!verification.verified) throw new Error(verification.message);
    expect(verification.event).toMatchObject({
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource_type: 'capture',
      resource: { id: captureId, status: 'COMPLETED', amount: { currency_code: 'USD', value: '20.00' } },
    });
    expect(verification.event.id).toMatch(/^WH-[0-9A-Z]{17}-[0-9A-Z]{17}$/);
  });

  it('also accepts a Fetch Headers object and a string body', async () => {
    const captureId = await capturedOrder();
    const webhook = await delivery('PAYMENT.CAPTURE.COMPLETED', captureId);
    const headers = new Headers(Object.entries(webhook.headers).map(([name, value]): [string, string] => [name, String(value)]));
    expect(await paypal.client().verifyWebhook({ headers, rawBody: webhook.rawBody.toString('utf8') })).toMatchObject({ verified: true });
  });

  it('rejects a forged event (signed with another key)', async () => {
    const { event } = await paypal.control<{ event: EventView }>('POST', '/sandbox/events/forged', {});
    expect(event.forged).toBe(true);
    const webhook = await eventually(() => receiver.received.find((received) => received.event.id === event.id));
    expect(await paypal.client().verifyWebhook({ headers: webhook.headers, rawBody: webhook.rawBody })).toMatchObject({
      verified: false,
      reason: 'bad-signature',
    });
  });

  it('rejects a tampered body', async () => {
    const captureId = await capturedOrder('COMPLETED', 500);
    const webhook = await delivery('PAYMENT.CAPTURE.COMPLETED', captureId);
    const tampered = Buffer.from(webhook.rawBody.toString('utf8').replace('"5.00"', '"500.00"'));
    expect(tampered.equals(webhook.rawBody)).toBe(false);
    expect(await paypal.client().verifyWebhook({ headers: webhook.headers, rawBody: tampered })).toMatchObject({
      verified: false,
      reason: 'bad-signature',
    });
  });

  it('rejects certificates from hosts that are not PayPal or the configured API, without downloading them', async () => {
    const captureId = await capturedOrder();
    const webhook = await delivery('PAYMENT.CAPTURE.COMPLETED', captureId);
    const fetched: string[] = [];
    const client = paypal.client({ exchange: (request) => (fetched.push(request.url), paypal.exchange(request)) });
    for (const certUrl of [
      'https://evil.example.com/certs/CERT-1.pem',
      'http://api.paypal.com/v1/notifications/certs/CERT-1',
      'https://api.paypal.com.evil.example/v1/notifications/certs/CERT-1',
      'https://user@api.paypal.com/v1/notifications/certs/CERT-1',
      'http://127.0.0.1:1/certs/CERT-1.pem',
      'not a url',
    ]) {
      const verification = await client.verifyWebhook({
        headers: { ...webhook.headers, 'paypal-cert-url': certUrl },
        rawBody: webhook.rawBody,
      });
      expect(verification, certUrl).toMatchObject({ verified: false, reason: 'untrusted-cert-url' });
    }
    expect(fetched).toEqual([]);
    expect(isTrustedCertUrl('https://api.paypal.com/v1/notifications/certs/CERT-360caa42', paypal.apiUrl)).toBe(true);
    expect(isTrustedCertUrl('https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42', paypal.apiUrl)).toBe(true);
    expect(isTrustedCertUrl(`${paypal.apiUrl}/certs/x.pem`, paypal.apiUrl)).toBe(true);
  });

  it('rejects a stale transmission time, within a tolerance the caller sets', async () => {
    const captureId = await capturedOrder();
    const webhook = await delivery('PAYMENT.CAPTURE.COMPLETED', captureId);
    const input = { headers: webhook.headers, rawBody: webhook.rawBody };
    const sixMinutesLater = () => Date.now() + 6 * 60_000;
    expect(await paypal.client({ now: sixMinutesLater }).verifyWebhook(input)).toMatchObject({ verified: false, reason: 'stale' });
    expect(await paypal.client({ now: () => Date.now() - 6 * 60_000 }).verifyWebhook(input)).toMatchObject({
      verified: false,
      reason: 'stale',
    });
    expect(await paypal.client({ now: sixMinutesLater, webhookToleranceMs: 10 * 60_000 }).verifyWebhook(input)).toMatchObject({
      verified: true,
    });
    expect(await paypal.client({ now: () => Date.now() + 2_000, webhookToleranceMs: 1_000 }).verifyWebhook(input)).toMatchObject({
      verified: false,
      reason: 'stale',
    });
  });

  it('rejects missing headers, another algorithm, another webhook id, and an unreachable certificate', async () => {
    const captureId = await capturedOrder();
    const webhook = await delivery('PAYMENT.CAPTURE.COMPLETED', captureId);
    const client = paypal.client();
    const without = { ...webhook.headers };
    delete without['paypal-transmission-sig'];
    expect(await client.verifyWebhook({ headers: without, rawBody: webhook.rawBody })).toMatchObject({
      verified: false,
      reason: 'missing-header',
    });
    expect(
      await client.verifyWebhook({ headers: { ...webhook.headers, 'paypal-auth-algo': 'SHA1withRSA' }, rawBody: webhook.rawBody }),
    ).toMatchObject({
      verified: false,
      reason: 'unsupported-algorithm',
    });
    expect(
      await paypal.client({ webhookId: 'ANOTHERWEBHOOK1' }).verifyWebhook({ headers: webhook.headers, rawBody: webhook.rawBody }),
    ).toMatchObject({
      verified: false,
      reason: 'bad-signature',
    });
    const missingCert = { ...webhook.headers, 'paypal-cert-url': `${paypal.apiUrl}/certs/CERT-unknown.pem` };
    expect(await client.verifyWebhook({ headers: missingCert, rawBody: webhook.rawBody })).toMatchObject({
      verified: false,
      reason: 'cert-unavailable',
    });
  });

  it('downloads each certificate once and keeps it', async () => {
    const fetched: string[] = [];
    const client = paypal.client({ exchange: (request) => (fetched.push(request.url), paypal.exchange(request)) });
    for (const amountCents of [100, 200]) {
      const webhook = await delivery('PAYMENT.CAPTURE.COMPLETED', await capturedOrder('COMPLETED', amountCents));
      expect(await client.verifyWebhook({ headers: webhook.headers, rawBody: webhook.rawBody })).toMatchObject({ verified: true });
    }
    expect(fetched.filter((url) => url.includes('/certs/'))).toHaveLength(1);
  });

  it('retries a failed delivery with the same event id and bytes, each time freshly signed', async () => {
    receiver.answers.push(500, 503);
    const captureId = await capturedOrder();
    await eventually(() => (receiver.received.length >= 3 ? true : undefined));
    const [first, second, third] = receiver.received;
    expect(first!.rawBody.equals(second!.rawBody) && second!.rawBody.equals(third!.rawBody)).toBe(true);
    expect(new Set(receiver.received.slice(0, 3).map((webhook) => webhook.headers['paypal-transmission-id'])).size).toBe(3);
    for (const webhook of [first!, third!]) {
      expect(await paypal.client().verifyWebhook({ headers: webhook.headers, rawBody: webhook.rawBody })).toMatchObject({ verified: true });
    }
    const { events } = await paypal.control<{ events: EventView[] }>('GET', '/sandbox/events');
    const record = events.find((event) => event.id === first!.event.id)!;
    expect(captureIdOfEvent(first!.event as PayPalWebhookEvent)).toBe(captureId);
    expect(record.state).toBe('delivered');
    expect(record.transmissions.map((t) => [t.trigger, t.status])).toEqual([
      ['initial', 500],
      ['retry', 503],
      ['retry', 200],
    ]);
  });

  it('gives up after the bounded number of attempts', async () => {
    receiver.answers.push(500, 500, 500, 500, 500);
    const captureId = await capturedOrder();
    const record = await eventually(async () => {
      const { events } = await paypal.control<{ events: Array<EventView & { event: PayPalWebhookEvent }> }>('GET', '/sandbox/events');
      return events.find((event) => captureIdOfEvent(event.event) === captureId && event.state === 'failed');
    });
    expect(record.transmissions).toHaveLength(4);
    receiver.answers.length = 0;
  });

  it('re-sends an event on demand: a duplicate delivery with the same event id', async () => {
    const captureId = await capturedOrder();
    const original = await delivery('PAYMENT.CAPTURE.COMPLETED', captureId);
    await paypal.control('POST', `/sandbox/events/${original.event.id}/resend`);
    const copies = await eventually(() => {
      const same = receiver.received.filter((webhook) => webhook.event.id === original.event.id);
      return same.length === 2 ? same : undefined;
    });
    expect(copies[1]!.rawBody.equals(original.rawBody)).toBe(true);
    expect(copies[1]!.headers['paypal-transmission-id']).not.toBe(original.headers['paypal-transmission-id']);
    expect(await paypal.client().verifyWebhook({ headers: copies[1]!.headers, rawBody: copies[1]!.rawBody })).toMatchObject({
      verified: true,
    });
  });

  it('announces pending, completed, declined and denied captures', async () => {
    const pending = await capturedOrder('PENDING');
    expect((await delivery('PAYMENT.CAPTURE.PENDING', pending)).event.resource).toMatchObject({
      status: 'PENDING',
      status_details: { reason: 'PENDING_REVIEW' },
    });
    await paypal.control('POST', `/sandbox/captures/${pending}/complete`);
    expect((await delivery('PAYMENT.CAPTURE.COMPLETED', pending)).event.resource).toMatchObject({ status: 'COMPLETED' });

    const declined = await capturedOrder('DECLINED');
    expect((await delivery('PAYMENT.CAPTURE.DECLINED', declined)).event.resource).toMatchObject({ status: 'DECLINED' });

    const denied = await capturedOrder('PENDING');
    await paypal.control('POST', `/sandbox/captures/${denied}/deny`);
    expect((await delivery('PAYMENT.CAPTURE.DENIED', denied)).event.resource).toMatchObject({ status: 'DECLINED' });
  });

  it('announces refunds and reversals with the refund as resource, pointing up to the capture', async () => {
    const refunded = await capturedOrder('COMPLETED', 3000);
    await paypal.control('POST', `/sandbox/captures/${refunded}/refund`, { amount: '10.00' });
    const partial = await delivery('PAYMENT.CAPTURE.REFUNDED', refunded);
    expect(partial.event).toMatchObject({ resource_type: 'refund', resource: { status: 'COMPLETED', amount: { value: '10.00' } } });
    expect(captureIdOfEvent(partial.event as PayPalWebhookEvent)).toBe(refunded);
    expect((await paypal.client().getCapture(refunded)).status).toBe('PARTIALLY_REFUNDED');

    const reversed = await capturedOrder('COMPLETED', 4000);
    await paypal.control('POST', `/sandbox/captures/${reversed}/reverse`);
    const reversal = await delivery('PAYMENT.CAPTURE.REVERSED', reversed);
    expect(reversal.event).toMatchObject({ resource_type: 'refund', resource: { amount: { value: '40.00' } } });
    expect(await paypal.client().getCapture(reversed)).toMatchObject({ status: 'REFUNDED', statusReason: 'CHARGEBACK' });
    for (const webhook of [partial, reversal]) {
      expect(await paypal.client().verifyWebhook({ headers: webhook.headers, rawBody: webhook.rawBody })).toMatchObject({ verified: true });
    }
  });

  it('keeps events without a webhook URL, and refuses a URL that is not http(s)', async () => {
    await paypal.control('POST', '/sandbox/webhook-url', { url: null });
    try {
      const captureId = await capturedOrder();
      const { events } = await paypal.control<{ events: Array<EventView & { event: PayPalWebhookEvent }> }>('GET', '/sandbox/events');
      expect(events.find((event) => captureIdOfEvent(event.event) === captureId)).toMatchObject({ state: 'no-url', transmissions: [] });
      await expect(paypal.control('POST', '/sandbox/webhook-url', { url: 'javascript:alert(1)' })).rejects.toThrow(/409/);
    } finally {
      await paypal.control('POST', '/sandbox/webhook-url', { url: receiver.url });
    }
  });
});
