import { percentOfCents } from '../../../shared/money.js';

/** The PayPal fee we pass on when someone adds funds with PayPal, from configuration (shown on /service-fees). */
export interface PayPalFeeSchedule {
  percentBasisPoints: number;
  fixedCents: number;
}

function paypalFeeCents(amountCents: number, schedule: PayPalFeeSchedule): number {
  return percentOfCents(amountCents, schedule.percentBasisPoints) + schedule.fixedCents;
}

export function fundingQuote(amountCents: number, schedule: PayPalFeeSchedule) {
  const feeCents = paypalFeeCents(amountCents, schedule);
  return { amountCents, feeCents, totalCents: amountCents + feeCents };
}
