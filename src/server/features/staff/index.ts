/**
 * The staff feature's front door (ADR 0072): the staff panel's own calls (the user counts, the Overview and
 * Users tabs: figures from each feature's staff reads, blocking, adjustments). Each feature's part of the panel
 * is its own `staff*.ts`; this feature puts them on one panel. Other features, app.ts and the composition root
 * import only what is exported here; the other files of this folder are its own business.
 */
export { overviewOf } from './overview.js';
export { staffSummaryRoutes } from './summary-routes.js';
export { createStaffUsers } from './users.js';
export { staffUsersRoutes } from './users-routes.js';
