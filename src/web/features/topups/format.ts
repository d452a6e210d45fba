import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import type { FeeSchedule, PaymentMethod } from '../../../shared/api/topups';
import { formatDateTime as formatMoment } from '../../../shared/dates';
import { numberFormat } from '../../../shared/intl';
import { getExampleNumber } from '../../../shared/phone';
import { localAmountOf, priceTopup, type Price } from '../../../shared/pricing';

/** The destinations most people send to, first in the country list (docs/product-rules.md#popular-destinations). */
export const POPULAR_COUNTRIES = ['HT', 'US', 'DO', 'JM'] as const;

/** "+509" for Haiti, from libphonenumber (Jamaica is "+1", its 876 being part of the number); else the catalogue's. */
export function callingPrefix(iso: string, fallback = ''): string {
  try {
    return `+${getCountryCallingCode(iso.toUpperCase() as CountryCode)}`;
  } catch {
    const digits = fallback.replace(/\D/g, '');
    return digits ? `+${digits}` : '';
  }
}

/** A mobile number of the country as people write it internationally ("+509 34 10 1234"), for hints. */
export function exampleNumber(iso: string): string {
  try {
    return getExampleNumber(iso.toUpperCase() as CountryCode, examples)?.formatInternational() ?? '';
  } catch {
    return '';
  }
}

export { formatPhone } from '../../lib/phone-format';

/** "+50937123456" → "37 12 3456", for the phone field that shows the calling code beside it. */
export function nationalNumber(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatNational() ?? e164;
}

/** The country's name in the reader's language (Kreyòl from Kredi's own list), else the catalogue's English name. */
export { countryName } from '../../../shared/i18n/country-names';

/**
 * A decimal string in the reader's format ("131.50" → "131,50" in French). Intl formats the string itself,
 * so no floating point touches it.
 */
export function formatDecimal(value: string, locale: string, fractionDigits: { min?: number; max?: number } = {}): string {
  const format = numberFormat(locale, {
    minimumFractionDigits: fractionDigits.min ?? 2,
    maximumFractionDigits: fractionDigits.max ?? 6,
  });
  return format.format(value as unknown as number);
}

/** A local amount in its currency: the shared format, so screens and notifications say it alike. */
export { formatLocalAmount } from '../../../shared/money';

/**
 * What the recipient gets, before the quote gives the exact figure: the server's own rule
 * (src/shared/pricing.ts). Null when the rate cannot be read.
 */
export function estimateLocalAmount(amountCents: number, fxRate: string): string | null {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) return null;
  try {
    return localAmountOf(amountCents, fxRate);
  } catch {
    return null;
  }
}

export type PriceEstimate = Omit<Price, 'walletChargeCents'>;

/** The price the server will quote (the same rule, src/shared/pricing.ts), to show before quoting. The quote is what is charged. */
export function estimatePrice(
  amountCents: number,
  method: PaymentMethod,
  fees: FeeSchedule,
  topupFeeReductionBasisPoints = 0,
): PriceEstimate {
  const { walletChargeCents: _charge, ...estimate } = priceTopup(amountCents, method, fees, { topupFeeReductionBasisPoints });
  return estimate;
}

/** A date and time in the reader's locale ("Mar 4, 2026, 2:05 AM"); N/A when missing or unreadable. */
export function formatDateTime(value: string | null | undefined, locale: string, fallback = 'N/A'): string {
  if (!value) return fallback;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return fallback;
  return formatMoment(date, locale);
}
