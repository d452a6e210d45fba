import { levelRuleFor, type LoyaltyLevel } from '../../../shared/loyalty.js';
import type { Queryable } from '../../ledger/index.js';
import { standingOf } from './store.js';

/** A person's points and level, for the admin panel's user page (docs/product-rules.md#admin-users). */
export async function loyaltyStandingOf(
  db: Queryable,
  userId: string,
): Promise<{ points: number; lifetimePoints: number; level: LoyaltyLevel }> {
  const standing = await standingOf(db, userId);
  return { ...standing, level: levelRuleFor(standing.lifetimePoints).level };
}
