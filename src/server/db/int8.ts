import pg from 'pg';

/**
 * PostgreSQL's bigint (int8: every `*_cents` column, COUNT(*), bigserial ids) as a JavaScript number,
 * refused past 2^53 rather than rounded: a cent that silently moves is worse than a query that fails.
 * Money stays far below that bound (ADR 0003); a value beyond it is a bug to see, never an amount to use.
 * SUM() of a bigint is numeric, not int8, and still arrives as a string: cast it (`::bigint`) to get a number.
 */
export function parseInt8(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) {
    throw new RangeError(`PostgreSQL returned the bigint ${value}, beyond what a JavaScript number holds exactly (2^53)`);
  }
  return parsed;
}

// pg's parsers are global to the process: every pool and client made after this import (the server's, a
// test's, a drill's, drizzle's queries, which fall back to them for int8) reads bigints through the guard.
pg.types.setTypeParser(pg.types.builtins.INT8, parseInt8);
