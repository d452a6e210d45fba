import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDecimal, decimalToCents } from './money-format.js';

describe('PayPal money format', () => {
  it('writes integer cents as two-decimal strings', () => {
    expect(centsToDecimal(2000)).toBe('20.00');
    expect(centsToDecimal(10)).toBe('0.10');
    expect(centsToDecimal(1)).toBe('0.01');
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(123456789)).toBe('1234567.89');
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(centsToDecimal(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
  });

  it('refuses fractions of a cent and unsafe numbers', () => {
    for (const bad of [0.1, 10.5, Number.NaN, Infinity, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => centsToDecimal(bad)).toThrow(RangeError);
    }
  });

  it('reads decimal strings as exact cents', () => {
    expect(decimalToCents('20.00')).toBe(2000);
    expect(decimalToCents('0.10')).toBe(10);
    expect(decimalToCents('0.1')).toBe(10);
    expect(decimalToCents('5')).toBe(500);
    expect(decimalToCents('.50')).toBe(50);
    expect(decimalToCents('1.500')).toBe(150);
    expect(decimalToCents('-3.07')).toBe(-307);
    // The float path would give 1.1 * 100 = 110.00000000000001.
    expect(decimalToCents('1.10')).toBe(110);
    expect(decimalToCents('4.35')).toBe(435);
  });

  it('refuses what is not a plain two-decimal amount', () => {
    for (const bad of ['', '.', '-', '1.005', '1e3', ' 1.00', '1,00', 'abc', '0x10', '1.2.3', '99999999999999999.00']) {
      expect(() => decimalToCents(bad)).toThrow(RangeError);
    }
  });

  it('round-trips every safe amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        expect(decimalToCents(centsToDecimal(cents))).toBe(cents);
      }),
    );
  });
});
