import { describe, expect, it } from 'vitest';
import { AnswerBrokeOffError, HttpTimeoutError } from '../http-exchange.js';
import { scriptedExchange, type ScriptedStep } from '../scripted-http.testing.js';
import { createWebhookVerifier } from './webhooks.js';

/**
 * The webhook verifier's certificate download over a scripted exchange: one GET through the client's
 * exchange, and anything but a 2xx (a redirect above all: a trusted URL must not lead elsewhere) or an
 * answer that broke off is `cert-unavailable`, not remembered. Signatures are verified against the PayPal
 * sandbox in tests/integration/paypal/webhooks.test.ts.
 */
const API = 'https://api-m.paypal.test';
const SENT_AT = '2026-11-28T12:00:00Z';
const CERT_URL = `${API}/v1/notifications/certs/CERT-360caa42`;

function verifierOver(...answers: ScriptedStep[]) {
  const { exchange, requests } = scriptedExchange(...answers);
  const verify = createWebhookVerifier({
    apiUrl: API,
    webhookId: 'WH-1',
    toleranceMs: 60_000,
    now: () => Date.parse(SENT_AT),
    exchange,
    timeoutMs: 1234,
  });
  return { verify, requests };
}

const delivery = (certUrl = CERT_URL) => ({
  headers: {
    'paypal-transmission-id': 'tx-1',
    'paypal-transmission-time': SENT_AT,
    'paypal-transmission-sig': 'c2lnbmF0dXJl',
    'paypal-cert-url': certUrl,
    'paypal-auth-algo': 'SHA256withRSA',
  },
  rawBody: '{"id":"WH-EVENT-1","event_type":"PAYMENT.CAPTURE.COMPLETED","resource":{}}',
});

describe('the webhook certificate download', () => {
  it('is one GET of the certificate URL through the exchange, with the timeout', async () => {
    const { verify, requests } = verifierOver({ status: 404, headers: {}, text: '{"name":"RESOURCE_NOT_FOUND"}' });
    expect(await verify(delivery())).toMatchObject({ verified: false, reason: 'cert-unavailable' });
    expect(requests).toEqual([{ method: 'GET', url: CERT_URL, headers: {}, timeoutMs: 1234 }]);
  });

  it('a redirect is refused, not followed', async () => {
    const { verify, requests } = verifierOver({ status: 302, headers: { location: 'https://evil.example/cert.pem' }, text: '' });
    expect(await verify(delivery())).toEqual({
      verified: false,
      reason: 'cert-unavailable',
      message: `Certificate ${CERT_URL} unavailable: HTTP 302`,
    });
    expect(requests.map((request) => request.url)).toEqual([CERT_URL]);
  });

  it('no answer in time, or one that broke off → cert-unavailable, tried again at the next delivery', async () => {
    const { verify, requests } = verifierOver(
      new HttpTimeoutError('timed out after 1234 ms'),
      new AnswerBrokeOffError(new HttpTimeoutError('timed out after 1234 ms')),
      { status: 200, headers: {}, text: 'not a certificate' },
    );
    expect(await verify(delivery())).toMatchObject({
      reason: 'cert-unavailable',
      message: `Certificate ${CERT_URL} unavailable: timed out`,
    });
    expect(await verify(delivery())).toMatchObject({
      reason: 'cert-unavailable',
      message: `Certificate ${CERT_URL} unavailable: the answer broke off: timed out`,
    });
    expect(await verify(delivery())).toMatchObject({ reason: 'invalid-certificate' });
    expect(requests).toHaveLength(3);
  });

  it('an untrusted URL is never asked for', async () => {
    const { verify, requests } = verifierOver();
    expect(await verify(delivery('https://evil.example/v1/notifications/certs/CERT-1'))).toMatchObject({ reason: 'untrusted-cert-url' });
    expect(requests).toEqual([]);
  });
});
