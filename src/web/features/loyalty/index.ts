export { AccountLoyalty } from './AccountLoyalty';
