import { describe, expect, it } from 'vitest';
import { estimatePrice } from './format';
import { formatBasisPoints } from './service-fees-pricing';

const fees = {
  topupFeeBasisPoints: 200,
  topupFeeFixedCents: 50,
  walletFeeCents: 25,
  paypalFeeBasisPoints: 349,
  paypalFeeFixedCents: 49,
  quoteValidMinutes: 10,
};

/** /service-fees works its examples with the send flow's estimatePrice, which is the server's own rule (src/shared/pricing.ts). */
describe('the worked examples of /service-fees', () => {
  it('price a $10.00 top-up from the wallet: 2% + $0.50, the wallet fee, no PayPal fee', () => {
    expect(estimatePrice(1000, 'wallet', fees)).toEqual({
      amountCents: 1000,
      topupFeeCents: 70,
      topupFeeReductionCents: 0,
      walletFeeCents: 25,
      promoDiscountCents: 0,
      paypalFeeCents: 0,
      totalCents: 1095,
    });
  });

  it('price it with PayPal: PayPal fee on what PayPal charges, rounded up to the cent', () => {
    // 1070 × 3.49 % = 37.343 → 38, + 49
    expect(estimatePrice(1000, 'paypal', fees)).toEqual({
      amountCents: 1000,
      topupFeeCents: 70,
      topupFeeReductionCents: 0,
      walletFeeCents: 0,
      promoDiscountCents: 0,
      paypalFeeCents: 87,
      totalCents: 1157,
    });
  });

  it('formats basis points as a percentage in the reader language', () => {
    expect(formatBasisPoints(349, 'en-US')).toBe('3.49%');
    expect(formatBasisPoints(200, 'en-US')).toBe('2%');
    expect(formatBasisPoints(349, 'fr-FR')).toMatch(/^3,49\s%$/);
  });
});
