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
  /** A promo code's discount, always leaving at least `LEAST_CHARGE_CENTS` of the price before PayPal's fee to pay. */
  promoDiscountCents: number;
  paypalFeeCents: number;
  totalCents: number;
  /** What the wallet pays for the top-up: with PayPal, the wallet is first credited this much. */
  walletChargeCents: number;
}

/** What rewards change on a price (docs/product-rules.md#price); each defaults to nothing. */
export interface PriceAdjustments {
  /** The loyalty level's reduction of the top-up fee, in basis points of that fee (2000 = 20 % off it). */
  topupFeeReductionBasisPoints?: number;
  /** A promo code's discount as its rule computed it (already within the rule's maximum). */
  promoDiscountCents?: number;
}

/**
 * The least a top-up charges, however large its discount: a top-up is never free, so each one has a real
 * payment (a wallet hold, a PayPal capture) that its failure gives back (docs/product-rules.md#price, ADR 0079).
 * Only a code covering the whole price reaches it, which takes fees set to zero by staff.
 */
export const LEAST_CHARGE_CENTS = 1;

/**
 * What a top-up costs. The top-up fee applies to every top-up; paying from the wallet adds the wallet fee,
 * paying with PayPal adds PayPal's fee on what PayPal charges. The recipient always gets `amountCents`.
 * A loyalty level lowers the top-up fee; a promo discount comes off the fee-inclusive price, leaving at
 * least `LEAST_CHARGE_CENTS` to pay; PayPal's fee is on what is left, since that is what PayPal charges.
 */
export function priceTopup(amountCents: number, method: PaymentMethod, fees: TopupFees, adjustments: PriceAdjustments = {}): Price {
  const fullTopupFeeCents = percentOfCents(amountCents, fees.topupFeeBasisPoints) + fees.topupFeeFixedCents;
  const topupFeeReductionCents = percentOfCents(fullTopupFeeCents, adjustments.topupFeeReductionBasisPoints ?? 0);
  const topupFeeCents = fullTopupFeeCents - topupFeeReductionCents;
  const walletFeeCents = method === 'wallet' ? fees.walletFeeCents : 0;
  const beforeDiscountCents = amountCents + topupFeeCents + walletFeeCents;
  const promoDiscountCents = Math.min(
    Math.max(0, adjustments.promoDiscountCents ?? 0),
    Math.max(0, beforeDiscountCents - LEAST_CHARGE_CENTS),
  );
  const walletChargeCents = beforeDiscountCents - promoDiscountCents;
  const paypalFeeCents = method === 'paypal' ? paypalFeeOf(walletChargeCents, fees) : 0;
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

/** PayPal's fee on one payment of `chargeCents`: its percentage, then its fixed fee, once. Nothing on nothing. */
function paypalFeeOf(chargeCents: number, fees: Pick<TopupFees, 'paypalFeeBasisPoints' | 'paypalFeeFixedCents'>): number {
  return chargeCents > 0 ? percentOfCents(chargeCents, fees.paypalFeeBasisPoints) + fees.paypalFeeFixedCents : 0;
}

/**
 * `totalCents` split in proportion to `weights`, in whole cents, summing to it exactly: each part's floor,
 * then the cents left over one each to the largest remainders (ties to the earlier part), so the same input
 * always splits the same way. Weights of zero get nothing; all zero, the first part takes everything.
 */
export function splitCents(totalCents: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((acc, weight) => acc + BigInt(weight), 0n);
  if (sum === 0n) return weights.map((_, index) => (index === 0 ? totalCents : 0));
  // BigInt: a total of cents times a weight of cents may pass 2^53.
  const exact = weights.map((weight) => BigInt(totalCents) * BigInt(weight));
  const parts = exact.map((product) => Number(product / sum));
  let left = totalCents - parts.reduce((acc, part) => acc + part, 0);
  const byRemainder = exact.map((product, index) => ({ index, remainder: product % sum }));
  byRemainder.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

/**
 * Several top-ups paid in ONE PayPal payment (a basket, ADR 0036 as amended): PayPal charges its fee once, on
 * the payment's whole amount (the sum of the charges), fixed fee included once. Each top-up carries its
 * share (`splitCents`, by its charge), so a failed one gives back exactly what it was charged.
 */
export function groupPayPalFee(
  chargesCents: readonly number[],
  fees: Pick<TopupFees, 'paypalFeeBasisPoints' | 'paypalFeeFixedCents'>,
): { feeCents: number; sharesCents: number[] } {
  const feeCents = paypalFeeOf(
    chargesCents.reduce((sum, charge) => sum + charge, 0),
    fees,
  );
  return { feeCents, sharesCents: splitCents(feeCents, chargesCents) };
}

/**
 * What several top-ups cost paid together, given each one's charge before any payment fee (its amount and
 * top-up fee, after a loyalty reduction): from the wallet, each adds the wallet fee; with PayPal, one fee on
 * the sum. The basket's quote shows it for the method not chosen, to say when the wallet is cheaper.
 */
export function groupTotalCents(baseChargesCents: readonly number[], method: PaymentMethod, fees: TopupFees): number {
  const base = baseChargesCents.reduce((sum, charge) => sum + charge, 0);
  return method === 'wallet' ? base + baseChargesCents.length * fees.walletFeeCents : base + paypalFeeOf(base, fees);
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
