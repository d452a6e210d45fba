/**
 * What an operator sells and at what rate, chosen deterministically from the country and the operator,
 * so the catalogue is the same at every start: FX rates from a small table of real-world rates (USD → local,
 * decimals), fixed denominations or a range, suggested amounts, commission. The product's "from" prices
 * are fixed: Haiti, Dominican Republic and Jamaica from $5, the United States from $10.
 */
export interface Pricing {
  denominationType: 'FIXED' | 'RANGE';
  fxRate: string;
  minCents: number | null;
  maxCents: number | null;
  fixedCents: number[];
  suggestedCents: number[];
  mostPopularCents: number | null;
  supportsLocalAmounts: boolean;
  commission: string;
  internationalDiscount: string;
}

/** Units of local currency per US dollar. */
const USD_RATES: Record<string, string> = {
  USD: '1',
  HTG: '130.85',
  DOP: '59.6',
  JMD: '156.4',
  MXN: '17.15',
  CAD: '1.36',
  EUR: '0.92',
  GBP: '0.79',
  XCD: '2.7',
  BBD: '2',
  BSD: '1',
  BZD: '2',
  BMD: '1',
  KYD: '0.82',
  TTD: '6.78',
  GYD: '209.2',
  SRD: '36.1',
  ANG: '1.79',
  AWG: '1.79',
  CUP: '24',
  COP: '4050',
  PEN: '3.75',
  BRL: '5.45',
  ARS: '950',
  CLP: '930',
  BOB: '6.91',
  GTQ: '7.75',
  HNL: '24.7',
  NIO: '36.6',
  CRC: '515',
  PAB: '1',
  VES: '36.5',
  UYU: '39.5',
  PYG: '7450',
  INR: '83.4',
  PKR: '278.5',
  BDT: '118',
  LKR: '300',
  NPR: '133.5',
  PHP: '56.5',
  IDR: '15800',
  VND: '25000',
  THB: '35.5',
  MYR: '4.6',
  CNY: '7.2',
  NGN: '1550',
  GHS: '15.2',
  KES: '129',
  UGX: '3750',
  TZS: '2600',
  RWF: '1330',
  XOF: '605',
  XAF: '605',
  ZAR: '18.3',
  EGP: '48.5',
  MAD: '9.95',
  TND: '3.1',
  DZD: '134',
  ETB: '115',
  CDF: '2800',
  ZMW: '26',
  MWK: '1730',
  MZN: '63.9',
  AED: '3.6725',
  SAR: '3.75',
  QAR: '3.64',
  KWD: '0.307',
  JOD: '0.709',
  ILS: '3.7',
  TRY: '34',
  RUB: '92',
  UAH: '41',
  KZT: '480',
  UZS: '12700',
  AFN: '70',
  CHF: '0.88',
  JPY: '150',
  KRW: '1370',
  AUD: '1.52',
  NZD: '1.66',
  XPF: '110',
};

const MINIMUM_DOLLARS: Record<string, number> = { HT: 5, US: 10, DO: 5, JM: 5 };
const MAXIMUM_DOLLARS: Record<string, number> = { HT: 100, US: 100, DO: 100, JM: 100 };

/** FNV-1a, 32 bits: the catalogue's only source of "randomness". */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Units of `currency` per USD: the table's, else a stable made-up rate between 1 and 1000. */
function usdRate(currency: string): string {
  const known = USD_RATES[currency];
  if (known) return known;
  const cents = 100 + (stableHash(`fx:${currency}`) % 99_900);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export function pricingFor(iso: string, operatorKey: string, currency: string, options: { fixed?: boolean } = {}): Pricing {
  const hash = stableHash(operatorKey);
  const countryHash = stableHash(`country:${iso}`);
  const minDollars = MINIMUM_DOLLARS[iso] ?? [1, 2, 3, 5][countryHash % 4]!;
  const maxDollars = MAXIMUM_DOLLARS[iso] ?? [50, 100, 100, 200][(countryHash >>> 3) % 4]!;
  const fixed = options.fixed ?? hash % 4 === 0;
  const commission = hash % 800;
  const common = {
    fxRate: usdRate(currency),
    commission: `${Math.floor(commission / 100)}.${String(commission % 100).padStart(2, '0')}`,
    internationalDiscount: `${Math.floor(commission / 100)}.${String(commission % 100).padStart(2, '0')}`,
  };
  if (fixed) {
    const dollars = unique(
      [minDollars, minDollars * 2, 10, 15, 20, 25, 50].filter((amount) => amount >= minDollars && amount <= maxDollars),
    );
    return {
      ...common,
      denominationType: 'FIXED',
      minCents: null,
      maxCents: null,
      fixedCents: dollars.map((d) => d * 100),
      suggestedCents: [],
      mostPopularCents: null,
      supportsLocalAmounts: hash % 3 !== 0,
    };
  }
  const suggested = unique([minDollars, 10, 15, 20, 25, 50].filter((amount) => amount >= minDollars && amount <= maxDollars));
  return {
    ...common,
    denominationType: 'RANGE',
    minCents: minDollars * 100,
    maxCents: maxDollars * 100,
    fixedCents: [],
    suggestedCents: suggested.map((d) => d * 100),
    mostPopularCents: Math.max(minDollars, 10) * 100,
    supportsLocalAmounts: hash % 3 !== 1,
  };
}

function unique(values: number[]): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}
