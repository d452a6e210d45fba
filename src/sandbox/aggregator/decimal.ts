/**
 * Decimal arithmetic for the sandbox's money, on scaled bigints: USD amounts in cents, FX rates at six
 * decimals, local amounts rounded half-up to two decimals. JSON carries them as numbers (as Reloadly's
 * do); they cross into and out of this file as decimal strings, never through float arithmetic.
 */
const RATE_SCALE = 6;

/** "12.5" → 1250n at scale 2; undefined when not a plain decimal or when it has more decimals than `scale`. */
export function parseScaled(text: string, scale: number): bigint | undefined {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return undefined;
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  if (fraction.length > scale) return undefined;
  const value = BigInt(match[2]!) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
  return match[1] === '-' ? -value : value;
}

/** 1250n at scale 2 → "12.5"; trailing zeros dropped, at least `minDecimals` kept. */
export function formatScaled(value: bigint, scale: number, minDecimals = 0): string {
  const sign = value < 0n ? '-' : '';
  const digits = (value < 0n ? -value : value).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  let fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  if (fraction.length < minDecimals) fraction = fraction.padEnd(minDecimals, '0');
  return fraction ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

/** A JSON number as the decimal text it was written as (String() gives the shortest round-trip form). */
export function numberToDecimal(value: number): string {
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

function rateToScaled(rate: string): bigint {
  const scaled = parseScaled(rate, RATE_SCALE);
  if (scaled === undefined) throw new Error(`Not an FX rate: ${rate}`);
  return scaled;
}

/** USD cents × rate, rounded half-up to local cents: the amount the recipient gets. */
export function localCents(usdCents: bigint, rate: string): bigint {
  return divideHalfUp(usdCents * rateToScaled(rate), 10n ** BigInt(RATE_SCALE));
}

/** Local cents ÷ rate, rounded up to USD cents: what a local amount costs. */
export function usdCentsForLocal(local: bigint, rate: string): bigint {
  const scaledRate = rateToScaled(rate);
  const numerator = local * 10n ** BigInt(RATE_SCALE);
  return (numerator + scaledRate - 1n) / scaledRate;
}

function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** Cents as the JSON number Reloadly would send (12.5, 5, 620.47). */
export function centsToJson(cents: bigint | number): number {
  return Number(formatScaled(BigInt(cents), 2));
}
