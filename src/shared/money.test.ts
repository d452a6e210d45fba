import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDecimalString, decimalStringToCents, formatMoney, parseAmountToCents, percentOfCents } from './money';

describe('parseAmountToCents: what a tired person types', () => {
  it.each([
    ['20', 2000],
    ['20.5', 2050],
    ['20.50', 2050],
    ['$20.50', 2050],
    [' 20 ', 2000],
    ['0.10', 10],
    ['1,000', 100000],
    ['1,000.25', 100025],
    ['20,50', 2050],
    ['1.000,50', 100050],
    ['20 USD', 2000],
    ['0', 0],
  ])('%s → %i cents', (input, cents) => expect(parseAmountToCents(input)).toBe(cents));

  it.each(['', 'abc', '-5', '20.505', '1e3', 'NaN', '20..5', '$', '12.3.4', 'Infinity'])('refuses %j', (input) => {
    expect(parseAmountToCents(input)).toBeNull();
  });
});

describe('decimal strings', () => {
  it('round-trips every amount exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(decimalStringToCents(centsToDecimalString(cents))).toBe(cents);
      }),
    );
  });

  it('writes two decimals', () => {
    expect(centsToDecimalString(10)).toBe('0.10');
    expect(centsToDecimalString(2000)).toBe('20.00');
    expect(centsToDecimalString(-5)).toBe('-0.05');
  });

  it('refuses fractions of a cent', () => {
    expect(() => centsToDecimalString(0.5)).toThrow(RangeError);
    expect(() => decimalStringToCents('1.005')).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it('formats in the reader’s language', () => {
    expect(formatMoney(2200, 'en-US')).toBe('$22.00');
    expect(formatMoney(2200, 'fr-FR').replace(/\s/g, ' ')).toBe('22,00 $US');
    expect(formatMoney(123456789, 'en-US')).toBe('$1,234,567.89');
  });
});

describe('percentOfCents', () => {
  it('rounds up to the cent', () => {
    expect(percentOfCents(2000, 349)).toBe(70); // 69.8 → 70
    expect(percentOfCents(1000, 300)).toBe(30);
  });
});
