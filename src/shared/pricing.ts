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
  topupFeeCents: number;
  walletFeeCents: number;
  paypalFeeCents: number;
  totalCents: number;
  /** What the wallet pays for the top-up: with PayPal, the wallet is first credited this much. */
  walletChargeCents: number;
}

/**
 * What a top-up costs. The top-up fee applies to every top-up; paying from the wallet adds the wallet fee,
 * paying with PayPal adds PayPal's fee on what PayPal charges. The recipient always gets `amountCents`.
 */
export function priceTopup(amountCents: number, method: PaymentMethod, fees: TopupFees): Price {
  const topupFeeCents = percentOfCents(amountCents, fees.topupFeeBasisPoints) + fees.topupFeeFixedCents;
  const walletFeeCents = method === 'wallet' ? fees.walletFeeCents : 0;
  const walletChargeCents = amountCents + topupFeeCents + walletFeeCents;
  const paypalFeeCents = method === 'paypal' ? percentOfCents(walletChargeCents, fees.paypalFeeBasisPoints) + fees.paypalFeeFixedCents : 0;
  return { amountCents, topupFeeCents, walletFeeCents, paypalFeeCents, walletChargeCents, totalCents: walletChargeCents + paypalFeeCents };
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
