/**
 * The schedules feature's front door (ADR 0072): automatic top-ups: weekly, fortnightly, monthly runs from the wallet, on the person's own days (ADRs 0034, 0065), shared by a family pot (ADR 0074).
 * Other features, app.ts and the composition root import only what is exported here; the other files of
 * this folder are its own business.
 */
export { potTopupSettled } from './pot-run.js';
export { createPotService } from './pots.js';
export { potRoutes } from './pot-routes.js';
export { scheduleRoutes } from './routes.js';
export { runScheduleWorker } from './worker.js';
export { createScheduleService, queueStats } from './service.js';
export { forgetSchedulesOf } from './store.js';
export { retimeSchedulesOf } from './time-zone.js';
