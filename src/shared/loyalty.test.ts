import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LEVEL_RULES,
  levelFor,
  levelRuleFor,
  pointsFor,
  progressFor,
  redeemableOf,
  redemptionProblem,
  redemptionValueCents,
} from './loyalty';
import { priceTopup } from './pricing';

const FEES = { topupFeeBasisPoints: 200, topupFeeFixedCents: 50, walletFeeCents: 0, paypalFeeBasisPoints: 349, paypalFeeFixedCents: 49 };

describe('pointsFor: 1 point per whole dollar sent, rounded down', () => {
  it.each([
    [0, 0],
    [99, 0],
    [100, 1],
    [199, 1],
    [500, 5],
    [1000, 10],
    [2599, 25],
    [100_000, 1000],
  ])('%i cents earn %i points', (cents, points) => {
    expect(pointsFor(cents)).toBe(points);
  });

  it('never earns for nothing, a negative or a fraction of a cent', () => {
    expect(pointsFor(-500)).toBe(0);
    expect(pointsFor(150.5)).toBe(0);
    expect(pointsFor(Number.NaN)).toBe(0);
  });
});

describe('levels by lifetime points: Bronze 0, Silver 100, Gold 500, Platinum 1500, Diamond 5000', () => {
  it.each([
    [0, 'bronze'],
    [99, 'bronze'],
    [100, 'silver'],
    [499, 'silver'],
    [500, 'gold'],
    [1499, 'gold'],
    [1500, 'platinum'],
    [4999, 'platinum'],
    [5000, 'diamond'],
    [1_000_000, 'diamond'],
  ])('%i lifetime points are %s', (lifetime, level) => {
    expect(levelFor(lifetime)).toBe(level);
  });

  it('lists the five levels in the spec order, thresholds rising, reductions rising', () => {
    expect(LEVEL_RULES.map((r) => r.level)).toEqual(['bronze', 'silver', 'gold', 'platinum', 'diamond']);
    for (let i = 1; i < LEVEL_RULES.length; i++) {
      expect(LEVEL_RULES[i]!.minLifetimePoints).toBeGreaterThan(LEVEL_RULES[i - 1]!.minLifetimePoints);
      expect(LEVEL_RULES[i]!.topupFeeReductionBasisPoints).toBeGreaterThan(LEVEL_RULES[i - 1]!.topupFeeReductionBasisPoints);
    }
  });

  it('a level never falls as lifetime points grow', () => {
    fc.assert(
      fc.property(fc.nat(20_000), fc.nat(20_000), (a, b) => {
        const order = (p: number) => LEVEL_RULES.indexOf(levelRuleFor(p));
        expect(order(Math.max(a, b))).toBeGreaterThanOrEqual(order(Math.min(a, b)));
      }),
    );
  });
});

describe('progressFor', () => {
  it('counts the points to the next level and the share of the way there', () => {
    expect(progressFor(0)).toEqual({ level: 'bronze', nextLevel: 'silver', pointsToNextLevel: 100, percent: 0 });
    expect(progressFor(99)).toEqual({ level: 'bronze', nextLevel: 'silver', pointsToNextLevel: 1, percent: 99 });
    expect(progressFor(100)).toEqual({ level: 'silver', nextLevel: 'gold', pointsToNextLevel: 400, percent: 0 });
    expect(progressFor(300)).toEqual({ level: 'silver', nextLevel: 'gold', pointsToNextLevel: 200, percent: 50 });
    expect(progressFor(4999)).toEqual({ level: 'platinum', nextLevel: 'diamond', pointsToNextLevel: 1, percent: 99 });
  });

  it('at Diamond there is no next level', () => {
    expect(progressFor(5000)).toEqual({ level: 'diamond', nextLevel: null, pointsToNextLevel: 0, percent: 100 });
  });
});

describe('the fee reduction of each level, on a $10 top-up (top-up fee 2 % + $0.50 = $0.70)', () => {
  it.each([
    ['bronze', 0, 70],
    ['silver', 7, 63],
    ['gold', 14, 56],
    ['platinum', 25, 45],
    ['diamond', 35, 35],
  ])('%s takes %i cents off, the fee is %i cents', (level, reduction, fee) => {
    const rule = LEVEL_RULES.find((r) => r.level === level)!;
    const price = priceTopup(1000, 'wallet', FEES, { topupFeeReductionBasisPoints: rule.topupFeeReductionBasisPoints });
    expect(price).toMatchObject({ topupFeeReductionCents: reduction, topupFeeCents: fee, totalCents: 1000 + fee });
  });
});

describe('redeeming: 100 points = $1.00, at least 500, in whole hundreds', () => {
  it('is worth a cent a point', () => {
    expect(redemptionValueCents(500)).toBe(500);
    expect(redemptionValueCents(1200)).toBe(1200);
  });

  it('refuses below the minimum, off the hundreds, and beyond the balance', () => {
    expect(redemptionProblem(400, 10_000)).toBe('minimum');
    expect(redemptionProblem(499, 10_000)).toBe('minimum');
    expect(redemptionProblem(550, 10_000)).toBe('step');
    expect(redemptionProblem(600, 599)).toBe('insufficient');
    expect(redemptionProblem(500, 500)).toBeNull();
    expect(redemptionProblem(1300, 1350)).toBeNull();
  });

  it('the most a balance redeems at once: whole hundreds, nothing below 500', () => {
    expect(redeemableOf(0)).toBe(0);
    expect(redeemableOf(499)).toBe(0);
    expect(redeemableOf(500)).toBe(500);
    expect(redeemableOf(1299)).toBe(1200);
  });
});
