/**
 * The topups feature's front door (ADR 0072). A top-up's path, folder by folder: `routes.ts` and `service.ts`
 * (its HTTP and its service) → `checkout/` (the quote, then `placing.ts`, the one path by which quotes become
 * orders paid from the wallet or by PayPal, and `payment.ts`, which moves them on when a payment is decided) →
 * `orders/` (the order's row, its reads and facts) → `delivery/` (the worker, the aggregator's answer in one
 * shape, the settlement and what it tells people). Beside it: `catalogue/` (operators and plans copied from the
 * aggregator), `recipients/` (saved recipients and their alerts), `staff/` (the staff panel's part).
 * Other features, app.ts and the composition root import only what is exported here.
 */
export { topupStaffRoutes } from './staff/staff-routes.js';
export { createTopupTransactionsStaff } from './staff/staff-transactions.js';
export { type CatalogueCache, createCatalogueCache, detect } from './catalogue/catalogue.js';
export { notifyDelayed, notifyReceived, notifySettled, RECIPIENT_SMS, recipientSmsRenderer } from './delivery/notices.js';
export { hasToppedUp, hasTopupInFlight, paymentAmong } from './orders/order-facts.js';
export { moveTopupOnPayment } from './checkout/payment.js';
export { topupPinRoutes } from './delivery/pin-routes.js';
export { topupPort } from './delivery/provider.js';
export { TOPUP_RECEIPT, topupReceiptRenderer } from './delivery/receipt.js';
export { createRecipientAlerts, recipientAlertRoutes } from './recipients/recipient-alerts.js';
export { forgetRecipientsOf, recipientRoutes } from './recipients/recipients.js';
export { topupRoutes } from './routes.js';
export { createTopupService, queueStats, type TopupService } from './service.js';
export type { OnSettled } from './delivery/settlement.js';
export { createTopupStaff, type TopupStaff } from './staff/staff.js';
export { syncCatalogue } from './catalogue/sync.js';
export { drainTopupWorker, type WorkerDeps } from './delivery/worker.js';
