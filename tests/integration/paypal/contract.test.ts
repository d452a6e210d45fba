import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedExchange } from '../../../src/sandbox/paypal/index.js';
import { PayPalApiError } from '../../../src/server/integrations/paypal/index.js';
import { eventually, orderInput, startPayPal, startWebhookReceiver, type PayPalHarness } from './harness.js';
import { PayPalContracts, type SpecName } from './openapi.js';

/**
 * Contract tests against PayPal's own OpenAPI documents (vendor/openapi/): every request the
 * adapter sends is checked against the operation's request-body schema, and every answer the sandbox
 * gives against the operation's response schema for that status, including error answers. Fields the
 * documents do not declare fail too.
 */
let paypal: PayPalHarness;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let contracts: PayPalContracts;
/** Calls the adapter made. */
let adapterExchanges: RecordedExchange[];
/** Those and the calls this file made by hand (refunds, invalid bodies, no token). */
let exchanges: RecordedExchange[];

beforeAll(async () => {
  contracts = new PayPalContracts();
  paypal = await startPayPal();
  receiver = await startWebhookReceiver();
  await paypal.control('POST', '/sandbox/webhook-url', { url: receiver.url });
  await paypal.control('DELETE', '/sandbox/requests');
  await runAdapterOperations();
  adapterExchanges = await paypal.requests();
  await runOtherOperations();
  exchanges = await paypal.requests();
});
afterAll(async () => {
  await paypal.stop();
  await receiver.close();
});

/** Drives the adapter through every path it has. */
async function runAdapterOperations(): Promise<void> {
  const client = paypal.client();
  for (const [outcome, amountCents] of [
    ['COMPLETED', 2000],
    ['PENDING', 10],
    ['DECLINED', 555],
  ] as const) {
    const input = orderInput({ amountCents, invoiceId: `INV-${outcome}-${Date.now()}` });
    const { id } = await client.createOrder(input);
    await client.createOrder(input); // idempotent replay: 200
    await expect(client.captureOrder(id, { requestId: `early-${id}` })).rejects.toBeInstanceOf(PayPalApiError); // 422 ORDER_NOT_APPROVED
    await paypal.approve(id, outcome);
    await client.getOrder(id);
    const { capture } = await client.captureOrder(id, { requestId: `capture-${id}` });
    await client.captureOrder(id, { requestId: `capture-${id}` }); // replay
    await client.captureOrder(id, { requestId: `other-${id}` }); // 422 ORDER_ALREADY_CAPTURED, then GET
    await client.getCapture(capture!.id);
    if (outcome === 'PENDING') {
      await paypal.control('POST', `/sandbox/captures/${capture!.id}/complete`);
      await client.getCapture(capture!.id);
    }
  }
  await expect(client.getOrder('UNKNOWN0000000000')).rejects.toBeInstanceOf(PayPalApiError);
  await expect(client.getCapture('UNKNOWN0000000000')).rejects.toBeInstanceOf(PayPalApiError);
}

/** What the adapter does not do, by hand: refunds, an order without payment_source, invalid bodies, no token. */
async function runOtherOperations(): Promise<void> {
  const client = paypal.client();
  // Order without payment_source (CREATED, rel approve).
  await paypalFetch('POST', '/v2/checkout/orders', {
    intent: 'CAPTURE',
    purchase_units: [{ amount: { currency_code: 'USD', value: '5' } }],
  });

  // Refunds: partial, the rest, too much, again.
  const { id } = await client.createOrder(orderInput({ amountCents: 3000 }));
  await paypal.approve(id);
  const { capture } = await client.captureOrder(id, { requestId: `capture-${id}` });
  const partial = await paypalFetch(
    'POST',
    `/v2/payments/captures/${capture!.id}/refund`,
    { amount: { currency_code: 'USD', value: '10.00' }, note_to_payer: 'Top-up failed' },
    { 'PayPal-Request-Id': `refund-${id}` },
  );
  expect(partial.status).toBe(201);
  expect(
    (await paypalFetch('POST', `/v2/payments/captures/${capture!.id}/refund`, { amount: { currency_code: 'USD', value: '25.00' } })).status,
  ).toBe(422);
  expect(
    (await paypalFetch('POST', `/v2/payments/captures/${capture!.id}/refund`, { amount: { currency_code: 'USD', value: '1.001' } })).status,
  ).toBe(422);
  expect((await paypalFetch('POST', `/v2/payments/captures/${capture!.id}/refund`)).status).toBe(201);
  expect((await paypalFetch('POST', `/v2/payments/captures/${capture!.id}/refund`)).status).toBe(422);
  expect((await paypalFetch('GET', `/v2/payments/refunds/${(partial.body as { id: string }).id}`)).status).toBe(200);

  // Create-order validation errors.
  for (const body of [
    { purchase_units: [{ amount: { currency_code: 'USD', value: '1.00' } }] },
    { intent: 'CAPTURE', purchase_units: [] },
    { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: '1.005' } }] },
    { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: '0.00' } }] },
    { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'XYZ', value: '1.00' } }] },
    { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: 'ten' } }] },
    { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: '1.00' }, custom_id: 'x'.repeat(128) }] },
  ]) {
    const response = await paypalFetch('POST', '/v2/checkout/orders', body);
    expect([400, 422]).toContain(response.status);
  }
  // Unauthenticated.
  expect((await fetch(`${paypal.apiUrl}/v2/checkout/orders/${id}`)).status).toBe(401);
}

let token: string | undefined;
async function paypalFetch(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  if (!token) {
    const { PAYPAL_CLIENT_ID: id, PAYPAL_CLIENT_SECRET: secret } = paypal.sandbox.env;
    const response = await fetch(`${paypal.apiUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}` },
      body: new URLSearchParams({ grant_type: 'client_credentials' }),
    });
    token = ((await response.json()) as { access_token: string }).access_token;
  }
  const response = await fetch(`${paypal.apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

function operationOf(exchange: RecordedExchange): { spec: SpecName; template: string } | undefined {
  for (const spec of ['orders', 'payments'] as const) {
    const found = contracts.operationFor(spec, exchange.method, exchange.path);
    if (found) return { spec, template: found.template };
  }
  return undefined;
}

describe('PayPal contract: what the adapter sends', () => {
  it('every REST call is a documented operation with a valid request body', () => {
    const calls = adapterExchanges.filter((exchange) => exchange.path !== '/v1/oauth2/token');
    expect(calls.length).toBeGreaterThanOrEqual(25);
    const checked = new Set<string>();
    for (const exchange of calls) {
      const operation = operationOf(exchange);
      expect(operation, `${exchange.method} ${exchange.path}`).toBeDefined();
      const schema = contracts.requestSchema(operation!.spec, exchange.method, operation!.template);
      if (exchange.method === 'GET') {
        expect(exchange.body).toBeNull();
        continue;
      }
      expect(schema, `${exchange.method} ${operation!.template} takes a body`).toBeDefined();
      const result = contracts.validate(operation!.spec, schema!, exchange.body);
      expect(result.errors, `${exchange.method} ${exchange.path} ${JSON.stringify(exchange.body)}`).toEqual([]);
      checked.add(`${exchange.method} ${operation!.template}`);
    }
    expect(checked).toEqual(new Set(['POST /v2/checkout/orders', 'POST /v2/checkout/orders/{id}/capture']));
  });

  it('create and capture carry PayPal-Request-Id, Prefer and JSON; the amount is a two-decimal string', () => {
    const creates = adapterExchanges.filter((exchange) => exchange.method === 'POST' && exchange.path === '/v2/checkout/orders');
    const captures = adapterExchanges.filter((exchange) => exchange.path.endsWith('/capture'));
    for (const exchange of [...creates, ...captures]) {
      expect(exchange.headers).toMatchObject({
        'paypal-request-id': expect.any(String),
        prefer: 'return=representation',
        'content-type': 'application/json',
      });
    }
    const values = creates.map(
      (exchange) => (exchange.body as { purchase_units: Array<{ amount: { value: string } }> }).purchase_units[0]!.amount.value,
    );
    expect(new Set(values)).toEqual(new Set(['20.00', '0.10', '5.55']));
    expect(creates[0]!.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ custom_id: expect.any(String), invoice_id: expect.any(String), description: 'Kredi wallet top-up' }],
      payment_source: {
        paypal: { experience_context: { user_action: 'PAY_NOW', return_url: expect.any(String), cancel_url: expect.any(String) } },
      },
    });
  });

  it('asks for tokens with client credentials in a form', () => {
    const tokenCalls = adapterExchanges.filter((exchange) => exchange.path === '/v1/oauth2/token');
    expect(tokenCalls.length).toBeGreaterThan(0);
    for (const call of tokenCalls) {
      expect(call).toMatchObject({ method: 'POST', body: { grant_type: 'client_credentials' }, headers: { authorization: 'Basic …' } });
      expect(call.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    }
  });
});

describe('PayPal contract: what the sandbox answers', () => {
  it('every answer matches the operation’s response schema for its status', () => {
    const answered = new Set<string>();
    for (const exchange of exchanges.filter((candidate) => candidate.path !== '/v1/oauth2/token')) {
      const { spec, template } = operationOf(exchange)!;
      const schema = contracts.responseSchema(spec, exchange.method, template, exchange.status);
      expect(schema, `${exchange.method} ${template} ${exchange.status} has a body schema`).toBeDefined();
      const result = contracts.validate(spec, schema!, exchange.response);
      expect(result.errors, `${exchange.method} ${exchange.path} → ${exchange.status}: ${JSON.stringify(exchange.response)}`).toEqual([]);
      answered.add(`${exchange.method} ${template} ${exchange.status}`);
    }
    for (const expected of [
      'POST /v2/checkout/orders 201',
      'POST /v2/checkout/orders 200',
      'POST /v2/checkout/orders 400',
      'POST /v2/checkout/orders 422',
      'GET /v2/checkout/orders/{id} 200',
      'GET /v2/checkout/orders/{id} 401',
      'GET /v2/checkout/orders/{id} 404',
      'POST /v2/checkout/orders/{id}/capture 201',
      'POST /v2/checkout/orders/{id}/capture 200',
      'POST /v2/checkout/orders/{id}/capture 422',
      'GET /v2/payments/captures/{capture_id} 200',
      'GET /v2/payments/captures/{capture_id} 404',
      'POST /v2/payments/captures/{capture_id}/refund 201',
      'POST /v2/payments/captures/{capture_id}/refund 422',
      'GET /v2/payments/refunds/{refund_id} 200',
    ]) {
      expect(answered, expected).toContain(expected);
    }
  });

  it('the validator is not vacuous: a wrong status, a misspelt field and a float amount fail', () => {
    const order = exchanges.find(
      (exchange) => exchange.method === 'GET' && exchange.status === 200 && exchange.path.startsWith('/v2/checkout/orders/'),
    )!;
    const schema = contracts.responseSchema('orders', 'GET', '/v2/checkout/orders/{id}', 200)!;
    expect(contracts.validate('orders', schema, order.response).valid).toBe(true);
    expect(contracts.validate('orders', schema, { ...(order.response as object), status: 'DONE' }).valid).toBe(false);
    expect(contracts.validate('orders', schema, { ...(order.response as object), purchaseUnits: [] }).errors).toContain(
      '.purchaseUnits is not in the schema',
    );
    const body = { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: 20 } }] };
    expect(contracts.validate('orders', contracts.requestSchema('orders', 'POST', '/v2/checkout/orders')!, body).valid).toBe(false);
  });

  it('webhook events match the Webhooks v1 event, their resources the Payments v2 capture or refund', async () => {
    await eventually(() =>
      receiver.received.some((webhook) => webhook.event.event_type === 'PAYMENT.CAPTURE.REFUNDED') ? true : undefined,
    );
    const types = new Set<string>();
    for (const { event } of receiver.received) {
      expect(contracts.validate('webhooks', contracts.schema('webhooks', 'event'), event).errors, event.event_type).toEqual([]);
      const resourceSchema = contracts.schema('payments', event.resource_type === 'refund' ? 'refund' : 'capture-2');
      expect(contracts.validate('payments', resourceSchema, event.resource).errors, `${event.event_type} resource`).toEqual([]);
      types.add(event.event_type);
    }
    expect(types).toEqual(
      new Set(['PAYMENT.CAPTURE.COMPLETED', 'PAYMENT.CAPTURE.PENDING', 'PAYMENT.CAPTURE.DECLINED', 'PAYMENT.CAPTURE.REFUNDED']),
    );
  });
});
