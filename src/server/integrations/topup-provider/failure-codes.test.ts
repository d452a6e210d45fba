import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../sandbox/aggregator/errors';
import { KNOWN_PROVIDER_CODES, providerFailure } from './failure-codes';

describe("Reloadly's failure codes in Kredi's words", () => {
  it('knows every error code the aggregator sandbox answers with, and the failed statuses', () => {
    for (const code of [...Object.keys(MESSAGES), 'RECIPIENT_HAS_PENDING_TRANSACTION', 'FAILED', 'REFUNDED']) {
      expect(KNOWN_PROVIDER_CODES, code).toContain(code);
      expect(providerFailure(code).code, code).not.toBe('UNKNOWN');
    }
  });

  it('tells apart a number topped up moments ago (with the wait) from an operator that is down', () => {
    expect(providerFailure('PHONE_RECENTLY_RECHARGED')).toEqual({ code: 'RECENTLY_TOPPED_UP', retryAfterMinutes: 2 });
    expect(providerFailure('OPERATOR_UNAVAILABLE_OR_CURRENTLY_INACTIVE')).toEqual({
      code: 'OPERATOR_UNAVAILABLE',
      retryAfterMinutes: null,
    });
    expect(providerFailure('INVALID_AMOUNT_FOR_OPERATOR').code).toBe('AMOUNT_NOT_ACCEPTED');
    expect(providerFailure('INVALID_RECIPIENT_PHONE').code).toBe('NUMBER_NOT_ACCEPTED');
    expect(providerFailure('TRANSACTION_CANNOT_BE_PROCESSED_AT_THE_MOMENT').code).toBe('TRY_LATER');
  });

  it("never puts Kredi's own faults (its float, its credentials, its request) on the person", () => {
    for (const code of [
      'INSUFFICIENT_BALANCE',
      'INVALID_CREDENTIALS',
      'INVALID_REQUEST_BODY',
      'IMPOSSIBLE_AMOUNT',
      'CUSTOM_IDENTIFIER_ALREADY_USED',
    ]) {
      expect(providerFailure(code).code, code).toBe('SERVICE_PROBLEM');
    }
  });

  it('reads a refusal without a code by its HTTP status, and anything else as unknown', () => {
    expect(providerFailure('HTTP_429').code).toBe('TRY_LATER');
    expect(providerFailure('HTTP_503').code).toBe('TRY_LATER');
    expect(providerFailure('HTTP_400').code).toBe('SERVICE_PROBLEM');
    expect(providerFailure('SOMETHING_NEW').code).toBe('UNKNOWN');
  });
});
