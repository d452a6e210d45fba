/**
 * The baskets feature's front door (ADR 0072): several top-ups priced and paid once, each with its own status (ADR 0036).
 * Other features, app.ts and the composition root import only what is exported here; the other files of
 * this folder are its own business.
 */
export { basketRoutes } from './routes.js';
export { createBasketService } from './service.js';
