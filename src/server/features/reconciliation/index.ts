/**
 * The reconciliation feature's front door (ADR 0072): the daily comparison with the aggregator and PayPal (ADR 0032).
 * Other features, app.ts and the composition root import only what is exported here; the other files of
 * this folder are its own business.
 */
export { reconciliationRoutes } from './routes.js';
export { createReconciliation } from './service.js';
