/**
 * The loyalty programme's rules (ADR 0027), the one place they are written: the server earns, redeems and
 * prices with them; the web explains them with the same figures.
 *
 * - Earning: 1 point per whole US dollar of the amount sent to the recipient (fees excluded), rounded
 *   down, once per delivered top-up. A failed (refunded) top-up earns nothing.
 * - Levels go by lifetime points (every point ever earned; redeeming does not lower them).
 * - Benefit: a share of the top-up fee taken off every quote, growing with the level.
 * - Redeeming: 100 points = $1.00 of wallet credit, at least 500 points, in whole hundreds.
 */

export const LOYALTY_LEVELS = ['bronze', 'silver', 'gold', 'platinum', 'diamond'] as const;
export type LoyaltyLevel = (typeof LOYALTY_LEVELS)[number];

export interface LevelRule {
  level: LoyaltyLevel;
  /** Lifetime points from which the level holds. */
  minLifetimePoints: number;
  /** How much of the top-up fee the level takes off, in basis points of that fee (2000 = 20 %). */
  topupFeeReductionBasisPoints: number;
}

/** The five levels, lowest first (docs/product-rules.md#loyalty-levels: Bronze, Silver, Gold, Platinum, Diamond). */
export const LEVEL_RULES: readonly LevelRule[] = [
  { level: 'bronze', minLifetimePoints: 0, topupFeeReductionBasisPoints: 0 },
  { level: 'silver', minLifetimePoints: 100, topupFeeReductionBasisPoints: 1000 },
  { level: 'gold', minLifetimePoints: 500, topupFeeReductionBasisPoints: 2000 },
  { level: 'platinum', minLifetimePoints: 1500, topupFeeReductionBasisPoints: 3500 },
  { level: 'diamond', minLifetimePoints: 5000, topupFeeReductionBasisPoints: 5000 },
];

/** Earning: this many cents of the amount sent make one point. */
export const CENTS_PER_POINT_EARNED = 100;
/** Redeeming: each point is worth this many cents of wallet credit (100 points = $1.00). */
export const CENTS_PER_POINT_REDEEMED = 1;
export const REDEEM_MIN_POINTS = 500;
export const REDEEM_STEP_POINTS = 100;

/** The points a delivered top-up of `amountCents` (what the recipient gets, in USD cents) earns. */
export function pointsFor(amountCents: number): number {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return 0;
  return Math.floor(amountCents / CENTS_PER_POINT_EARNED);
}

/** The rule of the level that `lifetimePoints` reach. */
export function levelRuleFor(lifetimePoints: number): LevelRule {
  let reached = LEVEL_RULES[0]!;
  for (const rule of LEVEL_RULES) if (lifetimePoints >= rule.minLifetimePoints) reached = rule;
  return reached;
}

export const levelFor = (lifetimePoints: number): LoyaltyLevel => levelRuleFor(lifetimePoints).level;

export interface LevelProgress {
  level: LoyaltyLevel;
  nextLevel: LoyaltyLevel | null;
  /** Lifetime points still to earn to reach the next level; 0 at the top. */
  pointsToNextLevel: number;
  /** How far from this level's threshold to the next one, 0–100 (100 at the top level). */
  percent: number;
}

/** Where `lifetimePoints` stand between this level and the next. */
export function progressFor(lifetimePoints: number): LevelProgress {
  const current = levelRuleFor(lifetimePoints);
  const next = LEVEL_RULES[LEVEL_RULES.indexOf(current) + 1];
  if (!next) return { level: current.level, nextLevel: null, pointsToNextLevel: 0, percent: 100 };
  const span = next.minLifetimePoints - current.minLifetimePoints;
  const done = lifetimePoints - current.minLifetimePoints;
  return {
    level: current.level,
    nextLevel: next.level,
    pointsToNextLevel: next.minLifetimePoints - lifetimePoints,
    percent: Math.floor((done * 100) / span),
  };
}

/** The wallet credit, in cents, that redeeming `points` gives. */
export const redemptionValueCents = (points: number): number => points * CENTS_PER_POINT_REDEEMED;

/** Why `points` cannot be redeemed from a balance of `balance`, or null when they can. */
export function redemptionProblem(points: number, balance: number): 'minimum' | 'step' | 'insufficient' | null {
  if (!Number.isSafeInteger(points) || points < REDEEM_MIN_POINTS) return 'minimum';
  if (points % REDEEM_STEP_POINTS !== 0) return 'step';
  if (points > balance) return 'insufficient';
  return null;
}

/** The most a balance can redeem at once (whole hundreds), or 0 below the minimum. */
export function redeemableOf(balance: number): number {
  const most = Math.floor(balance / REDEEM_STEP_POINTS) * REDEEM_STEP_POINTS;
  return most >= REDEEM_MIN_POINTS ? most : 0;
}
