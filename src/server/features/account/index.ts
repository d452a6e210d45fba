/**
 * The account feature's front door (ADR 0072): the person's own settings, time zone, login history, phone verification, data export and deletion.
 * Other features, app.ts and the composition root import only what is exported here; the other files of
 * this folder are its own business.
 */
export { SECURITY_ALERT, securityAlertRenderer } from './alerts.js';
export { accountRoutes } from './routes.js';
export { createAccountService } from './service.js';
