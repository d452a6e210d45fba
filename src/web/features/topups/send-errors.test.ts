import { describe, expect, it } from 'vitest';
import { TOPUP_FAILURE_CODES, type TopupFailureCode } from '../../../shared/api/topups';
import { LANGUAGE_CODES } from '../../../shared/i18n/languages';
import { catalogs } from '../../i18n/catalogs';
import { failureMessage } from './send-errors';
import { topup } from '../../testing/topup-fixtures';

const textOf = (language: keyof typeof catalogs, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogs[language]) as
    | string
    | undefined;

const failed = (failureCode: TopupFailureCode | null, retryAfterMinutes: number | null = null) =>
  topup({ status: 'failed', stage: 'refunded', failureCode, retryAfterMinutes });

describe('why a top-up failed, as a person reads it', () => {
  it.each(LANGUAGE_CODES)('%s: every failure code has its own message, and none sends people to support', (language) => {
    for (const code of TOPUP_FAILURE_CODES) {
      const text = textOf(language, failureMessage(failed(code)).key);
      expect(text, `${language}:${code}`).toBeTruthy();
      expect(text, `${language}:${code}`).not.toMatch(/support|service client|servicio al cliente|atendimento|sèvis kliyan/i);
    }
  });

  it("never blames the person's information when the operator or Kredi failed", () => {
    const blame = textOf('en', 'topups.errors.couldNotSend');
    for (const code of TOPUP_FAILURE_CODES) expect(textOf('en', failureMessage(failed(code)).key), code).not.toBe(blame);
  });

  it('a number topped up moments ago says how many minutes to wait; an operator that is down says to try later', () => {
    expect(failureMessage(failed('RECENTLY_TOPPED_UP', 2))).toEqual({
      key: 'topups.failure.RECENTLY_TOPPED_UP',
      values: { operator: 'Digicel Haiti', minutes: 2 },
    });
    expect(failureMessage(failed('OPERATOR_UNAVAILABLE')).key).toBe('topups.failure.OPERATOR_UNAVAILABLE');
    expect(failureMessage(failed('AMOUNT_NOT_ACCEPTED')).key).toBe('topups.failure.AMOUNT_NOT_ACCEPTED');
  });

  it("keeps the texts of the product's rules (docs/product-rules.md#send-errors) where they fit: the payment", () => {
    expect(failureMessage(failed('PAYMENT_CANCELLED')).key).toBe('payments.paymentCancelled');
    expect(failureMessage(failed('PAYMENT_FAILED')).key).toBe('payments.paymentError');
    expect(failureMessage(failed(null)).key).toBe('topups.failure.UNKNOWN');
  });

  it.each(LANGUAGE_CODES)(
    '%s: a number the operator refused says so and to check it with the recipient, never the form’s format advice',
    (language) => {
      for (const countryIso of ['HT', 'JM']) {
        const { key } = failureMessage({ ...failed('NUMBER_NOT_ACCEPTED'), countryIso });
        expect(key).toBe('topups.failure.NUMBER_NOT_ACCEPTED');
        const text = textOf(language, key)!;
        expect(text).toContain('{{operator}}');
        expect(text).not.toBe(textOf(language, 'topups.errors.phoneHaiti'));
        expect(text).not.toBe(textOf(language, 'topups.errors.phoneFormat'));
        expect(text).not.toContain('XXXX');
      }
    },
  );
});
