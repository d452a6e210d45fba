import { describe, expect, it } from 'vitest';
import { AnswerBrokeOffError, HttpTimeoutError } from '../http-exchange.js';
import { scriptedExchange, tokensOf } from '../scripted-http.testing.js';
import { TopupUnreachableError } from './errors.js';
import { ACCEPT, createReloadlyHttp } from './http.js';

/**
 * One call to Reloadly as http.ts makes it, over a scripted exchange: the headers it sends, what each way of
 * failing becomes (the worker reads `timedOut` to call a top-up's outcome a timeout), and the one retry
 * after a refused token. Nothing here touches the network; the real exchange is tested on loopback
 * (tests/integration/topup-provider/http-exchange.test.ts).
 */
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:443'), { code: 'ECONNREFUSED' });

async function failureOf(promise: Promise<unknown>): Promise<TopupUnreachableError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(TopupUnreachableError);
  return error as TopupUnreachableError;
}

describe('a call to Reloadly', () => {
  it('sends the bearer token, the versioned Accept, JSON with its content type, and the timeout', async () => {
    const { exchange, requests } = scriptedExchange({ status: 200, text: '{"transactionId":1}' });
    const http = createReloadlyHttp({ apiUrl: 'https://topups.test', tokens: tokensOf('t1'), exchange, timeoutMs: 1234 });
    expect(await http.send('POST', '/topups', { operatorId: 173 })).toEqual({ status: 200, payload: { transactionId: 1 } });
    expect(requests).toEqual([
      {
        method: 'POST',
        url: 'https://topups.test/topups',
        headers: { authorization: 'Bearer t1', accept: ACCEPT, 'content-type': 'application/json' },
        body: '{"operatorId":173}',
        timeoutMs: 1234,
      },
    ]);
  });

  it('a GET carries no body and no content type', async () => {
    const { exchange, requests } = scriptedExchange({ status: 200, text: '[]' });
    const http = createReloadlyHttp({ apiUrl: 'https://topups.test', tokens: tokensOf('t1'), exchange, timeoutMs: 1000 });
    await http.json('GET', '/countries');
    expect(requests[0]).toMatchObject({ method: 'GET', headers: { authorization: 'Bearer t1', accept: ACCEPT }, body: undefined });
    expect(requests[0]!.headers).not.toHaveProperty('content-type');
  });

  it('no answer within the timeout → unreachable, timed out', async () => {
    const { exchange } = scriptedExchange(new HttpTimeoutError('timed out after 1000 ms'));
    const http = createReloadlyHttp({ apiUrl: 'https://topups.test', tokens: tokensOf('t1'), exchange, timeoutMs: 1000 });
    const error = await failureOf(http.send('POST', '/topups', {}));
    expect(error.timedOut).toBe(true);
    expect(error.message).toBe('Reloadly POST /topups failed: timed out');
  });

  it('an answer that stops coming within the timeout → unreachable, timed out, and says it broke off', async () => {
    const { exchange } = scriptedExchange(new AnswerBrokeOffError(new HttpTimeoutError('timed out after 1000 ms')));
    const http = createReloadlyHttp({ apiUrl: 'https://topups.test', tokens: tokensOf('t1'), exchange, timeoutMs: 1000 });
    const error = await failureOf(http.send('GET', '/topups/77/status'));
    expect(error.timedOut).toBe(true);
    expect(error.message).toBe('Reloadly GET /topups/77/status: the answer broke off: timed out');
  });

  it('a reset socket mid-answer → unreachable, not timed out', async () => {
    const reset = Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' });
    const { exchange } = scriptedExchange(new AnswerBrokeOffError(reset));
    const http = createReloadlyHttp({ apiUrl: 'https://topups.test', tokens: tokensOf('t1'), exchange, timeoutMs: 1000 });
    const error = await failureOf(http.send('GET', '/topups/77/status'));
    expect(error.timedOut).toBe(false);
    expect(error.message).toBe('Reloadly GET /topups/77/status: the answer broke off: other side closed');
  });

  it('connection refused → unreachable, not timed out, naming the socket error', async () => {
    const { exchange } = scriptedExchange(refused());
    const http = createReloadlyHttp({ apiUrl: 'https://topups.test', tokens: tokensOf('t1'), exchange, timeoutMs: 1000 });
    const error = await failureOf(http.json('GET', '/countries'));
    expect(error.timedOut).toBe(false);
    expect(error.message).toBe('Reloadly GET /countries failed: connect ECONNREFUSED 127.0.0.1:443');
    expect(error.cause).toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('a 401 drops that token and tries once more with a fresh one', async () => {
    const { exchange, requests } = scriptedExchange(
      { status: 401, text: '{"errorCode":"TOKEN_EXPIRED"}' },
      { status: 200, text: '{"ok":true}' },
    );
    const tokens = tokensOf('old', 'new');
    const http = createReloadlyHttp({ apiUrl: 'https://topups.test', tokens, exchange, timeoutMs: 1000 });
    expect(await http.json('POST', '/topups', { operatorId: 173 })).toEqual({ ok: true });
    expect(tokens.invalidated).toEqual(['old']);
    expect(requests.map((request) => request.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(requests[1]!.body).toBe(requests[0]!.body);
  });

  it('…only once: a second 401 is the answer', async () => {
    const { exchange, requests } = scriptedExchange(
      { status: 401, text: '{"errorCode":"TOKEN_EXPIRED"}' },
      { status: 401, text: '{"errorCode":"INVALID_TOKEN"}' },
    );
    const http = createReloadlyHttp({ apiUrl: 'https://topups.test', tokens: tokensOf('old', 'new', 'newer'), exchange, timeoutMs: 1000 });
    expect(await http.send('POST', '/topups', {})).toEqual({ status: 401, payload: { errorCode: 'INVALID_TOKEN' } });
    expect(requests).toHaveLength(2);
  });

  it('an empty or unreadable body is no payload', async () => {
    const { exchange } = scriptedExchange({ status: 204 }, { status: 502, text: '<html>Bad gateway</html>' });
    const http = createReloadlyHttp({ apiUrl: 'https://topups.test', tokens: tokensOf('t1'), exchange, timeoutMs: 1000 });
    expect(await http.send('GET', '/a')).toEqual({ status: 204, payload: undefined });
    expect(await http.send('GET', '/b')).toEqual({ status: 502, payload: undefined });
  });
});
