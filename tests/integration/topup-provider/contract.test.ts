import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedExchange } from '../../../src/sandbox/aggregator/index.js';
import { ACCEPT, TopupApiError } from '../../../src/server/integrations/topup-provider/index.js';
import { DEVIATIONS } from './deviations.js';
import { haitiRecipient, orderId, startAggregator, type AggregatorHarness } from './harness.js';
import { ReloadlyContracts } from './openapi.js';

/**
 * Contract tests against Reloadly's own OpenAPI document (vendor/openapi/reloadly-airtime-openapi.yaml):
 * every request the adapter sends is checked against the operation's request-body schema, and every answer
 * the sandbox gives against the operation's schema for that status, error answers included. Fields the
 * document does not declare fail too. Where the document contradicts itself, deviations.ts says what is
 * followed instead.
 */
let harness: AggregatorHarness;
let contracts: ReloadlyContracts;
/** Calls the adapter made. */
let adapterExchanges: RecordedExchange[];
/** Those and the calls made by hand. */
let exchanges: RecordedExchange[];

beforeAll(async () => {
  contracts = new ReloadlyContracts();
  harness = await startAggregator({ hangMs: 200 });
  await harness.control('DELETE', '/sandbox/requests');
  await runAdapterOperations();
  await new Promise((resolve) => setTimeout(resolve, 300)); // the held timeout answer is sent, and recorded
  adapterExchanges = await harness.requests();
  await runOtherOperations();
  exchanges = await harness.requests();
}, 60_000);
afterAll(() => harness.stop());

/** Drives the adapter through every path it has. */
async function runAdapterOperations(): Promise<void> {
  const provider = harness.provider();
  await provider.listCountries();
  await provider.listOperators({ page: 1, size: 200 });
  await provider.listOperators({ page: 2, size: 3, includeData: false, includeBundles: false });
  await provider.operatorsByCountry('HT');
  await provider.operatorsByCountry('ZZ');
  const digicel = (await provider.detectOperator('+50934112300', 'HT'))!;
  await provider.detectOperator('+13053041200', 'US');
  await expect(provider.detectOperator('+50922123456', 'HT')).rejects.toBeInstanceOf(TopupApiError);
  await provider.getOperator(digicel.operatorId);
  await provider.getOperator(999_999_999);
  await provider.fxRate(digicel.operatorId, 1234);
  await expect(provider.fxRate(999_999_999, 1000)).rejects.toBeInstanceOf(TopupApiError);
  await provider.accountBalance();
  await provider.listPromotions();

  const results = [];
  for (const lastTwo of ['00', '81', '86', '88', '90', '93', '97', '98']) {
    results.push(
      await provider.sendTopup({
        operatorId: digicel.operatorId,
        amountCents: 1500,
        customIdentifier: orderId(),
        recipientPhone: haitiRecipient(lastTwo),
        senderPhone: { countryCode: 'US', number: '13053041200' },
      }),
    );
  }
  await harness
    .provider({ timeoutMs: 50 })
    .sendTopup({ operatorId: digicel.operatorId, amountCents: 1000, customIdentifier: orderId(), recipientPhone: haitiRecipient('95') });
  await provider.sendTopup({
    operatorId: digicel.operatorId,
    amountCents: 1,
    customIdentifier: orderId(),
    recipientPhone: haitiRecipient('00'),
  });
  await harness.control('POST', '/sandbox/faults', { status: 503 });
  await provider.sendTopup({
    operatorId: digicel.operatorId,
    amountCents: 1000,
    customIdentifier: orderId(),
    recipientPhone: haitiRecipient('01'),
  });

  for (const result of results) if (result.outcome !== 'failed' && result.transactionId) await provider.topupStatus(result.transactionId);
  await harness.control('POST', '/sandbox/transactions/resolve-all');
  for (const result of results) if (result.outcome !== 'failed' && result.transactionId) await provider.topupStatus(result.transactionId);
  await provider.topupStatus(1);
  const first = results[0]!;
  if (first.outcome === 'succeeded') await provider.findByCustomIdentifier(first.transaction.customIdentifier!);
  await provider.findByCustomIdentifier('never-used');
  await harness.control('POST', '/sandbox/tokens/revoke');
  await provider.accountBalance(); // 401, new token, 200
}

/** What the adapter does not do, by hand: async top-ups, reports by id, a country, promotions, bad requests. */
async function runOtherOperations(): Promise<void> {
  const token = await harness.token();
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${harness.apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: ACCEPT,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  const digicel = (await (
    await call('GET', '/operators/auto-detect/phone/50934112300/countries/HT?suggestedAmountsMap=true&suggestedAmounts=true')
  ).json()) as { id: number };
  const natcom = (await (await call('GET', '/operators/countries/HT?suggestedAmountsMap=true')).json()) as Array<{
    id: number;
    name: string;
    denominationType: string;
    localFixedAmounts: number[];
  }>;

  const async = await call('POST', '/topups-async', {
    operatorId: digicel.id,
    amount: 10,
    useLocalAmount: false,
    customIdentifier: orderId(),
    recipientPhone: { countryCode: 'HT', number: '34112300' },
  });
  const { transactionId } = (await async.json()) as { transactionId: number };
  await call('GET', `/topups/${transactionId}/status`);
  await call('GET', `/topups/reports/transactions/${transactionId}`);
  await call('GET', '/topups/reports/transactions/1');
  await call('GET', '/topups/reports/transactions?page=1&size=5&countryCode=HT&startDate=2020-01-01 00:00:00&endDate=2099-12-31');
  await call('GET', '/topups/reports/transactions?startDate=yesterday');
  await call('POST', '/topups-async', { operatorId: digicel.id, amount: 10, recipientPhone: { countryCode: 'HT', number: '34112390' } });
  const fixed = natcom.find((operator) => operator.denominationType === 'FIXED' && operator.localFixedAmounts.length);
  if (fixed)
    await call('POST', '/topups', {
      operatorId: fixed.id,
      amount: fixed.localFixedAmounts[0],
      useLocalAmount: true,
      recipientPhone: { countryCode: 'HT', number: '32112300' },
    });
  await call('POST', '/topups', { operatorId: digicel.id, amount: 10.001, recipientPhone: { countryCode: 'HT', number: '34112300' } });
  await call('POST', '/topups', '{"operatorId": ');
  await call('GET', '/countries/HT');
  await call('GET', '/countries/ZZ');
  await call('GET', '/operators?page=1&size=2&suggestedAmountsMap=true');
  await call('GET', '/promotions?page=1&size=2');
  const { content: haitian } = (await (await call('GET', '/promotions/country-codes/HT')).json()) as {
    content: Array<{ promotionId: number }>;
  };
  await call('GET', `/promotions/${haitian[0]!.promotionId}`);
  await call('GET', '/promotions/1');
  await call('GET', `/promotions/operators/${digicel.id}`);
  await call('GET', '/promotions/operators/999999999');
  await call('GET', '/promotions/country-codes/ZZ');
  await call('GET', '/countries', undefined, { authorization: 'Bearer not-a-token' });
  await call('GET', '/countries', undefined, { accept: 'application/json' });
  await fetch(`${harness.apiUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: 'x', client_secret: 'y', grant_type: 'client_credentials', audience: harness.apiUrl }),
  });
}

describe('every exchange against the document', () => {
  it('covers every operation of the top-up flow', () => {
    const templates = new Set(
      exchanges.map((exchange) => `${exchange.method} ${contracts.operationFor(exchange.method, exchange.path)?.template}`),
    );
    for (const operation of [
      'POST /oauth/token',
      'GET /countries',
      'GET /countries/{countrycode}',
      'GET /operators',
      'GET /operators/{operatorid}',
      'GET /operators/countries/{countrycode}',
      'GET /operators/auto-detect/phone/{phone}/countries/{countryisocode}',
      'POST /operators/fx-rate',
      'GET /accounts/balance',
      'GET /promotions',
      'GET /promotions/{promotionid}',
      'GET /promotions/country-codes/{countrycode}',
      'GET /promotions/operators/{operatorid}',
      'POST /topups',
      'POST /topups-async',
      'GET /topups/{transactionId}/status',
      'GET /topups/reports/transactions',
      'GET /topups/reports/transactions/{transactionId}',
    ])
      expect(templates, operation).toContain(operation);
    expect(DEVIATIONS.length).toBeGreaterThan(0);
  });

  it('the adapter sends bodies the document accepts, with the bearer token and the versioned Accept header', () => {
    const failures: string[] = [];
    for (const exchange of adapterExchanges) {
      const found = contracts.operationFor(exchange.method, exchange.path);
      if (!found) {
        failures.push(`${exchange.method} ${exchange.path}: not in the document`);
        continue;
      }
      const schema = contracts.requestSchema(exchange.method, found.template);
      if (schema) {
        const { valid, errors } = contracts.validate(schema, exchange.body);
        if (!valid) failures.push(`${exchange.method} ${found.template} request: ${errors.join('; ')}`);
      } else if (exchange.body !== null) {
        failures.push(`${exchange.method} ${found.template} sends a body the document does not describe`);
      }
      if (exchange.path !== '/oauth/token') {
        if (exchange.headers.authorization !== 'Bearer …') failures.push(`${exchange.method} ${exchange.path} without a bearer token`);
        if (exchange.headers.accept !== ACCEPT) failures.push(`${exchange.method} ${exchange.path} with Accept ${exchange.headers.accept}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('the sandbox answers as the document says, for every status', () => {
    const failures: string[] = [];
    const statuses = new Set<number>();
    for (const exchange of exchanges) {
      const found = contracts.operationFor(exchange.method, exchange.path);
      if (!found) {
        failures.push(`${exchange.method} ${exchange.path}: not in the document`);
        continue;
      }
      statuses.add(exchange.status);
      const schema = contracts.responseSchema(exchange.method, found.template, exchange.status);
      if (!schema) continue;
      const { valid, errors } = contracts.validate(schema, exchange.response);
      if (!valid) failures.push(`${exchange.method} ${exchange.path} ${exchange.status}: ${errors.slice(0, 5).join('; ')}`);
    }
    expect(failures).toEqual([]);
    expect([...statuses].sort((a, b) => a - b)).toEqual([200, 400, 401, 404, 406, 503]);
  });

  it('amounts travel as decimals: $15 as 15, $12.34 as 12.34', () => {
    const topup = adapterExchanges.find((exchange) => exchange.path === '/topups' && exchange.status === 200)!;
    expect(topup.body).toMatchObject({ amount: 15, useLocalAmount: false, recipientPhone: { countryCode: 'HT' } });
    const fx = adapterExchanges.find((exchange) => exchange.path === '/operators/fx-rate' && exchange.status === 200)!;
    expect(fx.body).toMatchObject({ amount: 12.34 });
  });

  it('the validator bites: a wrong type, a missing wrapper or an undocumented field fails', () => {
    const operator = exchanges.find((exchange) => exchange.path.startsWith('/operators/auto-detect') && exchange.status === 200)!
      .response as Record<string, unknown>;
    const schema = contracts.responseSchema('GET', '/operators/auto-detect/phone/{phone}/countries/{countryisocode}', 200)!;
    expect(contracts.validate(schema, operator).valid).toBe(true);
    expect(contracts.validate(schema, { ...operator, fx: { rate: '130.85', currencyCode: 'HTG' } }).valid).toBe(false);
    expect(contracts.validate(schema, { ...operator, operatorName: 'Digicel Haiti' }).errors).toEqual([
      '.operatorName is not in the schema',
    ]);
    const status = contracts.responseSchema('GET', '/topups/{transactionId}/status', 200)!;
    expect(contracts.validate(status, { transactionId: 1, status: 'SUCCESSFUL' }).valid).toBe(false);
  });

  it("errors use Reloadly's body and codes", () => {
    const codes = new Set(
      exchanges.flatMap((exchange) =>
        (exchange.response as { errorCode?: string } | null)?.errorCode ? [(exchange.response as { errorCode: string }).errorCode] : [],
      ),
    );
    for (const code of [
      'INVALID_TOKEN',
      'INVALID_CREDENTIALS',
      'NOT_ACCEPTABLE',
      'COUNTRY_NOT_SUPPORTED',
      'OPERATOR_NOT_FOUND',
      'INVALID_PHONE_NUMBER',
      'TRANSACTION_NOT_FOUND',
      'PROMOTION_NOT_FOUND',
      'TRANSACTION_CANNOT_BE_PROCESSED_AT_THE_MOMENT',
      'INVALID_RECIPIENT_PHONE',
      'OPERATOR_UNAVAILABLE_OR_CURRENTLY_INACTIVE',
      'CUSTOM_IDENTIFIER_ALREADY_USED',
      'INSUFFICIENT_BALANCE',
      'INVALID_AMOUNT_FOR_OPERATOR',
      'IMPOSSIBLE_AMOUNT',
      'INVALID_REQUEST_BODY',
      'INVALID_DATE',
      'SERVICE_UNAVAILABLE',
    ]) {
      expect(codes, code).toContain(code);
    }
  });
});
