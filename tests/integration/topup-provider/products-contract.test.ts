import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedExchange } from '../../../src/sandbox/aggregator/index.js';
import { ACCEPT, type ProviderOperator } from '../../../src/server/integrations/topup-provider/index.js';
import { haitiRecipient, orderId, startAggregator, type AggregatorHarness } from './harness.js';
import { ReloadlyContracts } from './openapi.js';

/**
 * Data bundles and PIN products (docs/product-rules.md#data-and-pins, ADR 0035) against Reloadly's OpenAPI document: the operators
 * that sell them (bundle / data / pin flags, FIXED amounts with a description each) and a PIN top-up's
 * answer with its pinDetail, from POST /topups, the status and both reports. deviations.ts says where the
 * document's pinDetail schema and its examples disagree.
 */
let harness: AggregatorHarness;
let contracts: ReloadlyContracts;
let haiti: ProviderOperator[];
let exchanges: RecordedExchange[];
let pinTransactionId: number;

const named = (name: string) => haiti.find((operator) => operator.name === name)!;

beforeAll(async () => {
  contracts = new ReloadlyContracts();
  harness = await startAggregator();
  await harness.control('DELETE', '/sandbox/requests');
  const provider = harness.provider();
  haiti = await provider.operatorsByCountry('HT');
  await provider.getOperator(named('Digicel Haiti PIN').operatorId);
  await provider.listOperators({ page: 1, size: 200 });

  const data = await provider.sendTopup({
    operatorId: named('Digicel Haiti Data').operatorId,
    amountCents: 1000,
    customIdentifier: orderId(),
    recipientPhone: haitiRecipient('00'),
  });
  expect(data.outcome).toBe('succeeded');
  const pin = await provider.sendTopup({
    operatorId: named('Digicel Haiti PIN').operatorId,
    amountCents: 500,
    customIdentifier: orderId(),
    recipientPhone: haitiRecipient('00', '2233'),
  });
  if (pin.outcome !== 'succeeded') throw new Error(`PIN top-up ${pin.outcome}`);
  pinTransactionId = pin.transactionId;
  await provider.topupStatus(pinTransactionId);
  await provider.findByCustomIdentifier(pin.transaction.customIdentifier!);
  const token = await harness.token();
  await fetch(`${harness.apiUrl}/topups/reports/transactions/${pinTransactionId}`, {
    headers: { authorization: `Bearer ${token}`, accept: ACCEPT },
  });
  // Not one of the operator's amounts: refused as Reloadly refuses it.
  await provider.sendTopup({
    operatorId: named('Digicel Haiti PIN').operatorId,
    amountCents: 700,
    customIdentifier: orderId(),
    recipientPhone: haitiRecipient('00', '3344'),
  });
  exchanges = await harness.requests();
}, 60_000);
afterAll(() => harness.stop());

describe('data and PIN products against the document', () => {
  it('lists data and PIN products of real operators as operators of their own, FIXED, each amount described', () => {
    for (const [name, flag] of [
      ['Digicel Haiti Data', 'data'],
      ['Natcom Haiti Data', 'data'],
      ['Digicel Haiti PIN', 'pin'],
    ] as const) {
      const operator = named(name);
      expect(operator, name).toBeDefined();
      expect(operator[flag], name).toBe(true);
      expect(operator.denominationType).toBe('FIXED');
      expect(operator.fixedAmountDescriptions).toHaveLength(operator.fixedAmountsCents.length);
      expect(operator.fixedAmountDescriptions.every((text) => text.length > 0)).toBe(true);
    }
    expect(named('Digicel Haiti Data').fixedAmountDescriptions).toContain('4 GB internet, valid 15 days');
    expect(named('Digicel Haiti').pin || named('Digicel Haiti').data).toBe(false);
  });

  it('every operator and top-up answer matches its operation in the document, pinDetail included', () => {
    const failures: string[] = [];
    for (const exchange of exchanges) {
      const found = contracts.operationFor(exchange.method, exchange.path)!;
      const schema = contracts.responseSchema(exchange.method, found.template, exchange.status);
      if (!schema) continue;
      const { valid, errors } = contracts.validate(schema, exchange.response);
      if (!valid) failures.push(`${exchange.method} ${exchange.path} ${exchange.status}: ${errors.slice(0, 5).join('; ')}`);
    }
    expect(failures).toEqual([]);
    const pinAnswers = exchanges.filter((exchange) => JSON.stringify(exchange.response).includes('"pinDetail"'));
    // POST /topups, the status, the report by identifier and the report by id.
    expect(pinAnswers.length).toBeGreaterThanOrEqual(4);
  });

  it('a PIN answer carries the code, serial, instructions, number to call and validity; airtime and data answer none', () => {
    const topups = exchanges.filter((exchange) => exchange.path === '/topups' && exchange.status === 200);
    const [data, pin] = topups.map((exchange) => exchange.response as Record<string, unknown>);
    expect(data).not.toHaveProperty('pinDetail');
    expect(pin!.pinDetail).toMatchObject({
      code: expect.stringMatching(/^\d{14}$/),
      serial: expect.stringMatching(/^\d{10}$/),
      info1: 'Dial *120*PIN# and press call to load the credit',
      ivr: '120',
      validity: '90 days',
    });
  });

  it('the adapter reads the PIN from the answer and from the status', async () => {
    const status = await harness.provider().topupStatus(pinTransactionId);
    if (status?.outcome !== 'succeeded') throw new Error('expected a delivered PIN');
    expect(status.transaction.pinDetail).toEqual({
      code: expect.stringMatching(/^\d{14}$/),
      serial: expect.stringMatching(/^\d{10}$/),
      instructions: [
        'Dial *120*PIN# and press call to load the credit',
        'Or call 120 and follow the voice prompts',
        'Customer care: dial 611',
      ],
      ivr: '120',
      validity: '90 days',
      value: null,
    });
  });

  it('an amount that is not one of the fixed amounts is refused with the amounts that are', () => {
    const refused = exchanges.find((exchange) => exchange.path === '/topups' && exchange.status === 400)!;
    expect(refused.response).toMatchObject({
      errorCode: 'INVALID_AMOUNT_FOR_OPERATOR',
      message: 'The amount must be one of 5, 10, 20 for Digicel Haiti PIN',
    });
  });
});
