/**
 * The operator-promotions feature's front door (ADR 0072): the aggregator's operator bonuses, copied with the catalogue (ADR 0025).
 * Other features, app.ts and the composition root import only what is exported here; the other files of
 * this folder are its own business.
 */
export { operatorPromotionRoutes } from './routes.js';
export { copyOperatorPromotions, currentBonusesOf } from './service.js';
