import { InvalidAmountError } from './errors.js';

/** An amount given to the ledger: a positive safe integer, else InvalidAmountError. */
export function assertAmount(amount: unknown): number {
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
    throw new InvalidAmountError(amount);
  }
  return amount;
}
