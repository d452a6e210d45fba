export { AccountLoyalty } from './AccountLoyalty';
export { LoyaltyFeeNote } from './LoyaltyFeeNote';
export { useMemberFeeReduction } from './use-member-fee-reduction';
