import { describe, expect, it } from 'vitest';
import { TOPUP_FAILURE_CODES, topup } from '../../../../shared/api/topups';
import { presentFailure } from './failure';

describe('a failed order as the web reads it', () => {
  it("maps Kredi's own codes and the aggregator's to the shared stable codes", () => {
    expect(presentFailure(null)).toEqual({ failureCode: null, retryAfterMinutes: null });
    expect(presentFailure('PAYMENT_CANCELLED').failureCode).toBe('PAYMENT_CANCELLED');
    expect(presentFailure('PAYMENT_DECLINED').failureCode).toBe('PAYMENT_FAILED');
    expect(presentFailure('PAYMENT_REVERSED').failureCode).toBe('PAYMENT_FAILED');
    expect(presentFailure('UNCONFIRMED_AFTER_24H').failureCode).toBe('NOT_CONFIRMED');
    expect(presentFailure('PROVIDER_REFUNDED').failureCode).toBe('OPERATOR_DECLINED');
    expect(presentFailure('PHONE_RECENTLY_RECHARGED')).toEqual({ failureCode: 'RECENTLY_TOPPED_UP', retryAfterMinutes: 2 });
  });

  it('only ever answers codes of the shared list', () => {
    const failureCode = topup.shape.failureCode;
    for (const stored of ['PAYMENT_FAILED', 'OPERATOR_NOT_FOUND', 'HTTP_418', 'whatever']) {
      expect(failureCode.parse(presentFailure(stored).failureCode), stored).toBeOneOf([...TOPUP_FAILURE_CODES]);
    }
  });
});
