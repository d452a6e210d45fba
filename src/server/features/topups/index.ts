/**
 * The topups feature's front door (ADR 0072): catalogue, quotes, send, the worker, receipts, history, saved recipients, PINs.
 * Other features, app.ts and the composition root import only what is exported here; the other files of
 * this folder are its own business.
 */
export { topupStaffRoutes } from './staff-routes.js';
export { createTopupTransactionsStaff } from './staff-transactions.js';
export { type CatalogueCache, createCatalogueCache, detect } from './catalogue.js';
export { notifyDelayed, notifyReceived, notifySettled, RECIPIENT_SMS, recipientSmsRenderer } from './notices.js';
export { hasToppedUp, hasTopupInFlight, paymentAmong } from './order-facts.js';
export { moveTopupOnPayment } from './payment.js';
export { topupPinRoutes } from './pin-routes.js';
export { topupPort } from './provider.js';
export { TOPUP_RECEIPT, topupReceiptRenderer } from './receipt.js';
export { createRecipientAlerts, recipientAlertRoutes } from './recipient-alerts.js';
export { forgetRecipientsOf, recipientRoutes } from './recipients.js';
export { topupRoutes } from './routes.js';
export { createTopupService, queueStats, type TopupService } from './service.js';
export type { OnSettled } from './settlement.js';
export { createTopupStaff, type TopupStaff } from './staff.js';
export { syncCatalogue } from './sync.js';
export { drainTopupWorker, type WorkerDeps } from './worker.js';
