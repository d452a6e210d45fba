/**
 * The one database schema, for PostgreSQL 15 and the embedded engine alike.
 * Identity tables follow better-auth's model names (plural) and field names, so its Drizzle adapter
 * reads and writes them directly; product columns on `users` are the person of docs/product-rules.md#product-user.
 * Each domain's tables are in schema/<domain>.ts; change them, then `npm run db:generate` to write the migration.
 */
export * from './schema/identity.js';
export * from './schema/ledger.js';
export * from './schema/wallet.js';
export * from './schema/topups.js';
export * from './schema/notifications.js';
export * from './schema/operator-promotions.js';
export * from './schema/loyalty.js';
export * from './schema/promotions.js';
export * from './schema/referrals.js';
export * from './schema/audit.js';
export * from './schema/support.js';
export * from './schema/reconciliation.js';
export * from './schema/settings.js';
export * from './schema/baskets.js';
export * from './schema/schedules.js';
export * from './schema/jobs.js';
export * from './schema/credit-requests.js';
