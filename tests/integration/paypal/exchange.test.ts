import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../../src/server/db/unavailable.js';
import { createHttpExchange } from '../../../src/server/integrations/http-exchange.js';
import type { OutsideCallObserver } from '../../../src/server/integrations/outside-call.js';
import { paypalFromConfig } from '../../../src/server/integrations/paypal/configured.js';
import { createPayPalClient } from '../../../src/server/integrations/paypal/index.js';
import { createOutsideCallMetrics } from '../../../src/server/observability/outside-calls.js';
import { testConfig } from '../test-config.js';
import { eventually, orderInput, startPayPal, startWebhookReceiver, type PayPalHarness } from './harness.js';

/**
 * PayPal's calls leave through the plain HTTP seam (undici's request on kept-alive connections, ADR 0086):
 * production's wiring against the PayPal sandbox on loopback, observed as every outside call is; then a
 * server on loopback that misbehaves on purpose (never answers, stops halfway, redirects a certificate).
 * Timeouts are short so that each case ends soon; nothing here measures time.
 */
let paypal: PayPalHarness;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
let server: Server;
let baseUrl: string;
let handle: Handler;
const sockets = new Set<Socket>();
const TOKEN = JSON.stringify({ access_token: 'token', token_type: 'Bearer', expires_in: 32400 });

beforeAll(async () => {
  paypal = await startPayPal({ webhookBackoffMs: 20 });
  receiver = await startWebhookReceiver();
  await paypal.control('POST', '/sandbox/webhook-url', { url: receiver.url });
  server = createServer((request, response) => {
    if (request.url === '/v1/oauth2/token') {
      request.resume();
      response.setHeader('content-type', 'application/json');
      response.end(TOKEN);
      return;
    }
    handle(request, response);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await paypal.stop();
  await receiver.close();
  sockets.forEach((socket) => socket.destroy());
  server.close();
  await once(server, 'close');
});

const misbehaving = (timeoutMs: number, apiUrl = baseUrl) =>
  createPayPalClient({ apiUrl, clientId: 'id', clientSecret: 'secret', webhookId: 'WH-1', timeoutMs });

describe("production's PayPal client against the sandbox", () => {
  it('orders, captures and verifies a webhook, each call one outside call of paypal with the labels it always had', async () => {
    const registry = new Registry();
    const metrics = createOutsideCallMetrics(registry);
    const calls: Parameters<OutsideCallObserver>[0][] = [];
    const client = paypalFromConfig(testConfig(paypal.sandbox.env), (call) => (calls.push(call), metrics(call)));
    try {
      const { id } = await client.createOrder(orderInput({ amountCents: 700 }));
      expect((await client.getOrder(id)).status).toBe('PAYER_ACTION_REQUIRED');
      await paypal.approve(id);
      const { capture } = await client.captureOrder(id, { requestId: `capture-${id}` });
      expect(capture).toMatchObject({ status: 'COMPLETED', amountCents: 700 });
      await expect(client.getOrder('5O190127TN364715T')).rejects.toMatchObject({ name: 'PayPalApiError', status: 404 });
      const webhook = await eventually(() =>
        receiver.received.find(
          (received) => received.event.event_type === 'PAYMENT.CAPTURE.COMPLETED' && received.event.resource.id === capture!.id,
        ),
      );
      expect(await client.verifyWebhook({ headers: webhook.headers, rawBody: webhook.rawBody })).toMatchObject({ verified: true });

      expect(calls.map(({ service, operation, outcome }) => `${service} ${operation} ${outcome}`)).toEqual([
        // `oauth2` has a digit, so the path shape has always read it as an id: the label stays as dashboards know it.
        'paypal POST /v1/:id/token ok',
        'paypal POST /v2/checkout/orders ok',
        'paypal GET /v2/checkout/orders/:id ok',
        'paypal POST /v2/checkout/orders/:id/capture ok',
        'paypal GET /v2/checkout/orders/:id client_error',
        'paypal GET /certs/:id ok',
      ]);
      const exposition = await registry.metrics();
      expect(exposition).toContain(
        'kredi_outside_call_duration_seconds_count{service="paypal",operation="POST /v2/checkout/orders/:id/capture",outcome="ok"} 1',
      );
      expect(exposition).toContain(
        'kredi_outside_call_duration_seconds_count{service="paypal",operation="GET /v2/checkout/orders/:id",outcome="client_error"} 1',
      );
    } finally {
      await client.close();
    }
  });
});

describe('PayPal over the exchange, when the other side misbehaves', () => {
  it('no answer within the timeout → PayPalUnreachableError, timed out', async () => {
    handle = (request) => request.resume(); // never answers
    const client = misbehaving(100);
    try {
      await expect(client.getOrder('O-1')).rejects.toMatchObject({
        name: 'PayPalUnreachableError',
        message: 'PayPal GET /v2/checkout/orders/O-1 failed: timed out',
      });
    } finally {
      await client.close();
    }
  });

  it('a body that stops coming → PayPalUnreachableError, the answer broke off', async () => {
    handle = (request, response) => {
      request.resume();
      response.writeHead(201, { 'content-type': 'application/json', 'content-length': '100' });
      response.write('{"id":"O-1","status":'); // …and nothing more
    };
    const client = misbehaving(100);
    try {
      await expect(client.captureOrder('O-1', { requestId: 'r-1' })).rejects.toMatchObject({
        name: 'PayPalUnreachableError',
        message: 'PayPal POST /v2/checkout/orders/O-1/capture failed: the answer broke off: timed out',
      });
    } finally {
      await client.close();
    }
  });

  it("nobody listening → PayPal's error, never the database's", async () => {
    const probe = createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const { port } = probe.address() as AddressInfo;
    probe.close();
    await once(probe, 'close');
    const client = misbehaving(5_000, `http://127.0.0.1:${port}`);
    try {
      const error = await client.getOrder('O-1').catch((reason: unknown) => reason);
      expect(error).toMatchObject({ name: 'PayPalUnreachableError', message: expect.stringMatching(/unreachable: connect ECONNREFUSED/) });
      expect(isDatabaseUnavailable(error)).toBe(false);
    } finally {
      await client.close();
    }
  });

  it('a certificate URL that redirects is refused, and where it points is never asked', async () => {
    let followed = 0;
    const elsewhere = createServer((request, response) => {
      followed += 1;
      response.end('-----BEGIN CERTIFICATE-----');
    }).listen(0, '127.0.0.1');
    await once(elsewhere, 'listening');
    const target = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/cert.pem`;
    handle = (request, response) => {
      request.resume();
      response.writeHead(302, { location: target });
      response.end();
    };
    const client = misbehaving(5_000);
    const exchange = createHttpExchange();
    try {
      const answer = await exchange({ method: 'GET', url: `${baseUrl}/certs/CERT-1.pem`, headers: {}, timeoutMs: 5_000 });
      expect(answer).toMatchObject({ status: 302, headers: { location: target } });
      const sentAt = new Date().toISOString();
      const verification = await client.verifyWebhook({
        headers: {
          'paypal-transmission-id': 'tx-1',
          'paypal-transmission-time': sentAt,
          'paypal-transmission-sig': 'c2lnbmF0dXJl',
          'paypal-cert-url': `${baseUrl}/certs/CERT-2.pem`,
          'paypal-auth-algo': 'SHA256withRSA',
        },
        rawBody: '{}',
      });
      expect(verification).toEqual({
        verified: false,
        reason: 'cert-unavailable',
        message: `Certificate ${baseUrl}/certs/CERT-2.pem unavailable: HTTP 302`,
      });
      expect(followed).toBe(0);
    } finally {
      await client.close();
      await exchange.close();
      elsewhere.close();
      await once(elsewhere, 'close');
    }
  });
});
