import { PRICE_TOLERANCE_PERCENT } from '../../../shared/schedules.js';

interface Price {
  totalCents: number;
  /** What the recipient receives, a decimal string in the operator's currency. */
  localAmount: string;
}

/**
 * Whether today's price moved beyond the tolerance from the one the person agreed to: what they pay, or
 * what the recipient receives (the exchange rate), by more than PRICE_TOLERANCE_PERCENT either way.
 */
export function priceMoved(agreed: Price, today: Price, percent = PRICE_TOLERANCE_PERCENT): boolean {
  const beyond = (was: number, now: number) => Math.abs(now - was) * 100 > percent * was;
  return beyond(agreed.totalCents, today.totalCents) || beyond(Number(agreed.localAmount), Number(today.localAmount));
}
