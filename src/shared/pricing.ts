/**
 * What a top-up costs and what its recipient receives: the one place these rules are written. The server
 * quotes with them (and the quote is what is charged); the web shows the same figures before quoting.
 */
import type { PaymentMethod } from './api/topups';
import { percentOfCents } from './money';

/** The fee schedule, from the server's configuration; /service-fees shows it as it is here. */
export interface TopupFees {
  topupFeeBasisPoints: number;
  topupFeeFixedCents: number;
  walletFeeCents: number;
  paypalFeeBasisPoints: number;
  paypalFeeFixedCents: number;
}

export interface Price {
  amountCents: number;
  /** The top-up fee after the loyalty level's reduction. */
  topupFeeCents: number;
  /** What the loyalty level took off the top-up fee (0 without one): shown as its own line. */
  topupFeeReductionCents: number;
  walletFeeCents: number;
  /** A promo code's discount, never more than what would otherwise be paid before PayPal's fee. */
  promoDiscountCents: number;
  paypalFeeCents: number;
  totalCents: number;
  /** What the wallet pays for the top-up: with PayPal, the wallet is first credited this much. */
  walletChargeCents: number;
}

/** What rewards change on a price (issue 12); each defaults to nothing. */
export interface PriceAdjustments {
  /** The loyalty level's reduction of the top-up fee, in basis points of that fee (2000 = 20 % off it). */
  topupFeeReductionBasisPoints?: number;
  /** A promo code's discount as its rule computed it (already within the rule's maximum). */
  promoDiscountCents?: number;
}

/**
 * What a top-up costs. The top-up fee applies to every top-up; paying from the wallet adds the wallet fee,
 * paying with PayPal adds PayPal's fee on what PayPal charges. The recipient always gets `amountCents`.
 * A loyalty level lowers the top-up fee; a promo discount comes off the fee-inclusive price and never
 * below zero; PayPal's fee is on what is left, since that is what PayPal charges.
 */
export function priceTopup(amountCents: number, method: PaymentMethod, fees: TopupFees, adjustments: PriceAdjustments = {}): Price {
  const fullTopupFeeCents = percentOfCents(amountCents, fees.topupFeeBasisPoints) + fees.topupFeeFixedCents;
  const topupFeeReductionCents = percentOfCents(fullTopupFeeCents, adjustments.topupFeeReductionBasisPoints ?? 0);
  const topupFeeCents = fullTopupFeeCents - topupFeeReductionCents;
  const walletFeeCents = method === 'wallet' ? fees.walletFeeCents : 0;
  const beforeDiscountCents = amountCents + topupFeeCents + walletFeeCents;
  const promoDiscountCents = Math.min(Math.max(0, adjustments.promoDiscountCents ?? 0), beforeDiscountCents);
  const walletChargeCents = beforeDiscountCents - promoDiscountCents;
  const paypalFeeCents =
    method === 'paypal' && walletChargeCents > 0
      ? percentOfCents(walletChargeCents, fees.paypalFeeBasisPoints) + fees.paypalFeeFixedCents
      : 0;
  return {
    amountCents,
    topupFeeCents,
    topupFeeReductionCents,
    walletFeeCents,
    promoDiscountCents,
    paypalFeeCents,
    walletChargeCents,
    totalCents: walletChargeCents + paypalFeeCents,
  };
}

const RATE_SCALE = 1_000_000n;

/** "131.5" → 131500000n (the rate × 10^6). Refuses anything but a plain positive decimal. */
function scaledRate(fxRate: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(fxRate.trim());
  if (!match) throw new RangeError(`Not an exchange rate: ${fxRate}`);
  return BigInt(match[1]!) * RATE_SCALE + BigInt((match[2] ?? '').padEnd(6, '0'));
}

/**
 * What the recipient receives in local currency for `amountCents` USD at `fxRate`, as a decimal string
 * with two places, rounded down (we never promise a fraction the operator will not deliver).
 */
export function localAmountOf(amountCents: number, fxRate: string): string {
  const localMinor = (BigInt(amountCents) * scaledRate(fxRate)) / RATE_SCALE;
  return `${localMinor / 100n}.${String(localMinor % 100n).padStart(2, '0')}`;
}
