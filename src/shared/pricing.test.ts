import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEAST_CHARGE_CENTS, localAmountOf, priceTopup } from './pricing';

const FEES = { topupFeeBasisPoints: 200, topupFeeFixedCents: 50, walletFeeCents: 0, paypalFeeBasisPoints: 349, paypalFeeFixedCents: 49 };
/** Every fee set to zero by staff, as /admin allows. */
const NO_FEES = { topupFeeBasisPoints: 0, topupFeeFixedCents: 0, walletFeeCents: 0, paypalFeeBasisPoints: 0, paypalFeeFixedCents: 0 };

describe('priceTopup', () => {
  it('a $10 top-up from the wallet: 2 % + $0.50 top-up fee, no wallet fee', () => {
    expect(priceTopup(1000, 'wallet', FEES)).toEqual({
      amountCents: 1000,
      topupFeeCents: 70,
      topupFeeReductionCents: 0,
      walletFeeCents: 0,
      promoDiscountCents: 0,
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
        expect(p.topupFeeReductionCents).toBe(0);
        expect(p.promoDiscountCents).toBe(0);
        for (const value of Object.values(p)) expect(Number.isSafeInteger(value)).toBe(true);
      }),
    );
  });
});

describe('priceTopup with rewards', () => {
  it('a loyalty reduction comes off the top-up fee, rounded in the customer’s favour', () => {
    // 70 cents of fee, 25 % off: 17.5 → 18 off.
    expect(priceTopup(1000, 'wallet', FEES, { topupFeeReductionBasisPoints: 2500 })).toMatchObject({
      topupFeeCents: 52,
      topupFeeReductionCents: 18,
      walletChargeCents: 1052,
      totalCents: 1052,
    });
  });

  it('a promo discount comes off the fee-inclusive price, and PayPal’s fee is on what is left', () => {
    const price = priceTopup(1000, 'paypal', FEES, { promoDiscountCents: 100 });
    expect(price).toMatchObject({ promoDiscountCents: 100, walletChargeCents: 970, paypalFeeCents: 34 + 49, totalCents: 970 + 83 });
  });

  it('never discounts the whole fee-inclusive price: a cent is left to pay, and no discount is below zero', () => {
    expect(priceTopup(1000, 'wallet', FEES, { promoDiscountCents: 5000 })).toMatchObject({ promoDiscountCents: 1069, totalCents: 1 });
    // PayPal charges its fee on the cent it takes: 3.49 % of 1 cent, rounded up, and the fixed 49.
    expect(priceTopup(1000, 'paypal', FEES, { promoDiscountCents: 5000 })).toMatchObject({
      promoDiscountCents: 1069,
      walletChargeCents: 1,
      paypalFeeCents: 1 + 49,
      totalCents: 51,
    });
    expect(priceTopup(1000, 'wallet', FEES, { promoDiscountCents: -5 })).toMatchObject({ promoDiscountCents: 0, totalCents: 1070 });
  });

  it('with every fee set to zero, a code covering the whole amount still leaves one cent to pay (ADR 0079)', () => {
    for (const method of ['wallet', 'paypal'] as const)
      expect(priceTopup(500, method, NO_FEES, { promoDiscountCents: 500 }), method).toMatchObject({
        topupFeeCents: 0,
        promoDiscountCents: 500 - LEAST_CHARGE_CENTS,
        walletChargeCents: LEAST_CHARGE_CENTS,
        paypalFeeCents: 0,
        totalCents: LEAST_CHARGE_CENTS,
      });
    // A discount smaller than the price is untouched.
    expect(priceTopup(500, 'wallet', NO_FEES, { promoDiscountCents: 499 })).toMatchObject({ promoDiscountCents: 499, totalCents: 1 });
  });

  it('always adds up with any reduction and discount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.constantFrom('wallet' as const, 'paypal' as const),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.constantFrom(FEES, NO_FEES),
        (amount, method, reduction, discount, fees) => {
          const p = priceTopup(amount, method, fees, { topupFeeReductionBasisPoints: reduction, promoDiscountCents: discount });
          expect(p.walletChargeCents).toBe(p.amountCents + p.topupFeeCents + p.walletFeeCents - p.promoDiscountCents);
          expect(p.totalCents).toBe(p.walletChargeCents + p.paypalFeeCents);
          expect(p.walletChargeCents).toBeGreaterThanOrEqual(LEAST_CHARGE_CENTS);
          expect(p.topupFeeCents).toBeGreaterThanOrEqual(0);
        },
      ),
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
