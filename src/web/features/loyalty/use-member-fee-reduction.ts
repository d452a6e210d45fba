import { levelRuleFor, type LoyaltyLevel } from '../../../shared/loyalty';
import { useLoyalty } from './loyalty-api';

/**
 * The signed-in person's level and its top-up fee reduction, for the estimate before quoting (the quote,
 * priced by the server, is what is charged). Null while unknown (loading, offline): the full fee is shown.
 */
export function useMemberFeeReduction(): { level: LoyaltyLevel; topupFeeReductionBasisPoints: number } | null {
  const loyalty = useLoyalty();
  if (!loyalty.data) return null;
  const rule = levelRuleFor(loyalty.data.lifetimePoints);
  return { level: rule.level, topupFeeReductionBasisPoints: rule.topupFeeReductionBasisPoints };
}
