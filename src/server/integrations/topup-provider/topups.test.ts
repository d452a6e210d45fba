import { describe, expect, it } from 'vitest';
import { HttpTimeoutError, type HttpExchange } from '../http-exchange.js';
import { createTopupProvider } from './index.js';

/**
 * How the adapter sorts answers the sandbox does not give on its own, with a scripted exchange: nothing
 * here touches the network.
 */
type Answer = { status: number; body?: unknown } | Error;

function scripted(answers: Record<string, Answer[]>) {
  const calls: string[] = [];
  const bodies: unknown[] = [];
  const exchange: HttpExchange = async (request) => {
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    calls.push(key);
    if (request.body !== undefined && url.pathname !== '/oauth/token') bodies.push(request.body);
    const queue = answers[key];
    const answer = queue?.length
      ? queue.length > 1
        ? queue.shift()!
        : queue[0]!
      : { status: 404, body: { status: 404, error: 'Not Found' } };
    if (answer instanceof Error) throw answer;
    const text = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return { status: answer.status, headers: {}, text };
  };
  const provider = createTopupProvider({
    apiUrl: 'https://topups.test',
    authUrl: 'https://auth.test',
    clientId: 'id',
    clientSecret: 'secret',
    audience: 'https://topups.test',
    exchange,
  });
  return { provider, calls, bodies };
}

const TOKEN = { status: 200, body: { access_token: 'token', scope: 'developer', expires_in: 3600, token_type: 'Bearer' } };
const INPUT = {
  operatorId: 173,
  amountCents: 500,
  customIdentifier: 'order-1',
  recipientPhone: { countryCode: 'HT', number: '+509 3411-2300' },
};
const transaction = (status: string) => ({
  transactionId: 77,
  status,
  customIdentifier: 'order-1',
  operatorId: 173,
  requestedAmount: 5,
  requestedAmountCurrencyCode: 'USD',
  deliveredAmount: 654.25,
  deliveredAmountCurrencyCode: 'HTG',
  transactionDate: '2024-05-01 10:00:00',
});
/** What undici rejects with when nothing listens. */
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:443'), { code: 'ECONNREFUSED' });
const error = (errorCode: string) => ({
  timeStamp: '2024-05-01 10:00:00',
  message: errorCode,
  path: '/topups',
  errorCode,
  infoLink: null,
  details: [],
});

describe('sendTopup', () => {
  it("PHONE_RECENTLY_RECHARGED caused by an earlier attempt of the same order → that attempt's outcome", async () => {
    const { provider, calls } = scripted({
      'POST /oauth/token': [TOKEN],
      'POST /topups': [{ status: 400, body: error('PHONE_RECENTLY_RECHARGED') }],
      'GET /topups/reports/transactions': [{ status: 200, body: { content: [transaction('SUCCESSFUL')] } }],
    });
    expect(await provider.sendTopup(INPUT)).toMatchObject({ outcome: 'succeeded', transactionId: 77, deliveredAmount: '654.25' });
    expect(calls).toEqual(['POST /oauth/token', 'POST /topups', 'GET /topups/reports/transactions']);
  });

  it('PHONE_RECENTLY_RECHARGED with no earlier attempt → failed', async () => {
    const { provider } = scripted({
      'POST /oauth/token': [TOKEN],
      'POST /topups': [{ status: 400, body: error('PHONE_RECENTLY_RECHARGED') }],
      'GET /topups/reports/transactions': [{ status: 200, body: { content: [] } }],
    });
    expect(await provider.sendTopup(INPUT)).toMatchObject({
      outcome: 'failed',
      definite: true,
      errorCode: 'PHONE_RECENTLY_RECHARGED',
      httpStatus: 400,
    });
  });

  it('…and when that lookup fails → unknown, never failed', async () => {
    const { provider } = scripted({
      'POST /oauth/token': [TOKEN],
      'POST /topups': [{ status: 400, body: error('RECIPIENT_HAS_PENDING_TRANSACTION') }],
      'GET /topups/reports/transactions': [refused()],
    });
    expect(await provider.sendTopup(INPUT)).toMatchObject({ outcome: 'unknown', reason: 'network' });
  });

  for (const [answer, reason] of [
    [{ status: 502, body: '<html>Bad gateway</html>' }, 'server-error'],
    [{ status: 500, body: error('INTERNAL_ERROR') }, 'server-error'],
    [{ status: 408 }, 'timeout'],
    [{ status: 200, body: '<html>' }, 'unreadable-answer'],
    [{ status: 200, body: { status: 'WHATEVER', transactionId: 77 } }, 'unreadable-answer'],
    [refused(), 'network'],
    [new HttpTimeoutError('timed out after 30000 ms'), 'timeout'],
  ] as const) {
    it(`${answer instanceof Error ? answer.name : `HTTP ${answer.status}`} → unknown (${reason})`, async () => {
      const { provider } = scripted({ 'POST /oauth/token': [TOKEN], 'POST /topups': [answer] });
      expect(await provider.sendTopup(INPUT)).toMatchObject({ outcome: 'unknown', reason });
    });
  }

  it('sends the amount as a decimal, the number as digits, and a refused token is replaced once', async () => {
    const { provider, calls, bodies } = scripted({
      'POST /oauth/token': [TOKEN],
      'POST /topups': [
        { status: 401, body: error('TOKEN_EXPIRED') },
        { status: 401, body: error('INVALID_TOKEN') },
      ],
    });
    const result = await provider.sendTopup(INPUT);
    expect(result).toMatchObject({ outcome: 'failed', errorCode: 'INVALID_TOKEN', httpStatus: 401 });
    expect(calls).toEqual(['POST /oauth/token', 'POST /topups', 'POST /oauth/token', 'POST /topups']);
    const sent =
      '{"operatorId":173,"amount":5,"useLocalAmount":false,"customIdentifier":"order-1","recipientPhone":{"countryCode":"HT","number":"50934112300"}}';
    expect(bodies).toEqual([sent, sent]);
  });

  it('refuses input that cannot be a top-up before sending anything', async () => {
    const { provider, calls } = scripted({});
    await expect(provider.sendTopup({ ...INPUT, amountCents: 5.5 })).rejects.toThrow(RangeError);
    await expect(provider.sendTopup({ ...INPUT, customIdentifier: '' })).rejects.toThrow(RangeError);
    expect(calls).toEqual([]);
  });
});

describe('topupStatus', () => {
  it("reads the document's bare transaction as well as the live wrapper", async () => {
    const { provider } = scripted({
      'POST /oauth/token': [TOKEN],
      'GET /topups/77/status': [{ status: 200, body: transaction('SUCCESSFUL') }],
    });
    expect(await provider.topupStatus(77)).toMatchObject({ outcome: 'succeeded', transactionId: 77 });
  });

  it('FAILED without a transaction → failed', async () => {
    const { provider } = scripted({
      'POST /oauth/token': [TOKEN],
      'GET /topups/77/status': [{ status: 200, body: { code: null, message: null, status: 'FAILED', transaction: null } }],
    });
    expect(await provider.topupStatus(77)).toMatchObject({ outcome: 'failed', definite: true, errorCode: 'FAILED', status: 'FAILED' });
  });
});

describe('catalogue', () => {
  it('reads descriptions given as a map keyed by amount (live) and drops denominations that are not whole cents', async () => {
    const operator = {
      id: 5,
      operatorId: 5,
      name: 'X',
      denominationType: 'FIXED',
      destinationCurrencyCode: 'HTG',
      fx: { rate: 130.85, currencyCode: 'HTG' },
      fixedAmounts: [5, 4.9985, 10],
      localFixedAmounts: [654.25, 654, 1308.5],
      fixedAmountsDescriptions: { '5.00': '1 GB', '10.00': '3 GB' },
      minAmount: null,
      maxAmount: null,
      country: { isoName: 'HT', name: 'Haiti' },
    };
    const { provider } = scripted({ 'POST /oauth/token': [TOKEN], 'GET /operators/5': [{ status: 200, body: operator }] });
    expect(await provider.getOperator(5)).toMatchObject({
      fixedAmountsCents: [500, 1000],
      localFixedAmounts: ['654.25', '1308.5'],
      fixedAmountDescriptions: ['1 GB', '3 GB'],
      minAmountCents: null,
    });
  });
});
