import type { TopupFailureCode } from '../../../shared/api/topups.js';

/**
 * Reloadly's error codes and failed statuses in Kredi's words (`TOPUP_FAILURE_CODES`), so that a person
 * reads what happened and what to do, never Reloadly's vocabulary. Every code the adapter can meet is
 * listed: the ones a top-up answers with, and the ones that can only mean Kredi's own request or account
 * was at fault (credentials, an amount written wrongly, an identifier reused), which are never the
 * person's doing.
 */
const REASONS: Readonly<Record<string, TopupFailureCode>> = {
  // The number was topped up moments ago: Reloadly takes one top-up per number every 2 minutes.
  PHONE_RECENTLY_RECHARGED: 'RECENTLY_TOPPED_UP',
  RECIPIENT_HAS_PENDING_TRANSACTION: 'PREVIOUS_TOPUP_PENDING',
  OPERATOR_UNAVAILABLE_OR_CURRENTLY_INACTIVE: 'OPERATOR_UNAVAILABLE',
  // A top-up Reloadly took, then reported failed or refunded (the operator did not complete it).
  FAILED: 'OPERATOR_DECLINED',
  REFUNDED: 'OPERATOR_DECLINED',
  INVALID_RECIPIENT_PHONE: 'NUMBER_NOT_ACCEPTED',
  INVALID_PHONE_NUMBER: 'NUMBER_NOT_ACCEPTED',
  COULD_NOT_AUTO_DETECT_OPERATOR: 'NUMBER_NOT_ACCEPTED',
  INVALID_AMOUNT_FOR_OPERATOR: 'AMOUNT_NOT_ACCEPTED',
  OPERATOR_NOT_FOUND: 'OPERATOR_NOT_OFFERED',
  COUNTRY_NOT_SUPPORTED: 'OPERATOR_NOT_OFFERED',
  TRANSACTION_CANNOT_BE_PROCESSED_AT_THE_MOMENT: 'TRY_LATER',
  SERVICE_UNAVAILABLE: 'TRY_LATER',
  FX_RATE_NOT_AVAILABLE: 'TRY_LATER',
  // Kredi's float at Reloadly ran out: ours to top up, not the person's.
  INSUFFICIENT_BALANCE: 'SERVICE_PROBLEM',
  INVALID_CREDENTIALS: 'SERVICE_PROBLEM',
  INVALID_TOKEN: 'SERVICE_PROBLEM',
  TOKEN_EXPIRED: 'SERVICE_PROBLEM',
  NOT_ACCEPTABLE: 'SERVICE_PROBLEM',
  INVALID_REQUEST_BODY: 'SERVICE_PROBLEM',
  IMPOSSIBLE_AMOUNT: 'SERVICE_PROBLEM',
  LOCAL_AMOUNTS_NOT_SUPPORTED: 'SERVICE_PROBLEM',
  INVALID_SENDER_PHONE: 'SERVICE_PROBLEM',
  CUSTOM_IDENTIFIER_ALREADY_USED: 'SERVICE_PROBLEM',
  TRANSACTION_NOT_FOUND: 'SERVICE_PROBLEM',
  INVALID_DATE: 'SERVICE_PROBLEM',
  // Only a promotions look-up by id answers this (the catalogue sync lists them): never a top-up's fault.
  PROMOTION_NOT_FOUND: 'SERVICE_PROBLEM',
};

/** Reloadly refuses a second top-up to a number within 2 minutes ("Please wait 2 minutes before trying again"). */
const RECENT_RECHARGE_WAIT_MINUTES = 2;

/** The codes this mapping knows (for tests: every code the sandbox answers with must be among them). */
export const KNOWN_PROVIDER_CODES: readonly string[] = Object.keys(REASONS);

export interface ProviderFailure {
  code: TopupFailureCode;
  /** Minutes to wait before the same number can be topped up again, when Reloadly imposes a wait. */
  retryAfterMinutes: number | null;
}

/**
 * Why a top-up failed, from the code the adapter reported (`TopupResult.errorCode`): Reloadly's
 * `errorCode`, a failed status, or `HTTP_<status>` when Reloadly refused without a code.
 */
export function providerFailure(errorCode: string): ProviderFailure {
  const known = REASONS[errorCode];
  if (known) return { code: known, retryAfterMinutes: known === 'RECENTLY_TOPPED_UP' ? RECENT_RECHARGE_WAIT_MINUTES : null };
  const status = /^HTTP_(\d{3})$/.exec(errorCode)?.[1];
  if (status === '429' || status?.startsWith('5')) return { code: 'TRY_LATER', retryAfterMinutes: null };
  if (status?.startsWith('4')) return { code: 'SERVICE_PROBLEM', retryAfterMinutes: null };
  return { code: 'UNKNOWN', retryAfterMinutes: null };
}
