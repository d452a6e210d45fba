import type { Topup } from '../../../shared/api/topups';
import { ApiError, NetworkError } from '../../lib/api';

/** What went wrong when sending, in the words of docs/product-rules.md#send-errors (keys under topups.errors / payments). */
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
  if (error instanceof NetworkError)
    return { kind: 'network', titleKey: title, messageKey: error.offline ? 'topups.errors.offline' : 'topups.errors.network' };
  if (!(error instanceof ApiError)) return { kind: 'generic', titleKey: title, messageKey: 'topups.errors.failed' };
  if (error.code === 'INSUFFICIENT_FUNDS' || error.status === 402)
    return { kind: 'insufficient', titleKey: 'topups.errors.insufficientTitle', messageKey: 'payments.insufficientBalance' };
  if (error.code === 'QUOTE_EXPIRED')
    return { kind: 'expired', titleKey: 'topups.errors.priceChangedTitle', messageKey: 'topups.errors.priceChanged' };
  if (error.fields.recipientNumber) return { kind: 'phone', titleKey: title, messageKey: phoneMessage(countryIso) };
  // The quote's promo code is no longer available (used up meanwhile): the reason, in plain words.
  if (error.fields.promoCode?.startsWith('validation.'))
    return { kind: 'check', titleKey: 'promotions.invalidTitle', messageKey: error.fields.promoCode };
  // Over the person's daily or monthly sending limit (ADR 0033): which one, and whether verifying raises it.
  if (error.code === 'TOPUP_REJECTED' && error.fields.amountCents?.startsWith('validation.'))
    return { kind: 'check', titleKey: 'limits.reachedTitle', messageKey: error.fields.amountCents };
  if (error.code === 'SERVICE_UNAVAILABLE' || error.code === 'INTERNAL' || error.status >= 500)
    return { kind: 'system', titleKey: title, messageKey: 'topups.errors.system' };
  if (error.code === 'VALIDATION_FAILED' || error.code === 'TOPUP_REJECTED' || error.status === 400 || error.status === 422) {
    return { kind: 'check', titleKey: title, messageKey: 'topups.errors.couldNotSend' };
  }
  return { kind: 'generic', titleKey: title, messageKey: 'topups.errors.failed' };
}

/** May pressing "Send now" again reuse the same Idempotency-Key? Only when we never heard a definite answer. */
export const isIndeterminate = (error: unknown) =>
  error instanceof NetworkError || (error instanceof ApiError && (error.status >= 500 || error.status === 429));

/** The operators' usual wait between two top-ups to one number, should the server not say. */
const RECENT_RECHARGE_FALLBACK_MINUTES = 2;

/** The message of a settled top-up's failure: an i18n key and the values it names. */
export interface FailureMessage {
  key: string;
  values: { operator: string; minutes: number };
}

/**
 * Why a settled top-up failed (its stable failureCode) → what happened and what to do now: the first texts of
 * docs/product-rules.md#send-errors texts where they fit (payment), else topups.failure.<code>. Nothing here points to the person's mistake
 * when the operator or Kredi failed, nor to a support page. A number the operator refused was a valid
 * number Kredi accepted: its failure says the operator refused it (check it with the recipient), never the
 * form's "use format +509 XXXX XXXX" advice under the very number written that way.
 */
export function failureMessage(topup: Pick<Topup, 'failureCode' | 'retryAfterMinutes' | 'countryIso' | 'operatorName'>): FailureMessage {
  const values = { operator: topup.operatorName, minutes: topup.retryAfterMinutes ?? RECENT_RECHARGE_FALLBACK_MINUTES };
  switch (topup.failureCode) {
    case 'PAYMENT_CANCELLED':
      return { key: 'payments.paymentCancelled', values };
    case 'PAYMENT_FAILED':
      return { key: 'payments.paymentError', values };
    case null:
      return { key: 'topups.failure.UNKNOWN', values };
    default:
      return { key: `topups.failure.${topup.failureCode}`, values };
  }
}
