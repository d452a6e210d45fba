export { AccountLoyalty } from './AccountLoyalty';
export { LoyaltyFeeNote } from './LoyaltyFeeNote';
