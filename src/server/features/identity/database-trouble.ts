import { AsyncLocalStorage } from 'node:async_hooks';
import { isDatabaseUnavailable } from '../../db/unavailable.js';

/**
 * better-auth turns a failed query into its own "500 Internal Server Error" answer and keeps the cause to
 * itself, except in what it logs. So the HTTP layer runs each identity request in a scope where better-auth's
 * logger (and its onAPIError hook) can note that the database was unreachable; a 5xx answered meanwhile
 * becomes our 503 "try again in a moment" instead of a 500.
 */
const scope = new AsyncLocalStorage<{ databaseError: unknown }>();

/** Called with whatever better-auth logs or reports: keeps the first database-unreachable error seen. */
export function noticeDatabaseTrouble(...values: unknown[]): void {
  const current = scope.getStore();
  if (!current || current.databaseError) return;
  const found = values.find(isDatabaseUnavailable);
  if (found) current.databaseError = found;
}

/** Runs `work` (one call into better-auth) and says whether the database was unreachable meanwhile. */
export async function watchingDatabase<T>(work: () => Promise<T>): Promise<{ result: T; databaseError: unknown }> {
  const current = { databaseError: undefined as unknown };
  const result = await scope.run(current, work);
  return { result, databaseError: current.databaseError };
}
