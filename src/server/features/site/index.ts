/**
 * The site feature's front door (ADR 0072): the built web app, with each route's <head> and first screen written in (ADR 0038).
 * Other features, app.ts and the composition root import only what is exported here; the other files of
 * this folder are its own business.
 */
export { BOOT_SCRIPT_CSP_SOURCE } from './boot-script.js';
export { siteRoutes } from './routes.js';
