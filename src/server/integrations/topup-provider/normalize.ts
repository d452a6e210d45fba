import { TopupProtocolError } from './errors.js';
import { wireCents, wireDecimal } from './money.js';
import type { ProviderCountry, ProviderOperator, ProviderPinDetail, TopupTransaction } from './types.js';

/**
 * Reloadly's JSON → the adapter's types. Lenient where the live API and its document disagree (ids and
 * amounts as numbers or strings, nulls, descriptions as arrays or maps), strict where Kredi relies on a
 * value (an operator's id and currency, a transaction's id).
 */
type Wire = Record<string, unknown>;

export function normalizeCountry(value: unknown): ProviderCountry {
  const wire = object(value, 'country');
  return {
    isoName: requiredString(wire.isoName, 'country.isoName'),
    name: string(wire.name) ?? '',
    currencyCode: string(wire.currencyCode) ?? '',
    currencyName: string(wire.currencyName) ?? '',
    currencySymbol: string(wire.currencySymbol) ?? '',
    flagUrl: string(wire.flag) ?? '',
    callingCodes: Array.isArray(wire.callingCodes) ? wire.callingCodes.filter((code): code is string => typeof code === 'string') : [],
  };
}

export function normalizeOperator(value: unknown): ProviderOperator {
  const wire = object(value, 'operator');
  const operatorId = integer(wire.operatorId) ?? integer(wire.id);
  if (operatorId === null) throw new TopupProtocolError('Reloadly operator without an id');
  const country = (wire.country ?? {}) as Wire;
  const fx = (wire.fx ?? {}) as Wire;
  const fixed = array(wire.fixedAmounts);
  const fixedCents = fixed.map((amount) => safeCents(amount, 'exact'));
  const keep = fixedCents.map((cents) => cents !== null);
  return {
    operatorId,
    name: string(wire.name) ?? '',
    countryIso: string(country.isoName) ?? '',
    countryName: string(country.name) ?? '',
    bundle: wire.bundle === true,
    data: wire.data === true,
    pin: wire.pin === true,
    supportsLocalAmounts: wire.supportsLocalAmounts === true,
    denominationType: wire.denominationType === 'FIXED' ? 'FIXED' : 'RANGE',
    senderCurrency: string(wire.senderCurrencyCode) ?? 'USD',
    destinationCurrency: requiredString(wire.destinationCurrencyCode ?? fx.currencyCode, 'operator.destinationCurrencyCode'),
    fxRate: wireDecimal(fx.rate) ?? '0',
    minAmountCents: safeCents(wire.minAmount, 'up'),
    maxAmountCents: safeCents(wire.maxAmount, 'down'),
    localMinAmount: wireDecimal(wire.localMinAmount),
    localMaxAmount: wireDecimal(wire.localMaxAmount),
    // A denomination that cannot be written in cents cannot be sold: it is left out with what it delivers.
    fixedAmountsCents: fixedCents.filter((cents): cents is number => cents !== null),
    localFixedAmounts: array(wire.localFixedAmounts)
      .filter((_, index) => keep[index] !== false)
      .map((amount) => wireDecimal(amount) ?? '0'),
    fixedAmountDescriptions: descriptions(wire.fixedAmountsDescriptions, fixed).filter((_, index) => keep[index]),
    suggestedAmountsCents: array(wire.suggestedAmounts).flatMap((amount) => safeCents(amount, 'exact') ?? []),
    mostPopularAmountCents: safeCents(wire.mostPopularAmount, 'exact'),
    commission: wireDecimal(wire.commission),
    internationalDiscount: wireDecimal(wire.internationalDiscount),
    logoUrls: array(wire.logoUrls).filter((url): url is string => typeof url === 'string'),
  };
}

export function normalizeTransaction(value: unknown): TopupTransaction {
  const wire = object(value, 'transaction');
  const transactionId = integer(wire.transactionId);
  if (transactionId === null) throw new TopupProtocolError('Reloadly transaction without a transactionId');
  return {
    transactionId,
    status: string(wire.status) ?? 'UNKNOWN',
    operatorTransactionId: string(wire.operatorTransactionId),
    customIdentifier: string(wire.customIdentifier),
    recipientPhone: phone(wire.recipientPhone),
    senderPhone: phone(wire.senderPhone),
    countryCode: string(wire.countryCode),
    operatorId: integer(wire.operatorId),
    operatorName: string(wire.operatorName),
    requestedAmountCents: string(wire.requestedAmountCurrencyCode) === 'USD' ? safeCents(wire.requestedAmount, 'exact') : null,
    requestedCurrency: string(wire.requestedAmountCurrencyCode),
    discount: wireDecimal(wire.discount),
    discountCurrency: string(wire.discountCurrencyCode),
    deliveredAmount: wireDecimal(wire.deliveredAmount),
    deliveredCurrency: string(wire.deliveredAmountCurrencyCode),
    transactionDate: isoTime(wire.transactionDate),
    pinDetail: pinDetail(wire.pinDetail),
  };
}

/** A PIN needs its code; serial and code come as strings or (the examples) numbers. */
function pinDetail(value: unknown): ProviderPinDetail | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const wire = value as Wire;
  const code = string(wire.code)?.trim();
  if (!code) return null;
  const text = (field: unknown) => string(field)?.trim() || null;
  return {
    code,
    serial: text(wire.serial),
    instructions: [wire.info1, wire.info2, wire.info3, wire.info].flatMap((info) => text(info) ?? []),
    ivr: text(wire.ivr),
    validity: text(wire.validity),
    value: text(wire.value),
  };
}

/** Reloadly's `2021-12-06 08:13:39` (UTC) → `2021-12-06T08:13:39.000Z`. */
function isoTime(value: unknown): string | null {
  const text = string(value);
  if (!text) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text) ? `${text.replace(' ', 'T')}Z` : text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

/** Descriptions come as an array aligned with the amounts, or (live) as a map keyed by amount. */
function descriptions(value: unknown, amounts: unknown[]): string[] {
  if (Array.isArray(value)) return amounts.map((_, index) => string(value[index]) ?? '');
  if (typeof value === 'object' && value !== null) {
    const byAmount = new Map(Object.entries(value).map(([amount, text]) => [wireDecimal(amount), string(text) ?? '']));
    return amounts.map((amount) => byAmount.get(wireDecimal(amount)) ?? '');
  }
  return amounts.map(() => '');
}

function safeCents(value: unknown, rounding: 'exact' | 'up' | 'down'): number | null {
  try {
    return wireCents(value, rounding);
  } catch {
    return null;
  }
}

function object(value: unknown, what: string): Wire {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new TopupProtocolError(`Reloadly sent a ${what} that is not an object`);
  return value as Wire;
}

function array(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function string(value: unknown): string | null {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
}

function requiredString(value: unknown, what: string): string {
  const text = string(value);
  if (!text) throw new TopupProtocolError(`Reloadly answer without ${what}`);
  return text;
}

function integer(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value);
  return null;
}

function phone(value: unknown): string | null {
  return typeof value === 'number' ? String(value) : string(value);
}
