import { describe, expect, it } from 'vitest';
import { callingPrefix, countryName, estimateLocalAmount, estimatePrice, formatDecimal, formatLocalAmount, formatPhone } from './format';
import { fees } from '../../testing/topup-fixtures';

describe('top-up formatting', () => {
  it('estimates what the recipient receives as the server does: amount × rate, rounded down, no floats', () => {
    expect(estimateLocalAmount(500, '131.50')).toBe('657.50');
    expect(estimateLocalAmount(500, '130.85')).toBe('654.25');
    expect(estimateLocalAmount(1, '0.333333')).toBe('0.00');
    expect(estimateLocalAmount(333, '3.333333')).toBe('11.09');
    expect(estimateLocalAmount(10000, '17250.123456')).toBe('1725012.34');
    expect(estimateLocalAmount(500, 'abc')).toBeNull();
  });

  it('prices like the fee schedule: top-up fee, wallet fee or PayPal fee on what PayPal charges', () => {
    expect(estimatePrice(500, 'wallet', fees)).toEqual({
      amountCents: 500,
      topupFeeCents: 60,
      topupFeeReductionCents: 0,
      walletFeeCents: 0,
      promoDiscountCents: 0,
      paypalFeeCents: 0,
      totalCents: 560,
    });
    expect(estimatePrice(500, 'paypal', fees)).toEqual({
      amountCents: 500,
      topupFeeCents: 60,
      topupFeeReductionCents: 0,
      walletFeeCents: 0,
      promoDiscountCents: 0,
      paypalFeeCents: 69,
      totalCents: 629,
    });
  });

  it("formats rates, local amounts, phones and calling codes in the reader's way", () => {
    expect(formatDecimal('131.50', 'en-US')).toBe('131.50');
    expect(formatDecimal('131.5', 'fr-FR')).toBe('131,50');
    expect(formatLocalAmount('657.50', 'HTG', 'en-US')).toMatch(/^HTG\s657\.50$/);
    expect(formatPhone('+50937123456')).toBe('+509 37 12 3456');
    expect(callingPrefix('HT')).toBe('+509');
    expect(callingPrefix('JM')).toBe('+1');
    expect(countryName('HT', 'fr-HT', 'Haiti')).toBe('Ayiti');
    expect(countryName('HT', 'es-US', 'Haiti')).toBe('Haití');
  });
});
