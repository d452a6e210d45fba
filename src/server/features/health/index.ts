/**
 * The health feature's front door (ADR 0072): /api/health, /metrics and /api/docs.
 * Other features, app.ts and the composition root import only what is exported here; the other files of
 * this folder are its own business.
 */
export { healthRoutes } from './routes.js';
