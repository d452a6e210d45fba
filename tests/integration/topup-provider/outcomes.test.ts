import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TopupProvider, TopupResult } from '../../../src/server/integrations/topup-provider/index.js';
import { haitiRecipient, orderId, startAggregator, type AggregatorHarness } from './harness.js';

/**
 * The sandbox's outcome table (src/sandbox/aggregator/README.md), row by row, through the adapter: what
 * `sendTopup` reports, what `topupStatus` and `findByCustomIdentifier` say afterwards. The rule under
 * test throughout: `failed` only when the top-up was certainly not made; otherwise `unknown`, and then
 * the transaction can be found by its customIdentifier.
 */
let harness: AggregatorHarness;
let provider: TopupProvider;
let digicelId: number;

beforeAll(async () => {
  harness = await startAggregator();
  provider = harness.provider();
  digicelId = (await provider.detectOperator('+509 3411 2300', 'HT'))!.operatorId;
});
afterAll(() => harness.stop());
beforeEach(async () => {
  await harness.control('POST', '/sandbox/settings', { recentRechargeRule: 'off', pendingDelayMs: null, hangMs: 1_500 });
  await harness.control('POST', '/sandbox/balance', { amount: '10000.00' });
});

function send(lastTwo: string, customIdentifier = orderId(), amountCents = 1000) {
  return provider.sendTopup({ operatorId: digicelId, amountCents, customIdentifier, recipientPhone: haitiRecipient(lastTwo) });
}

function expectFailed(result: TopupResult, errorCode: string) {
  expect(result).toMatchObject({ outcome: 'failed', definite: true, errorCode });
}

describe('succeeded (…00–…79)', () => {
  it('answers the transaction at once, findable by customIdentifier', async () => {
    const id = orderId();
    const result = await send('42', id, 1234);
    expect(result).toMatchObject({ outcome: 'succeeded', deliveredAmount: '1614.69', deliveredCurrency: 'HTG' });
    if (result.outcome !== 'succeeded') return;
    expect(result.operatorTransactionId).toMatch(/^\d+:OrderConfirmed$/);
    expect(result.transaction).toMatchObject({
      customIdentifier: id,
      requestedAmountCents: 1234,
      requestedCurrency: 'USD',
      operatorId: digicelId,
      countryCode: 'HT',
      recipientPhone: '50934112342',
    });
    expect(await provider.findByCustomIdentifier(id)).toMatchObject({ transactionId: result.transactionId, status: 'SUCCESSFUL' });
    expect(await provider.topupStatus(result.transactionId)).toMatchObject({ outcome: 'succeeded', transactionId: result.transactionId });
  });
});

describe('PROCESSING (…80–…87)', () => {
  it('…80–…84: unknown while PROCESSING, then SUCCESSFUL', async () => {
    const result = await send('81');
    expect(result).toMatchObject({ outcome: 'unknown', reason: 'processing' });
    const transactionId = result.outcome === 'unknown' ? result.transactionId! : 0;
    expect(await provider.topupStatus(transactionId)).toMatchObject({ outcome: 'unknown', reason: 'processing', transactionId });
    await harness.control('POST', `/sandbox/transactions/${transactionId}/resolve`);
    expect(await provider.topupStatus(transactionId)).toMatchObject({ outcome: 'succeeded', transactionId, deliveredCurrency: 'HTG' });
  });

  it('…85–…87: unknown while PROCESSING, then FAILED and refunded: the status answers REFUNDED without a transaction', async () => {
    const before = await provider.accountBalance();
    const id = orderId();
    const result = await send('86', id);
    expect(result).toMatchObject({ outcome: 'unknown', reason: 'processing' });
    const transactionId = result.outcome === 'unknown' ? result.transactionId! : 0;
    await harness.control('POST', `/sandbox/transactions/${transactionId}/resolve`);
    expect(await provider.topupStatus(transactionId)).toMatchObject({
      outcome: 'failed',
      definite: true,
      status: 'REFUNDED',
      errorCode: 'TRANSACTION_FAILED',
    });
    expect(await provider.findByCustomIdentifier(id)).toMatchObject({ transactionId, status: 'REFUNDED' });
    expect((await provider.accountBalance()).balance).toBe(before.balance);
  });

  it('settles by itself after the pending delay', async () => {
    await harness.control('POST', '/sandbox/settings', { pendingDelayMs: 0 });
    const result = await send('80');
    expect(result).toMatchObject({ outcome: 'unknown', reason: 'processing' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await provider.topupStatus(result.outcome === 'unknown' ? result.transactionId! : 0)).toMatchObject({ outcome: 'succeeded' });
  });
});

describe('definite failures: nothing recorded', () => {
  for (const [lastTwo, errorCode] of [
    ['88', 'TRANSACTION_CANNOT_BE_PROCESSED_AT_THE_MOMENT'],
    ['89', 'TRANSACTION_CANNOT_BE_PROCESSED_AT_THE_MOMENT'],
    ['90', 'INVALID_RECIPIENT_PHONE'],
    ['92', 'INVALID_RECIPIENT_PHONE'],
    ['93', 'OPERATOR_UNAVAILABLE_OR_CURRENTLY_INACTIVE'],
    ['94', 'OPERATOR_UNAVAILABLE_OR_CURRENTLY_INACTIVE'],
    ['98', 'INSUFFICIENT_BALANCE'],
    ['99', 'INSUFFICIENT_BALANCE'],
  ] as const) {
    it(`…${lastTwo}: ${errorCode}`, async () => {
      const id = orderId();
      const result = await send(lastTwo, id);
      expectFailed(result, errorCode);
      expect(result.outcome === 'failed' && result.httpStatus).toBe(400);
      expect(await provider.findByCustomIdentifier(id)).toBeNull();
    });
  }

  it('a number that is not a mobile number of the country: INVALID_RECIPIENT_PHONE', async () => {
    const result = await provider.sendTopup({
      operatorId: digicelId,
      amountCents: 1000,
      customIdentifier: orderId(),
      recipientPhone: { countryCode: 'HT', number: '50922123400' },
    });
    expectFailed(result, 'INVALID_RECIPIENT_PHONE');
  });

  it('an amount outside the operator range: INVALID_AMOUNT_FOR_OPERATOR', async () => {
    expectFailed(await send('00', orderId(), 100), 'INVALID_AMOUNT_FOR_OPERATOR');
  });

  it('a balance that does not cover the cost: INSUFFICIENT_BALANCE', async () => {
    await harness.control('POST', '/sandbox/balance', { amount: '1.00' });
    expectFailed(await send('00'), 'INSUFFICIENT_BALANCE');
  });
});

describe('unknown outcomes that went through', () => {
  it('…95–…96: the answer never comes in time → unknown (timeout); the top-up is found by customIdentifier', async () => {
    const id = orderId();
    const impatient = harness.provider({ timeoutMs: 300 });
    const result = await impatient.sendTopup({
      operatorId: digicelId,
      amountCents: 1000,
      customIdentifier: id,
      recipientPhone: haitiRecipient('95'),
    });
    expect(result).toMatchObject({ outcome: 'unknown', reason: 'timeout' });
    expect(await provider.findByCustomIdentifier(id)).toMatchObject({
      customIdentifier: id,
      status: 'SUCCESSFUL',
      requestedAmountCents: 1000,
    });
  });

  it('…97: CUSTOM_IDENTIFIER_ALREADY_USED → unknown (duplicate-identifier), with the transaction that went through', async () => {
    const id = orderId();
    const result = await send('97', id);
    expect(result).toMatchObject({
      outcome: 'unknown',
      reason: 'duplicate-identifier',
      transaction: { customIdentifier: id, status: 'SUCCESSFUL' },
    });
    expect(await provider.findByCustomIdentifier(id)).toMatchObject({ status: 'SUCCESSFUL' });
  });

  it('the same customIdentifier twice: the second is unknown (duplicate-identifier), never failed; the first stays findable', async () => {
    const id = orderId();
    const first = await send('10', id);
    expect(first.outcome).toBe('succeeded');
    const second = await send('11', id);
    expect(second).toMatchObject({
      outcome: 'unknown',
      reason: 'duplicate-identifier',
      transactionId: first.outcome === 'succeeded' ? first.transactionId : -1,
    });
  });

  it('a 5xx after the top-up was recorded → unknown (server-error), and findable', async () => {
    await harness.control('POST', '/sandbox/faults', { status: 503, count: 1 });
    const id = orderId();
    expect(await send('20', id)).toMatchObject({ outcome: 'unknown', reason: 'server-error' });
    expect(await provider.findByCustomIdentifier(id)).toMatchObject({ status: 'SUCCESSFUL' });
  });

  it('an unreachable provider → unknown (network), never failed', async () => {
    const stopped = await startAggregator();
    const unreachable = stopped.provider();
    await unreachable.accountBalance(); // token cached while the sandbox is up
    await stopped.stop();
    expect(
      await unreachable.sendTopup({
        operatorId: digicelId,
        amountCents: 1000,
        customIdentifier: orderId(),
        recipientPhone: haitiRecipient('00'),
      }),
    ).toMatchObject({
      outcome: 'unknown',
      reason: 'network',
    });
  });
});

describe('the 2-minute rule', () => {
  it('refuses the same number within the window (PHONE_RECENTLY_RECHARGED), allows it when turned off', async () => {
    await harness.control('POST', '/sandbox/settings', { recentRechargeRule: 'on' });
    const recipient = haitiRecipient('30', '9876');
    const first = await provider.sendTopup({
      operatorId: digicelId,
      amountCents: 1000,
      customIdentifier: orderId(),
      recipientPhone: recipient,
    });
    expect(first.outcome).toBe('succeeded');
    const again = await provider.sendTopup({
      operatorId: digicelId,
      amountCents: 1000,
      customIdentifier: orderId(),
      recipientPhone: recipient,
    });
    expectFailed(again, 'PHONE_RECENTLY_RECHARGED');
    await harness.control('POST', '/sandbox/settings', { recentRechargeRule: 'off' });
    expect(
      (await provider.sendTopup({ operatorId: digicelId, amountCents: 1000, customIdentifier: orderId(), recipientPhone: recipient }))
        .outcome,
    ).toBe('succeeded');
  });

  it('the window is configurable', async () => {
    await harness.control('POST', '/sandbox/settings', { recentRechargeWindowMs: 50 });
    const recipient = haitiRecipient('31', '9876');
    expect(
      (await provider.sendTopup({ operatorId: digicelId, amountCents: 1000, customIdentifier: orderId(), recipientPhone: recipient }))
        .outcome,
    ).toBe('succeeded');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(
      (await provider.sendTopup({ operatorId: digicelId, amountCents: 1000, customIdentifier: orderId(), recipientPhone: recipient }))
        .outcome,
    ).toBe('succeeded');
  });
});

describe('tokens', () => {
  it('a revoked token is replaced once, transparently', async () => {
    await harness.control('DELETE', '/sandbox/requests');
    await harness.control('POST', '/sandbox/tokens/revoke');
    expect((await send('00')).outcome).toBe('succeeded');
    const calls = (await harness.requests()).map((exchange) => `${exchange.method} ${exchange.path} ${exchange.status}`);
    expect(calls).toEqual(['POST /topups 401', 'POST /oauth/token 200', 'POST /topups 200']);
  });

  it('unknown topupStatus ids answer null', async () => {
    expect(await provider.topupStatus(1)).toBeNull();
  });
});
