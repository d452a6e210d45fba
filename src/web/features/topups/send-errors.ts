import { ApiError, NetworkError } from '../../lib/api';

/** What went wrong when sending, as the spec's §8 messages (keys under topups.errors / payments). */
export interface SendFailure {
  kind: 'insufficient' | 'expired' | 'phone' | 'system' | 'check' | 'generic' | 'network';
  titleKey: string;
  messageKey: string;
}

/** The phone message names Haiti's format for Haiti; elsewhere the general "incorrect format" one. */
const phoneMessage = (countryIso: string) => (countryIso.toUpperCase() === 'HT' ? 'topups.errors.phoneHaiti' : 'topups.errors.phoneFormat');

/** A refused or failed POST /api/topups → the message a person reads. */
export function sendFailureOf(error: unknown, countryIso: string): SendFailure {
  const title = 'topups.errors.failedTitle';
  if (error instanceof NetworkError) return { kind: 'network', titleKey: title, messageKey: 'topups.errors.network' };
  if (!(error instanceof ApiError)) return { kind: 'generic', titleKey: title, messageKey: 'topups.errors.failed' };
  if (error.code === 'INSUFFICIENT_FUNDS' || error.status === 402) return { kind: 'insufficient', titleKey: 'topups.errors.insufficientTitle', messageKey: 'payments.insufficientBalance' };
  if (error.code === 'QUOTE_EXPIRED') return { kind: 'expired', titleKey: 'topups.errors.priceChangedTitle', messageKey: 'topups.errors.priceChanged' };
  if (error.fields.recipientNumber) return { kind: 'phone', titleKey: title, messageKey: phoneMessage(countryIso) };
  if (error.code === 'SERVICE_UNAVAILABLE' || error.code === 'INTERNAL' || error.status >= 500) return { kind: 'system', titleKey: title, messageKey: 'topups.errors.system' };
  if (error.code === 'VALIDATION_FAILED' || error.code === 'TOPUP_REJECTED' || error.status === 400 || error.status === 422) {
    return { kind: 'check', titleKey: title, messageKey: 'topups.errors.couldNotSend' };
  }
  return { kind: 'generic', titleKey: title, messageKey: 'topups.errors.failed' };
}

/** May pressing "Send now" again reuse the same Idempotency-Key? Only when we never heard a definite answer. */
export const isIndeterminate = (error: unknown) => error instanceof NetworkError || (error instanceof ApiError && (error.status >= 500 || error.status === 429));

/** Why a settled top-up failed (the order's failureCode) → the spec's §8 message key. */
export function failureMessageKey(failureCode: string | null, countryIso: string): string {
  const code = failureCode ?? '';
  if (code === 'PAYMENT_CANCELLED') return 'payments.paymentCancelled';
  if (code.startsWith('PAYMENT_')) return 'payments.paymentError';
  if (code === 'INVALID_RECIPIENT_PHONE' || code === 'INVALID_PHONE_NUMBER') return phoneMessage(countryIso);
  if (['INVALID_AMOUNT_FOR_OPERATOR', 'PHONE_RECENTLY_RECHARGED', 'OPERATOR_UNAVAILABLE_OR_CURRENTLY_INACTIVE', 'OPERATOR_NOT_FOUND', 'COUNTRY_NOT_SUPPORTED'].includes(code)) {
    return 'topups.errors.couldNotSend';
  }
  if (['INSUFFICIENT_BALANCE', 'SERVICE_UNAVAILABLE', 'TRANSACTION_CANNOT_BE_PROCESSED_AT_THE_MOMENT', 'UNCONFIRMED_AFTER_24H', 'INVALID_CREDENTIALS', 'INVALID_TOKEN'].includes(code)) {
    return 'topups.errors.system';
  }
  return 'topups.errors.failed';
}
