/**
 * The settings feature's front door (ADR 0072): runtime settings (fees, limits) with their history, and the admin's promotion screens.
 * Other features, app.ts and the composition root import only what is exported here; the other files of
 * this folder are its own business.
 */
export { settingsStaffRoutes } from './staff-routes.js';
export { createSettingsService, settingDefaults, type SettingsService } from './service.js';
