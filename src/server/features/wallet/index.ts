/**
 * The wallet feature's front door (ADR 0072): balance, activity, PayPal funding, webhooks, refunds to PayPal, the reconciler.
 * Other features, app.ts and the composition root import only what is exported here; the other files of
 * this folder are its own business.
 */
export { createFundingStaff, type FundingStaff } from './staff-fundings.js';
export { walletRoutes } from './routes.js';
export { createWalletService, type WalletService } from './service.js';
export { hasPaymentInFlight, paypalPayersOf } from './payment-facts.js';
export type { FundingDecision } from './settle.js';
export { createWalletStaff, type WalletStaff } from './staff.js';
export { paypalWebhookRoutes } from './webhook-routes.js';
