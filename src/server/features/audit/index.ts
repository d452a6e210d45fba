/**
 * The audit feature's front door (ADR 0072): the append-only log of staff actions.
 * Other features, app.ts and the composition root import only what is exported here; the other files of
 * this folder are its own business.
 */
export { auditRoutes } from './routes.js';
export { type AuditLog, createAuditLog, type NewAuditEntry } from './service.js';
