import type { CatalogueCountry, CatalogueOperator } from './catalogue/index.js';
import { centsToJson, formatScaled, localCents } from './decimal.js';
import { reloadlyTime } from './errors.js';
import type { TopupRecord } from './store.js';

/**
 * The JSON Reloadly answers with: countries, operators (amounts and rates as JSON numbers with decimals,
 * nulls where an operator has no such amount), Spring page envelopes, transactions and balances.
 */
export function countryJson(country: CatalogueCountry) {
  const { isoName, name, currencyCode, currencyName, currencySymbol, flag, callingCodes } = country;
  return { isoName, name, currencyCode, currencyName, currencySymbol, flag, callingCodes };
}

export interface OperatorOptions {
  suggestedAmountsMap?: boolean;
}

export function operatorJson(operator: CatalogueOperator, options: OperatorOptions = {}) {
  const { pricing, country } = operator;
  const usd = (cents: number | null) => (cents === null ? null : centsToJson(cents));
  const local = (cents: number | null) => (cents === null ? null : centsToJson(localCents(BigInt(cents), pricing.fxRate)));
  const localLimit = (cents: number | null) => (pricing.supportsLocalAmounts ? local(cents) : null);
  return {
    id: operator.id,
    operatorId: operator.id,
    name: operator.name,
    bundle: operator.bundle,
    data: operator.data,
    pin: operator.pin,
    supportsLocalAmounts: pricing.supportsLocalAmounts,
    denominationType: pricing.denominationType,
    senderCurrencyCode: 'USD',
    senderCurrencySymbol: '$',
    destinationCurrencyCode: country.currencyCode,
    destinationCurrencySymbol: country.currencySymbol,
    commission: Number(pricing.commission),
    internationalDiscount: Number(pricing.internationalDiscount),
    localDiscount: 0,
    mostPopularAmount: usd(pricing.mostPopularCents),
    minAmount: usd(pricing.minCents),
    maxAmount: usd(pricing.maxCents),
    localMinAmount: localLimit(pricing.minCents),
    localMaxAmount: localLimit(pricing.maxCents),
    country: { isoName: country.isoName, name: country.name },
    fx: { rate: Number(pricing.fxRate), currencyCode: country.currencyCode },
    logoUrls: operator.logoUrls,
    fixedAmounts: pricing.fixedCents.map((cents) => centsToJson(cents)),
    fixedAmountsDescriptions: operator.fixedDescriptions,
    localFixedAmounts: pricing.fixedCents.map((cents) => local(cents)),
    localFixedAmountsDescriptions: operator.fixedDescriptions,
    suggestedAmounts: pricing.suggestedCents.map((cents) => centsToJson(cents)),
    ...(options.suggestedAmountsMap
      ? { suggestedAmountsMap: Object.fromEntries(pricing.suggestedCents.map((cents) => [String(centsToJson(cents)), local(cents)])) }
      : {}),
    promotions: [],
  };
}

/** Spring Data's page envelope, as Reloadly pages answer: `page` counts from 1 in the query, from 0 in `number`. */
export function pageOf<T>(items: readonly T[], page: number, size: number) {
  const offset = (page - 1) * size;
  const content = items.slice(offset, offset + size);
  const totalPages = Math.ceil(items.length / size);
  const sort = { sorted: false, unsorted: true, empty: true };
  return {
    content,
    pageable: { sort, pageNumber: page - 1, pageSize: size, offset, paged: true, unpaged: false },
    totalElements: items.length,
    totalPages,
    last: page >= totalPages,
    first: page === 1,
    sort,
    numberOfElements: content.length,
    size,
    number: page - 1,
    empty: content.length === 0,
  };
}

export function transactionJson(record: TopupRecord) {
  const { operator } = record;
  return {
    transactionId: record.transactionId,
    status: record.status,
    ...(record.operatorTransactionId ? { operatorTransactionId: record.operatorTransactionId } : {}),
    ...(record.customIdentifier !== null ? { customIdentifier: record.customIdentifier } : {}),
    recipientPhone: record.recipientPhone,
    ...(record.senderPhone ? { senderPhone: record.senderPhone } : {}),
    countryCode: operator.country.isoName,
    operatorId: operator.id,
    operatorName: operator.name,
    discount: centsToJson(record.discountCents),
    discountCurrencyCode: 'USD',
    requestedAmount: centsToJson(record.requestedCents),
    requestedAmountCurrencyCode: 'USD',
    deliveredAmount: centsToJson(record.deliveredLocalCents),
    deliveredAmountCurrencyCode: operator.country.currencyCode,
    transactionDate: reloadlyTime(record.createdAt),
    // A PIN product's code, once delivered: as the document's examples show it (info1–info3; see deviations).
    ...(record.pinDetail && record.status === 'SUCCESSFUL' ? { pinDetail: record.pinDetail } : {}),
    balanceInfo: {
      oldBalance: centsToJson(record.balanceBefore),
      newBalance: centsToJson(record.balanceAfter),
      currencyCode: 'USD',
      currencyName: 'US Dollar',
      updatedAt: reloadlyTime(record.createdAt),
    },
  };
}

/** GET /topups/{id}/status: the live wrapper; a refunded top-up carries no transaction. */
export function statusJson(record: TopupRecord) {
  if (record.status === 'REFUNDED' || record.status === 'FAILED') {
    return { code: record.failure?.code ?? null, message: record.failure?.message ?? null, status: record.status, transaction: null };
  }
  return { code: null, message: null, status: record.status, transaction: transactionJson(record) };
}

export function balanceJson(balanceCents: bigint, updatedAt: Date) {
  return { balance: centsToJson(balanceCents), currencyCode: 'USD', currencyName: 'US Dollar', updatedAt: reloadlyTime(updatedAt) };
}

export function decimalText(cents: bigint): string {
  return formatScaled(cents, 2, 2);
}
