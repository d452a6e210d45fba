/**
 * The referrals feature's front door (ADR 0072): referral codes, referrals recorded at sign-up, the $2 payout on delivery (ADR 0026).
 * Other features, app.ts and the composition root import only what is exported here; the other files of
 * this folder are its own business.
 */
export { referralRoutes } from './routes.js';
export { createReferralsService } from './service.js';
export { referralStandingOf } from './staff.js';
