/**
 * The promotions feature's front door (ADR 0072): promo codes and offers, their redemptions and announcements (ADR 0024).
 * Other features, app.ts and the composition root import only what is exported here; the other files of
 * this folder are its own business.
 */
export { createPromotionAnnouncer } from './announce.js';
export { ensureDemoPromotions } from './demo.js';
export { promotionRoutes } from './routes.js';
export { createPromotionService, type PromotionService, queueStats } from './service.js';
