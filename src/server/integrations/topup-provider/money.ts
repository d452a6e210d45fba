/**
 * Reloadly carries money as JSON numbers with decimals (12.34, 1614.69, 7672.49985); Kredi carries USD as
 * integer cents and everything else (FX rates, local amounts) as decimal strings. These functions are the
 * only crossing, and none goes through floating-point arithmetic: a JSON number is read back as the
 * shortest decimal text that round-trips to it, which is the text the sender wrote.
 */
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** 2000 → "20.00", 5 → "0.05". Throws unless `cents` is a non-negative safe integer. */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Amount must be a whole, non-negative number of cents, got ${cents}`);
  const digits = String(cents).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Cents as the JSON number Reloadly's `amount` takes: 1234 → 12.34 (its text is exactly "12.34"). */
export function centsToWireAmount(cents: number): number {
  const decimal = centsToDecimal(cents);
  const amount = Number(decimal);
  if (normalizeDecimal(numberToDecimal(amount)) !== normalizeDecimal(decimal))
    throw new RangeError(`${decimal} cannot travel as a JSON number exactly`);
  return amount;
}

/**
 * "20.00" → 2000, "5" → 500, "1.500" → 150. More than two significant decimals throws, unless `rounding`
 * says which way to go ('up' for a minimum, 'down' for a maximum).
 */
export function decimalToCents(value: string, rounding: 'exact' | 'up' | 'down' = 'exact'): number {
  const match = DECIMAL.exec(value.trim());
  if (!match || match[1] === '-') throw new RangeError(`Not a non-negative decimal amount: "${value}"`);
  const fraction = match[3] ?? '';
  const extra = /[^0]/.test(fraction.slice(2));
  if (extra && rounding === 'exact') throw new RangeError(`Amount has more than two decimals: "${value}"`);
  let cents = BigInt(match[2]!) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  if (extra && rounding === 'up') cents += 1n;
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Amount out of range: "${value}"`);
  return Number(cents);
}

/** A JSON number as decimal text, without exponent: 1e-7 → "0.0000001", 1614.69 → "1614.69". */
export function numberToDecimal(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const text = String(value);
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const digits = match[2]! + (match[3] ?? '');
  const point = 1 + Number(match[4]);
  const body =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? digits.padEnd(point, '0')
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return match[1] + body;
}

/** "0130.8500" → "130.85", "5.0" → "5": one spelling per value. */
export function normalizeDecimal(value: string): string {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new RangeError(`Not a decimal: "${value}"`);
  const whole = match[2]!.replace(/^0+(?=\d)/, '');
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  const sign = match[1] === '-' && /[1-9]/.test(whole + fraction) ? '-' : '';
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** A wire amount (JSON number or numeric string) as a normalized decimal string, or null when absent. */
export function wireDecimal(value: unknown): string | null {
  if (typeof value === 'number') return normalizeDecimal(numberToDecimal(value));
  if (typeof value === 'string' && DECIMAL.test(value.trim())) return normalizeDecimal(value);
  return null;
}

/** A wire USD amount in cents (rounded as asked when it has more than two decimals), or null when absent. */
export function wireCents(value: unknown, rounding: 'exact' | 'up' | 'down' = 'exact'): number | null {
  const decimal = wireDecimal(value);
  return decimal === null ? null : decimalToCents(decimal, rounding);
}

/** `local ÷ usd` to six decimals (half-up), for a rate derived from an FX quote. */
export function divideDecimals(numerator: string, denominator: string, decimals = 6): string {
  const scale = (text: string) => {
    const [whole, fraction = ''] = normalizeDecimal(text).split('.');
    return { units: BigInt(`${whole}${fraction}`), places: fraction.length };
  };
  const n = scale(numerator);
  const d = scale(denominator);
  if (d.units === 0n) throw new RangeError('Division by zero');
  // n/d × 10^decimals, with both brought to integers.
  const shift = decimals + d.places - n.places;
  const top = shift >= 0 ? n.units * 10n ** BigInt(shift) : n.units;
  const bottom = shift >= 0 ? d.units : d.units * 10n ** BigInt(-shift);
  const quotient = (top * 2n + bottom) / (bottom * 2n);
  const digits = quotient.toString().padStart(decimals + 1, '0');
  return normalizeDecimal(`${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`);
}
