import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localeOf } from './i18n/languages';
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

  // Spaces are Intl's narrow and non-breaking ones, written as plain spaces here.
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  it.each([
    ['en', '$2.00', '$1,234.50', '1,234,567'],
    ['fr', '2,00 $US', '1 234,50 $US', '1 234 567'],
    // The Americas' Spanish (es-US), not Spain's "2,00 US$": Kredi's Spanish speakers send from the US.
    ['es', '$2.00', '$1,234.50', '1,234,567'],
    ['pt', 'US$ 2,00', 'US$ 1.234,50', '1.234.567'],
    // Kreyòl borrows Haiti's French conventions for numbers.
    ['ht', '2,00 $US', '1 234,50 $US', '1 234 567'],
  ] as const)('formats money and counts the %s way', (language, two, thousand, count) => {
    const locale = localeOf(language);
    expect(plain(formatMoney(200, locale))).toBe(two);
    expect(plain(formatMoney(123450, locale))).toBe(thousand);
    expect(plain(new Intl.NumberFormat(locale).format(1234567))).toBe(count);
  });
});

describe('percentOfCents', () => {
  it('rounds up to the cent', () => {
    expect(percentOfCents(2000, 349)).toBe(70); // 69.8 → 70
    expect(percentOfCents(1000, 300)).toBe(30);
  });
});
