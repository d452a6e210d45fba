import type { LoyaltySummary } from '../../shared/api/loyalty';
import { LEVEL_RULES, progressFor, redeemableOf } from '../../shared/loyalty';

/** GET /api/loyalty as the server would answer it for these figures. */
export function loyaltySummary(overrides: Partial<LoyaltySummary> & { points: number; lifetimePoints: number }): LoyaltySummary {
  const progress = progressFor(overrides.lifetimePoints);
  return {
    level: progress.level,
    nextLevel: progress.nextLevel,
    pointsToNextLevel: progress.pointsToNextLevel,
    progressPercent: progress.percent,
    levels: LEVEL_RULES.map((rule) => ({ ...rule })),
    earnRule: { pointsPerDollar: 1, roundedDown: true, on: 'delivered_topup' },
    redeemRule: { pointsPerDollar: 100, minimumPoints: 500, stepPoints: 100, redeemableNow: redeemableOf(overrides.points) },
    history: [],
    ...overrides,
  };
}
