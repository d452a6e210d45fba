import type { CatalogueCountry, CatalogueOperator, Quote, Topup } from '../../shared/api/topups';
import type { HistoryTransaction } from '../features/topups';

/** Test data shared by the top-up component tests. */
export const countries: CatalogueCountry[] = [
  { iso: 'DO', name: 'Dominican Republic', callingCode: '+1809', currency: 'DOP', operatorCount: 3, fromCents: 500 },
  { iso: 'FR', name: 'France', callingCode: '+33', currency: 'EUR', operatorCount: 4, fromCents: 1000 },
  { iso: 'HT', name: 'Haiti', callingCode: '+509', currency: 'HTG', operatorCount: 2, fromCents: 500 },
  { iso: 'JM', name: 'Jamaica', callingCode: '+1876', currency: 'JMD', operatorCount: 2, fromCents: 500 },
  { iso: 'US', name: 'United States', callingCode: '+1', currency: 'USD', operatorCount: 5, fromCents: 1000 },
];

export const digicel: CatalogueOperator = {
  id: 173,
  countryIso: 'HT',
  name: 'Digicel Haiti',
  logoUrl: null,
  denominationType: 'RANGE',
  fixedAmountsCents: [],
  minCents: 100,
  maxCents: 10000,
  suggestedAmountsCents: [500, 1000, 2000],
  localCurrency: 'HTG',
  fxRate: '131.50',
  dataBundles: false,
  productKind: 'airtime',
  fixedAmountDescriptions: [],
};

export const natcom: CatalogueOperator = {
  ...digicel,
  id: 174,
  name: 'Natcom',
  denominationType: 'FIXED',
  fixedAmountsCents: [500, 1000, 1500],
  minCents: 500,
  maxCents: 1500,
  suggestedAmountsCents: [],
};

export const QUOTE_ID = '0b6e4a8e-1111-4c5d-8e9f-0a1b2c3d4e5f';
export const TOPUP_ID = '9a9e4a8e-2222-4c5d-8e9f-0a1b2c3d4e5f';

export const quote = (overrides: Partial<Quote> = {}): Quote => ({
  id: QUOTE_ID,
  countryIso: 'HT',
  operatorId: 173,
  operatorName: 'Digicel Haiti',
  recipientNumber: '+50937123456',
  amountCents: 500,
  fxRate: '131.50',
  localAmount: '657.50',
  localCurrency: 'HTG',
  topupFeeCents: 60,
  topupFeeReductionCents: 0,
  loyaltyLevel: null,
  walletFeeCents: 0,
  paypalFeeCents: 0,
  totalCents: 560,
  paymentMethod: 'wallet',
  promoCode: null,
  promoDiscountCents: 0,
  textRecipient: true,
  recipientMessage: null,
  productKind: 'airtime',
  planDescription: null,
  expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  ...overrides,
});

export const topup = (overrides: Partial<Topup> = {}): Topup => ({
  id: TOPUP_ID,
  status: 'pending',
  stage: 'sending',
  countryIso: 'HT',
  operatorId: 173,
  operatorName: 'Digicel Haiti',
  recipientNumber: '+50937123456',
  amountCents: 500,
  localAmount: '657.50',
  localCurrency: 'HTG',
  fxRate: '131.50',
  topupFeeCents: 60,
  walletFeeCents: 0,
  paypalFeeCents: 0,
  totalCents: 560,
  paymentMethod: 'wallet',
  promoCode: null,
  promoDiscountCents: 0,
  operatorReference: null,
  productKind: 'airtime',
  planDescription: null,
  refunded: false,
  refund: null,
  failureCode: null,
  retryAfterMinutes: null,
  timeline: [{ step: 'paid', at: '2026-03-04T07:05:00.000Z' }],
  createdAt: '2026-03-04T07:05:00.000Z',
  ...overrides,
});

export const fees = {
  topupFeeBasisPoints: 200,
  topupFeeFixedCents: 50,
  walletFeeCents: 0,
  paypalFeeBasisPoints: 349,
  paypalFeeFixedCents: 49,
  quoteValidMinutes: 10,
};
export const walletSummary = (availableCents: number) => ({
  availableCents,
  incomingCents: 0,
  heldCents: 0,
  thisMonthCents: 0,
  topupsSent: 0,
  rewardPoints: 0,
});

/** One row of GET /api/transactions: a completed $10 Digicel Haiti top-up unless overridden. */
export function tx(id: string, overrides: Partial<HistoryTransaction> = {}): HistoryTransaction {
  return {
    id,
    recipientNumber: '+50937123456',
    operatorName: 'Digicel Haiti',
    amount: 10,
    amountCents: 1000,
    status: 'completed',
    createdAt: '2026-03-01T14:05:00.000Z',
    countryIso: 'HT',
    operatorId: 1,
    ...overrides,
  };
}
