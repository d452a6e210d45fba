/**
 * The loyalty feature's front door (ADR 0072): points earned by delivered top-ups, levels, redemptions for wallet credit (ADR 0027).
 * Other features, app.ts and the composition root import only what is exported here; the other files of
 * this folder are its own business.
 */
export { loyaltyRoutes } from './routes.js';
export { createLoyaltyService, type LoyaltyService } from './service.js';
export { loyaltyStandingOf } from './staff.js';
