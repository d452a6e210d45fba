import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayPalApiError, PayPalUnreachableError } from '../../../src/server/integrations/paypal/index.js';
import { CANCEL_URL, orderInput, RETURN_URL, startPayPal, type PayPalHarness } from './harness.js';

/** The adapter against the PayPal sandbox over real HTTP on loopback: the funding lifecycle of docs/product-rules.md#paypal-funding. */
let paypal: PayPalHarness;

beforeAll(async () => {
  paypal = await startPayPal();
});
afterAll(() => paypal.stop());

describe('PayPal sandbox', () => {
  it('advertises PayPal-shaped settings', () => {
    expect(paypal.sandbox.name).toBe('paypal');
    expect(paypal.sandbox.env).toMatchObject({ PAYPAL_MODE: 'sandbox' });
    expect(paypal.sandbox.env.PAYPAL_API_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(paypal.sandbox.env.PAYPAL_CLIENT_ID).toBeTruthy();
    expect(paypal.sandbox.env.PAYPAL_CLIENT_SECRET).toBeTruthy();
    expect(paypal.sandbox.env.PAYPAL_WEBHOOK_ID).toMatch(/^[A-Za-z0-9]+$/);
  });
});

describe('PayPal adapter: orders', () => {
  it('creates, is approved on the page, and captures: COMPLETED with exact integer cents', async () => {
    const client = paypal.client();
    for (const amountCents of [2000, 10, 1, 123456, 4035]) {
      const input = orderInput({ amountCents, invoiceId: `INV-${amountCents}-${Date.now()}` });
      const created = await client.createOrder(input);
      expect(created.status).toBe('PAYER_ACTION_REQUIRED');
      expect(created.approveUrl).toBe(`${paypal.apiUrl}/checkoutnow?token=${created.id}`);

      const back = await paypal.approve(created.id);
      expect(`${back.origin}${back.pathname}`).toBe(RETURN_URL);
      expect(back.searchParams.get('token')).toBe(created.id);
      expect(back.searchParams.get('PayerID')).toMatch(/^[2-9A-HJ-NP-Z]{13}$/);
      expect((await client.getOrder(created.id)).status).toBe('APPROVED');

      const result = await client.captureOrder(created.id, { requestId: `capture-${input.customId}` });
      expect(result).toMatchObject({ orderId: created.id, orderStatus: 'COMPLETED' });
      expect(result.capture).toEqual({
        id: expect.any(String),
        status: 'COMPLETED',
        amountCents,
        currency: 'USD',
        customId: input.customId,
        orderId: created.id,
      });
      expect(await client.getCapture(result.capture!.id)).toEqual(result.capture);

      const order = await client.getOrder(created.id);
      expect(order).toMatchObject({
        id: created.id,
        status: 'COMPLETED',
        amountCents,
        currency: 'USD',
        customId: input.customId,
        invoiceId: input.invoiceId,
        approveUrl: null,
      });
      expect(order.capture).toEqual(result.capture);
    }
  });

  it('a capture retried with the same PayPal-Request-Id answers the same capture, and captures once', async () => {
    const client = paypal.client();
    const { id } = await client.createOrder(orderInput());
    await paypal.approve(id);
    const [first, again, concurrent] = await Promise.all([
      client.captureOrder(id, { requestId: `capture-${id}` }),
      client.captureOrder(id, { requestId: `capture-${id}` }),
      client.captureOrder(id, { requestId: `capture-${id}` }),
    ]);
    expect(first.capture?.status).toBe('COMPLETED');
    expect(again.capture).toEqual(first.capture);
    expect(concurrent.capture).toEqual(first.capture);
    const state = await paypal.control<{ captures: Array<{ id: string; supplementary_data: { related_ids: { order_id: string } } }> }>(
      'GET',
      '/sandbox/state',
    );
    expect(state.captures.filter((capture) => capture.supplementary_data.related_ids.order_id === id)).toHaveLength(1);
  });

  it('ORDER_ALREADY_CAPTURED (another request id) answers the existing capture instead of failing', async () => {
    const client = paypal.client();
    const { id } = await client.createOrder(orderInput({ amountCents: 1550 }));
    await paypal.approve(id);
    const first = await client.captureOrder(id, { requestId: 'first-attempt' });
    const requestsBefore = (await paypal.requests()).length;
    const second = await client.captureOrder(id, { requestId: 'second-attempt-after-a-crash' });
    expect(second).toEqual(first);
    // What happened on the wire: a 422 ORDER_ALREADY_CAPTURED, then the order was read.
    const calls = (await paypal.requests()).slice(requestsBefore);
    expect(calls.map((call) => `${call.method} ${call.status}`)).toEqual(['POST 422', 'GET 200']);
    expect(calls[0]!.response).toMatchObject({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
  });

  it('creating twice with the same PayPal-Request-Id gives the same order', async () => {
    const client = paypal.client();
    const input = orderInput();
    const first = await client.createOrder(input);
    const second = await client.createOrder(input);
    expect(second).toEqual(first);
    const other = await client.createOrder({ ...input, requestId: `${input.requestId}-other` });
    expect(other.id).not.toBe(first.id);
  });

  it('refuses to capture before approval with a typed 422 ORDER_NOT_APPROVED carrying the debug_id', async () => {
    const client = paypal.client();
    const { id } = await client.createOrder(orderInput());
    const failure = await client.captureOrder(id, { requestId: `capture-${id}` }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PayPalApiError);
    expect(failure).toMatchObject({ status: 422, errorName: 'UNPROCESSABLE_ENTITY', issues: ['ORDER_NOT_APPROVED'] });
    expect((failure as PayPalApiError).debugId).toMatch(/^[0-9a-f]{13}$/);
  });

  it('a pending capture holds, then completes', async () => {
    const client = paypal.client();
    const { id } = await client.createOrder(orderInput({ amountCents: 7500 }));
    await paypal.approve(id, 'PENDING');
    const result = await client.captureOrder(id, { requestId: `capture-${id}` });
    expect(result.orderStatus).toBe('COMPLETED');
    expect(result.capture).toMatchObject({ status: 'PENDING', statusReason: 'PENDING_REVIEW', amountCents: 7500 });

    await paypal.control('POST', `/sandbox/captures/${result.capture!.id}/complete`);
    const settled = await client.getCapture(result.capture!.id);
    expect(settled).toMatchObject({ id: result.capture!.id, status: 'COMPLETED', amountCents: 7500, orderId: id });
    expect(settled.statusReason).toBeUndefined();
  });

  it('a pending capture can be denied: DECLINED', async () => {
    const client = paypal.client();
    const { id } = await client.createOrder(orderInput());
    await paypal.approve(id, 'PENDING');
    const { capture } = await client.captureOrder(id, { requestId: `capture-${id}` });
    await paypal.control('POST', `/sandbox/captures/${capture!.id}/deny`);
    expect((await client.getCapture(capture!.id)).status).toBe('DECLINED');
  });

  it('declined: the order is COMPLETED but its capture is DECLINED', async () => {
    const client = paypal.client();
    const { id } = await client.createOrder(orderInput({ amountCents: 999 }));
    await paypal.approve(id, 'DECLINED');
    const result = await client.captureOrder(id, { requestId: `capture-${id}` });
    expect(result.orderStatus).toBe('COMPLETED');
    expect(result.capture).toMatchObject({ status: 'DECLINED', amountCents: 999 });
    expect(result.declined).toBeUndefined();
  });

  it('cancel returns to the cancel_url with the token and leaves the order unapproved', async () => {
    const client = paypal.client();
    const { id } = await client.createOrder(orderInput());
    const back = await paypal.approve(id, 'COMPLETED', 'cancel');
    expect(`${back.origin}${back.pathname}`).toBe(CANCEL_URL);
    expect(back.searchParams.get('token')).toBe(id);
    expect(back.searchParams.has('PayerID')).toBe(false);
    expect((await client.getOrder(id)).status).toBe('PAYER_ACTION_REQUIRED');
  });

  it('an unknown order is a typed 404 RESOURCE_NOT_FOUND', async () => {
    const failure = await paypal
      .client()
      .getOrder('NOSUCHORDER000000')
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 404, errorName: 'RESOURCE_NOT_FOUND', issues: ['INVALID_RESOURCE_ID'] });
  });

  it('refuses amounts that are not positive whole cents before calling PayPal', async () => {
    for (const amountCents of [0, -100, 10.5, Number.NaN]) {
      await expect(paypal.client().createOrder(orderInput({ amountCents }))).rejects.toThrow(RangeError);
    }
  });
});

describe('PayPal adapter: INSTRUMENT_DECLINED', () => {
  it('is a declined result, not an error', async () => {
    // The sandbox's declined flow is a DECLINED capture; PayPal's other flow (a 422 with no capture) is
    // answered here by a stub, as PayPal documents it.
    const stub = createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      if (request.url === '/v1/oauth2/token')
        return response.end(JSON.stringify({ access_token: 't', token_type: 'Bearer', expires_in: 32400 }));
      response.statusCode = 422;
      response.end(
        JSON.stringify({
          name: 'UNPROCESSABLE_ENTITY',
          message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
          debug_id: '90957fca61718',
          details: [
            { issue: 'INSTRUMENT_DECLINED', description: 'The instrument presented  was either declined by the processor or bank.' },
          ],
          links: [{ href: 'https://www.paypal.com/checkoutnow?token=8AA831015G517922L', rel: 'redirect', method: 'GET' }],
        }),
      );
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    try {
      const client = paypal.client({ apiUrl: `http://127.0.0.1:${(stub.address() as AddressInfo).port}` });
      const result = await client.captureOrder('8AA831015G517922L', { requestId: 'r-1' });
      expect(result).toEqual({
        orderId: '8AA831015G517922L',
        orderStatus: 'APPROVED',
        capture: null,
        declined: {
          issue: 'INSTRUMENT_DECLINED',
          debugId: '90957fca61718',
          retryUrl: 'https://www.paypal.com/checkoutnow?token=8AA831015G517922L',
        },
      });
    } finally {
      await new Promise((resolve) => stub.close(resolve));
    }
  });
});

describe('PayPal adapter: OAuth', () => {
  it('fetches one token and reuses it', async () => {
    const client = paypal.client();
    await paypal.control('DELETE', '/sandbox/requests');
    await client.getOrder((await client.createOrder(orderInput())).id);
    await client.createOrder(orderInput());
    const calls = await paypal.requests();
    expect(calls.filter((call) => call.path === '/v1/oauth2/token')).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/v1/oauth2/token',
      body: { grant_type: 'client_credentials' },
      headers: { authorization: 'Basic …' },
    });
    expect(calls.slice(1).every((call) => call.headers.authorization === 'Bearer …')).toBe(true);
  });

  it('fetches a new token shortly before the old one expires', async () => {
    let now = Date.now();
    const client = paypal.client({ now: () => now });
    await paypal.control('DELETE', '/sandbox/requests');
    await client.createOrder(orderInput());
    now += 32_400_000 - 120_000; // 2 minutes before the 9-hour expiry: still good
    await client.createOrder(orderInput());
    now += 90_000; // 30 s before expiry: renew
    await client.createOrder(orderInput());
    expect((await paypal.requests()).filter((call) => call.path === '/v1/oauth2/token')).toHaveLength(2);
  });

  it('a token PayPal no longer accepts is replaced once, and the call goes through', async () => {
    const client = paypal.client();
    await client.createOrder(orderInput());
    await paypal.control('POST', '/sandbox/tokens/revoke');
    await paypal.control('DELETE', '/sandbox/requests');
    const created = await client.createOrder(orderInput());
    expect(created.id).toBeTruthy();
    expect((await paypal.requests()).map((call) => `${call.method} ${call.path} ${call.status}`)).toEqual([
      'POST /v2/checkout/orders 401',
      'POST /v1/oauth2/token 200',
      'POST /v2/checkout/orders 201',
    ]);
  });

  it('wrong credentials are a typed 401 invalid_client', async () => {
    const failure = await paypal
      .client({ clientSecret: 'wrong' })
      .createOrder(orderInput())
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PayPalApiError);
    expect(failure).toMatchObject({ status: 401, errorName: 'invalid_client', message: 'Client Authentication failed' });
  });

  it('an unreachable PayPal is a PayPalUnreachableError', async () => {
    const failure = await paypal
      .client({ apiUrl: 'http://127.0.0.1:1' })
      .getOrder('X')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PayPalUnreachableError);
    expect((failure as Error).message).toContain('http://127.0.0.1:1 unreachable');
  });
});
