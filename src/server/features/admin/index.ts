/**
 * The admin feature's front door (ADR 0072): admin-only reads (403 for others).
 * Other features, app.ts and the composition root import only what is exported here; the other files of
 * this folder are its own business.
 */
export { adminRoutes } from './routes.js';
