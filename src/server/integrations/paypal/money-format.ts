/**
 * PayPal carries money as decimal strings ("20.00"); Kredi carries integer cents. These two functions are
 * the only crossing, and they never go through a floating-point number. Only currencies with two decimals
 * (USD, the only currency Kredi charges in) are supported.
 */
const DECIMAL = /^(-?)(\d*)(?:\.(\d+))?$/;

/** 2000 → "20.00", 10 → "0.10", -5 → "-0.05". Throws unless `cents` is a safe integer. */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount must be a whole number of cents, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * "20.00" → 2000, "0.1" → 10, "5" → 500, ".50" → 50. Trailing zeros beyond the cents are accepted
 * ("1.500"); any other third decimal, or anything that is not a plain decimal, throws.
 */
export function decimalToCents(value: string): number {
  const match = DECIMAL.exec(value);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || (whole === '' && fraction === '')) throw new RangeError(`Not a decimal amount: "${value}"`);
  if (/[^0]/.test(fraction.slice(2))) throw new RangeError(`Amount has more than two decimals: "${value}"`);
  const cents = BigInt(whole || '0') * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  const signed = match[1] === '-' ? -cents : cents;
  if (signed > BigInt(Number.MAX_SAFE_INTEGER) || signed < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`Amount out of range: "${value}"`);
  }
  return Number(signed);
}
