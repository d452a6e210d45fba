/**
 * What both drills do the same way, one file per subject: processes (started and always stopped, polling
 * with a deadline), databases on the machine's PostgreSQL, people using Kredi over its HTTP API, and the
 * reports read afterwards. Loopback only.
 */
export { seconds, until, freePort, Processes, run, startSandboxProcess, healthOf } from './processes.js';
export type { Started } from './processes.js';
export { createDatabase, databaseUrl, dropDatabases } from './database.js';
export { Person, Answers, digicelHaiti, sendTopup, addFunds, recipientNumber } from './people.js';
export { ordersReport, deliveryReport, paymentsReport } from './reports.js';
