import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localAmountOf, priceTopup } from './pricing';

const FEES = { topupFeeBasisPoints: 200, topupFeeFixedCents: 50, walletFeeCents: 0, paypalFeeBasisPoints: 349, paypalFeeFixedCents: 49 };

describe('priceTopup', () => {
  it('a $10 top-up from the wallet: 2 % + $0.50 top-up fee, no wallet fee', () => {
    expect(priceTopup(1000, 'wallet', FEES)).toEqual({
      amountCents: 1000,
      topupFeeCents: 70,
      walletFeeCents: 0,
      paypalFeeCents: 0,
      walletChargeCents: 1070,
      totalCents: 1070,
    });
  });

  it('with PayPal, PayPal’s fee is on what PayPal charges, and the wallet is credited the rest', () => {
    const price = priceTopup(1000, 'paypal', FEES);
    expect(price).toMatchObject({ walletChargeCents: 1070, paypalFeeCents: 38 + 49, totalCents: 1070 + 87 });
  });

  it('always adds up, in whole cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom('wallet' as const, 'paypal' as const), (amount, method) => {
        const p = priceTopup(amount, method, FEES);
        expect(p.totalCents).toBe(p.amountCents + p.topupFeeCents + p.walletFeeCents + p.paypalFeeCents);
        for (const value of Object.values(p)) expect(Number.isSafeInteger(value)).toBe(true);
      }),
    );
  });
});

describe('localAmountOf', () => {
  it('converts exactly, rounding down to the local cent', () => {
    expect(localAmountOf(1000, '131.5')).toBe('1315.00');
    expect(localAmountOf(1, '131.57')).toBe('1.31');
    expect(localAmountOf(500, '1')).toBe('5.00');
    expect(localAmountOf(333, '0.925')).toBe('3.08');
  });

  it('refuses a rate that is not a plain decimal', () => {
    expect(() => localAmountOf(100, '1e3')).toThrow(RangeError);
    expect(() => localAmountOf(100, '-1')).toThrow(RangeError);
  });
});
