import { z } from 'zod';
import { LOYALTY_LEVELS, REDEEM_MIN_POINTS, REDEEM_STEP_POINTS } from '../loyalty';
import { cents } from './wallet';

const level = z.enum(LOYALTY_LEVELS);
const points = z.number().int();

const levelRow = z.object({
  level,
  minLifetimePoints: points,
  /** The share of the top-up fee the level takes off, in basis points of that fee (2000 = 20 %). */
  topupFeeReductionBasisPoints: z.number().int(),
});

const historyEntry = z.object({
  id: z.string(),
  kind: z.enum(['earned', 'redeemed']),
  /** Positive when earned, negative when redeemed. */
  points,
  /** The top-up that earned them. */
  topupId: z.string().nullable(),
  /** What a redemption credited to the wallet. */
  creditCents: cents.nullable(),
  createdAt: z.string(),
});
export type LoyaltyHistoryEntry = z.infer<typeof historyEntry>;

/** GET /api/loyalty: the person's points and level, the programme's rules, and their points history. */
export const loyaltySummary = z
  .object({
    /** What may be redeemed now (users.loyaltyPoints). */
    points,
    /** Every point ever earned: the level goes by it. */
    lifetimePoints: points,
    level,
    nextLevel: level.nullable(),
    pointsToNextLevel: points,
    /** 0–100: the way from this level's threshold to the next one. */
    progressPercent: z.number().int().min(0).max(100),
    levels: z.array(levelRow),
    earnRule: z.object({ pointsPerDollar: points, roundedDown: z.literal(true), on: z.literal('delivered_topup') }),
    redeemRule: z.object({ pointsPerDollar: points, minimumPoints: points, stepPoints: points, redeemableNow: points }),
    history: z.array(historyEntry),
  })
  .meta({ id: 'LoyaltySummary' });
export type LoyaltySummary = z.infer<typeof loyaltySummary>;

/** POST /api/loyalty/redemptions (with an Idempotency-Key): points for wallet credit. */
export const redemptionRequest = z.object({
  points: z
    .number()
    .int('validation.pointsHundreds')
    .min(REDEEM_MIN_POINTS, 'validation.pointsMinimum')
    .max(10_000_000, 'validation.pointsHundreds')
    .multipleOf(REDEEM_STEP_POINTS, 'validation.pointsHundreds'),
});

export const redemptionResponse = z
  .object({
    redemption: z.object({ id: z.string(), points, creditCents: cents, createdAt: z.string() }),
    /** The balance of points after it. */
    points,
  })
  .meta({ id: 'LoyaltyRedemption' });
export type RedemptionResponse = z.infer<typeof redemptionResponse>;
