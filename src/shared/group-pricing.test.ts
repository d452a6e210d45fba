import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupPayPalFee, groupTotalCents, priceTopup, splitCents } from './pricing';

const FEES = { topupFeeBasisPoints: 200, topupFeeFixedCents: 50, walletFeeCents: 0, paypalFeeBasisPoints: 349, paypalFeeFixedCents: 49 };

describe('splitCents', () => {
  it('gives the cents left over to the largest remainders, ties to the earlier part', () => {
    expect(splitCents(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(
      splitCents(
        245,
        Array.from({ length: 10 }, () => 560),
      ),
    ).toEqual([25, 25, 25, 25, 25, 24, 24, 24, 24, 24]);
    expect(splitCents(100, [1, 2, 7])).toEqual([10, 20, 70]);
    expect(splitCents(7, [3, 5])).toEqual([3, 4]); // 2.625 and 4.375: the larger remainder (.625) gets the cent
  });

  it('gives nothing to a weight of zero, and everything to the first part when all are zero', () => {
    expect(splitCents(5, [0, 10, 0])).toEqual([0, 5, 0]);
    expect(splitCents(5, [0, 0])).toEqual([5, 0]);
    expect(splitCents(0, [4, 6])).toEqual([0, 0]);
    expect(splitCents(9, [])).toEqual([]);
  });

  it('always sums exactly, each part within a cent of its exact share, the same every time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 10 }),
        (total, weights) => {
          const parts = splitCents(total, weights);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
          const sum = weights.reduce((acc, weight) => acc + weight, 0);
          parts.forEach((part, index) => {
            expect(Number.isInteger(part)).toBe(true);
            expect(Math.abs(part - (total * weights[index]!) / sum)).toBeLessThan(1);
          });
          expect(splitCents(total, weights)).toEqual(parts);
        },
      ),
    );
  });
});

describe('groupPayPalFee', () => {
  it('ten people at $5 pay PayPal’s fixed fee once: $2.45, not ten times $0.69', () => {
    const charge = priceTopup(500, 'paypal', FEES);
    expect(charge.paypalFeeCents).toBe(69); // one $5 top-up alone
    const group = groupPayPalFee(
      Array.from({ length: 10 }, () => charge.walletChargeCents),
      FEES,
    );
    expect(group.feeCents).toBe(245);
    expect(group.sharesCents.reduce((sum, share) => sum + share, 0)).toBe(245);
  });

  it('is the fee of one payment of the total, shared exactly, whatever the charges', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 10 }), (charges) => {
        const total = charges.reduce((sum, charge) => sum + charge, 0);
        const { feeCents, sharesCents } = groupPayPalFee(charges, FEES);
        expect(feeCents).toBe(priceTopup(total, 'paypal', { ...FEES, topupFeeBasisPoints: 0, topupFeeFixedCents: 0 }).paypalFeeCents);
        expect(sharesCents.reduce((sum, share) => sum + share, 0)).toBe(feeCents);
        // Never more than each paying alone.
        expect(feeCents).toBeLessThanOrEqual(
          charges.reduce(
            (sum, charge) => sum + priceTopup(charge, 'paypal', { ...FEES, topupFeeBasisPoints: 0, topupFeeFixedCents: 0 }).paypalFeeCents,
            0,
          ),
        );
      }),
    );
  });
});

describe('groupTotalCents', () => {
  it('from the wallet adds the wallet fee per top-up; with PayPal, one fee on the sum', () => {
    expect(groupTotalCents([560, 560], 'wallet', { ...FEES, walletFeeCents: 25 })).toBe(1170);
    expect(groupTotalCents([560, 560], 'paypal', FEES)).toBe(1120 + 40 + 49);
  });
});
