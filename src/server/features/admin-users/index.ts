/**
 * The admin-users feature's front door (ADR 0072): the staff panel's Overview and Users tabs: figures from each feature's staff reads, blocking, adjustments.
 * Other features, app.ts and the composition root import only what is exported here; the other files of
 * this folder are its own business.
 */
export { adminUsersRoutes } from './admin-routes.js';
export { overviewOf } from './overview.js';
export { createAdminUsersService } from './service.js';
