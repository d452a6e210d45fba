import { describe, expect, it } from 'vitest';
import { outcomeOfTransaction, type TopupProvider, type TopupTransaction } from '../../../integrations/topup-provider/index.js';
import { topupPort } from './provider.js';

/** The aggregator's transaction as a search by our identifier or a status call returns it. */
function transaction(status: string, overrides: Partial<TopupTransaction> = {}): TopupTransaction {
  return {
    transactionId: 4242,
    status,
    operatorTransactionId: 'OP-1',
    customIdentifier: 'order-1',
    recipientPhone: '50937123456',
    senderPhone: null,
    countryCode: 'HT',
    operatorId: 173,
    operatorName: 'Digicel Haiti',
    requestedAmountCents: 500,
    requestedCurrency: 'USD',
    discount: null,
    discountCurrency: null,
    deliveredAmount: '654.25',
    deliveredCurrency: 'HTG',
    transactionDate: '2026-11-27 08:13:39',
    pinDetail: null,
    ...overrides,
  };
}

/** Only the two look-up calls are used by `lookup`; the rest are never reached here. */
function providerFinding(found: TopupTransaction | null, byId: TopupTransaction | null = null): TopupProvider {
  return {
    findByCustomIdentifier: async () => found,
    topupStatus: async () => (byId ? outcomeOfTransaction(byId) : null),
  } as Partial<TopupProvider> as TopupProvider;
}

describe('a look-up reads the aggregator as a send does', () => {
  it.each(['FAILED', 'REFUNDED'])('stores %s under the same code whether found by our identifier or by its id', async (status) => {
    const byIdentifier = await topupPort(providerFinding(transaction(status))).lookup('order-1', null);
    const byId = await topupPort(providerFinding(null, transaction(status))).lookup('order-1', '4242');
    expect(byIdentifier).toEqual({ status: 'failed', transactionId: '4242', errorCode: status });
    expect(byId).toEqual(byIdentifier);
  });

  it('answers a delivered PIN with its voucher, found by our identifier', async () => {
    const voucher = { code: '1234-5678', serial: 'S1', instructions: ['Dial *123*PIN#'], ivr: null, validity: '30 days' };
    const pinDetail = { ...voucher, value: '5.00' };
    const found = await topupPort(providerFinding(transaction('SUCCESSFUL', { pinDetail }))).lookup('order-1', null);
    expect(found).toEqual({ status: 'succeeded', transactionId: '4242', operatorReference: 'OP-1', pin: voucher });
  });

  it('keeps a transaction still processing, or unreadable, unknown: with its id and why', async () => {
    expect(await topupPort(providerFinding(transaction('PROCESSING'))).lookup('order-1', null)).toEqual({
      status: 'unknown',
      transactionId: '4242',
      reason: 'processing',
    });
    expect(await topupPort(providerFinding(transaction('SOMETHING_NEW'))).lookup('order-1', null)).toEqual({
      status: 'unknown',
      transactionId: '4242',
      reason: 'unreadable-answer',
    });
  });

  it('says not found when the aggregator has no such top-up', async () => {
    expect(await topupPort(providerFinding(null)).lookup('order-1', null)).toEqual({ status: 'not-found' });
  });
});
