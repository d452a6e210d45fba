import { describe, expect, it } from 'vitest';
import { AnswerBrokeOffError, HttpTimeoutError, type HttpExchange } from '../http-exchange.js';
import { scriptedExchange, tokensOf } from '../scripted-http.testing.js';
import { createTokenSource, type TokenSource } from './auth.js';
import { PayPalApiError, PayPalProtocolError, PayPalUnreachableError } from './errors.js';
import { createPayPalHttp } from './http.js';

/**
 * One call to PayPal as http.ts makes it, over a scripted exchange: the headers it sends, the one retry
 * after a refused token, and what each way of failing becomes. Nothing here touches the network; the real
 * exchange against the PayPal sandbox is tests/integration/paypal/exchange.test.ts.
 */
const API = 'https://api-m.paypal.test';
const http = (exchange: HttpExchange, tokens: TokenSource = tokensOf('t1')) =>
  createPayPalHttp({ apiUrl: API, tokens, exchange, timeoutMs: 1234 });

async function failureOf<E extends Error>(promise: Promise<unknown>, type: new (...args: never[]) => E): Promise<E> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(type);
  return error as E;
}

describe('a call to PayPal', () => {
  it('sends the bearer token, JSON with its content type, the caller’s headers and the timeout', async () => {
    const { exchange, requests } = scriptedExchange({ status: 201, text: '{"id":"5O190127TN364715T"}' });
    const answer = await http(exchange).request('POST', '/v2/checkout/orders', {
      body: { intent: 'CAPTURE' },
      headers: { 'PayPal-Request-Id': 'create-1' },
    });
    expect(answer).toEqual({ id: '5O190127TN364715T' });
    expect(requests).toEqual([
      {
        method: 'POST',
        url: `${API}/v2/checkout/orders`,
        headers: {
          'PayPal-Request-Id': 'create-1',
          authorization: 'Bearer t1',
          accept: 'application/json',
          'content-type': 'application/json',
        },
        body: '{"intent":"CAPTURE"}',
        timeoutMs: 1234,
      },
    ]);
  });

  it('a GET carries no body and no content type', async () => {
    const { exchange, requests } = scriptedExchange({ status: 200, text: '{"id":"O-1"}' });
    await http(exchange).request('GET', '/v2/checkout/orders/O-1');
    expect(requests[0]).toMatchObject({ method: 'GET', headers: { authorization: 'Bearer t1', accept: 'application/json' } });
    expect(requests[0]!.body).toBeUndefined();
    expect(requests[0]!.headers).not.toHaveProperty('content-type');
  });

  it('a refused token is replaced once, and the call goes through with the new one', async () => {
    const { exchange, requests } = scriptedExchange(
      { status: 401, text: '{"error":"invalid_token"}' },
      { status: 200, text: '{"id":"O-1"}' },
    );
    const tokens = tokensOf('old', 'new');
    expect(await http(exchange, tokens).request('GET', '/v2/checkout/orders/O-1')).toEqual({ id: 'O-1' });
    expect(tokens.invalidated).toEqual(['old']);
    expect(requests.map((request) => request.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('only once: a second 401 is PayPal’s answer', async () => {
    const { exchange, requests } = scriptedExchange(
      { status: 401, text: '{"error":"invalid_token"}' },
      { status: 401, text: '{"error":"invalid_token","error_description":"Token signature verification failed"}' },
    );
    const error = await failureOf(http(exchange, tokensOf('a', 'b', 'c')).request('GET', '/v2/checkout/orders/O-1'), PayPalApiError);
    expect(error).toMatchObject({ status: 401, errorName: 'invalid_token', message: 'Token signature verification failed' });
    expect(requests).toHaveLength(2);
  });

  it('no answer within the timeout → unreachable, timed out', async () => {
    const { exchange } = scriptedExchange(new HttpTimeoutError('timed out after 1234 ms'));
    const error = await failureOf(http(exchange).request('POST', '/v2/checkout/orders/O-1/capture', { body: {} }), PayPalUnreachableError);
    expect(error.message).toBe('PayPal POST /v2/checkout/orders/O-1/capture failed: timed out');
    expect(error.cause).toBeInstanceOf(HttpTimeoutError);
  });

  it('an answer that broke off → unreachable: what PayPal did is unknown', async () => {
    const { exchange } = scriptedExchange(
      new AnswerBrokeOffError(new HttpTimeoutError('timed out after 1234 ms')),
      new AnswerBrokeOffError(Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' })),
    );
    const paypal = http(exchange);
    const timedOut = await failureOf(paypal.request('POST', '/v2/checkout/orders/O-1/capture', { body: {} }), PayPalUnreachableError);
    expect(timedOut.message).toBe('PayPal POST /v2/checkout/orders/O-1/capture failed: the answer broke off: timed out');
    const reset = await failureOf(paypal.request('GET', '/v2/payments/captures/C-1'), PayPalUnreachableError);
    expect(reset.message).toBe('PayPal GET /v2/payments/captures/C-1 failed: the answer broke off: other side closed');
  });

  it('nobody listening → unreachable, with the socket’s words', async () => {
    const { exchange } = scriptedExchange(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:443'), { code: 'ECONNREFUSED' }));
    const error = await failureOf(http(exchange).request('GET', '/v2/checkout/orders/O-1'), PayPalUnreachableError);
    expect(error.message).toBe('PayPal GET /v2/checkout/orders/O-1 failed: connect ECONNREFUSED 127.0.0.1:443');
  });

  it('a success that is not JSON, or empty → PayPalProtocolError with the debug id', async () => {
    const { exchange } = scriptedExchange(
      { status: 200, text: '<html>Service Unavailable</html>', headers: { 'paypal-debug-id': 'f00d1' } },
      { status: 204, headers: { 'paypal-debug-id': 'f00d2' } },
    );
    const paypal = http(exchange);
    const html = await failureOf(paypal.request('GET', '/v2/checkout/orders/O-1'), PayPalProtocolError);
    expect(html).toMatchObject({ message: 'PayPal GET /v2/checkout/orders/O-1 answered 200 without a JSON body', debugId: 'f00d1' });
    const empty = await failureOf(paypal.request('GET', '/v2/checkout/orders/O-1'), PayPalProtocolError);
    expect(empty).toMatchObject({ message: 'PayPal GET /v2/checkout/orders/O-1 answered 204 without a JSON body', debugId: 'f00d2' });
  });

  it('an error answer → PayPalApiError: PayPal’s model when it is JSON, the status when it is not', async () => {
    const { exchange } = scriptedExchange(
      {
        status: 422,
        headers: { 'paypal-debug-id': 'header-id' },
        text: JSON.stringify({
          name: 'UNPROCESSABLE_ENTITY',
          message: 'The requested action could not be performed.',
          debug_id: 'body-id',
          details: [{ issue: 'ORDER_ALREADY_CAPTURED' }],
        }),
      },
      { status: 503, text: 'upstream connect error', headers: { 'paypal-debug-id': 'dbg-503' } },
    );
    const paypal = http(exchange);
    const refused = await failureOf(paypal.request('POST', '/v2/checkout/orders/O-1/capture', { body: {} }), PayPalApiError);
    expect(refused).toMatchObject({
      status: 422,
      errorName: 'UNPROCESSABLE_ENTITY',
      debugId: 'body-id',
      issues: ['ORDER_ALREADY_CAPTURED'],
    });
    const down = await failureOf(paypal.request('GET', '/v2/checkout/orders/O-1'), PayPalApiError);
    expect(down).toMatchObject({ status: 503, errorName: null, message: 'HTTP 503 from PayPal', debugId: 'dbg-503' });
  });
});

describe('a token request to PayPal', () => {
  const tokenSource = (exchange: HttpExchange) =>
    createTokenSource({ apiUrl: API, clientId: 'id', clientSecret: 'secret', exchange, now: () => 0, timeoutMs: 1234 });

  it('is a form with HTTP Basic, through the same exchange', async () => {
    const { exchange, requests } = scriptedExchange({ status: 200, text: '{"access_token":"A21","expires_in":32400}' });
    expect(await tokenSource(exchange).token()).toBe('A21');
    expect(requests).toEqual([
      {
        method: 'POST',
        url: `${API}/v1/oauth2/token`,
        headers: {
          authorization: `Basic ${Buffer.from('id:secret').toString('base64')}`,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
        timeoutMs: 1234,
      },
    ]);
  });

  it('no answer in time → unreachable, timed out; a refusal → PayPalApiError', async () => {
    const { exchange } = scriptedExchange(new HttpTimeoutError('timed out after 1234 ms'), {
      status: 401,
      text: '{"error":"invalid_client","error_description":"Client Authentication failed"}',
      headers: { 'paypal-debug-id': 'dbg-401' },
    });
    const tokens = tokenSource(exchange);
    const timedOut = await failureOf(tokens.token(), PayPalUnreachableError);
    expect(timedOut.message).toBe(`PayPal at ${API} unreachable: timed out`);
    const refused = await failureOf(tokens.token(), PayPalApiError);
    expect(refused).toMatchObject({ status: 401, errorName: 'invalid_client', debugId: 'dbg-401' });
  });
});
