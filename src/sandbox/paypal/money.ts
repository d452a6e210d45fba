/**
 * The sandbox's own reading of PayPal amounts (it does not import the product's adapter: it stands in
 * for PayPal). Integer cents inside, decimal strings on the wire, never a float.
 */
export const SUPPORTED_CURRENCIES = new Set(['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'MXN', 'BRL']);
/** PayPal's ceiling for an amount: 999999999999999.99; ours stays within safe integers. */
const MAX_CENTS = Number.MAX_SAFE_INTEGER;

export type AmountProblem = 'syntax' | 'precision' | 'not-positive' | 'too-large';

/** Reads a PayPal `value`: "20", "20.5", "20.50" are fine; three decimals are a precision error. */
export function readAmount(value: unknown): { cents: number } | { problem: AmountProblem } {
  if (typeof value !== 'string') return { problem: 'syntax' };
  const match = /^(-?)(\d*)(?:\.(\d+))?$/.exec(value);
  if (!match || (!match[2] && !match[3])) return { problem: 'syntax' };
  const fraction = match[3] ?? '';
  if (fraction.length > 2) return { problem: 'precision' };
  const cents = BigInt(match[2] || '0') * 100n + BigInt(fraction.padEnd(2, '0'));
  if (match[1] === '-' || cents === 0n) return { problem: 'not-positive' };
  if (cents > BigInt(MAX_CENTS)) return { problem: 'too-large' };
  return { cents: Number(cents) };
}

export function formatAmount(cents: number): string {
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

export function money(cents: number, currency: string): { currency_code: string; value: string } {
  return { currency_code: currency, value: formatAmount(cents) };
}

/** "$ 20.00 USD", as PayPal writes amounts in event summaries. */
export function displayAmount(cents: number, currency: string): string {
  return `${currency === 'USD' ? '$' : currency} ${formatAmount(cents)} ${currency}`;
}

/** PayPal's US standard fee for checkout: 3.49 % + 0.49, in whole cents (half up). */
export function paypalFee(cents: number): number {
  return Number((BigInt(cents) * 349n + 5_000n) / 10_000n) + 49;
}
