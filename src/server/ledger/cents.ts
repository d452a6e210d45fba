import { InvalidAmountError } from './errors.js';

/**
 * The one place where money leaves SQL: pg returns int8 as strings in this codebase (connect.ts), so
 * every bigint is turned into a number here, refusing anything that would not stay exact.
 */
export function centsFromDb(value: string | number | bigint | null | undefined): number {
  const cents = typeof value === 'string' ? Number(value) : Number(value ?? 0);
  if (!Number.isSafeInteger(cents) || (typeof value === 'string' && String(cents) !== value.trim())) {
    throw new RangeError(`Ledger amount ${String(value)} is not a safe integer number of cents`);
  }
  return cents;
}

/** An amount given to the ledger: a positive safe integer, else InvalidAmountError. */
export function assertAmount(amount: unknown): number {
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
    throw new InvalidAmountError(amount);
  }
  return amount;
}
