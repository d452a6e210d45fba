/**
 * The support feature's front door (ADR 0072): support tickets and their messages, for the person and for staff.
 * Other features, app.ts and the composition root import only what is exported here; the other files of
 * this folder are its own business.
 */
export { supportStaffRoutes } from './staff-routes.js';
export { forgetTicketsOf } from './erase.js';
export { supportContactRoutes, supportRoutes } from './routes.js';
export { attachedTopupOf, createSupportService } from './service.js';
