import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToDecimal,
  centsToWireAmount,
  decimalToCents,
  divideDecimals,
  normalizeDecimal,
  numberToDecimal,
  wireCents,
  wireDecimal,
} from './money.js';

describe('cents ↔ Reloadly amounts', () => {
  it('writes cents as decimals and reads them back exactly', () => {
    expect(centsToDecimal(1234)).toBe('12.34');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToWireAmount(1234)).toBe(12.34);
    expect(centsToWireAmount(1000)).toBe(10);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 13 }), (cents) => {
        expect(decimalToCents(centsToDecimal(cents))).toBe(cents);
        // The JSON number's text is the decimal itself, so Reloadly reads exactly the amount meant.
        expect(normalizeDecimal(numberToDecimal(centsToWireAmount(cents)))).toBe(normalizeDecimal(centsToDecimal(cents)));
        expect(wireCents(JSON.parse(JSON.stringify(centsToWireAmount(cents))))).toBe(cents);
      }),
    );
  });

  it('refuses what is not whole cents unless told how to round', () => {
    expect(() => centsToDecimal(12.5)).toThrow(RangeError);
    expect(() => centsToDecimal(-1)).toThrow(RangeError);
    expect(() => decimalToCents('4.9985')).toThrow(RangeError);
    expect(decimalToCents('4.9985', 'up')).toBe(500);
    expect(decimalToCents('4.9985', 'down')).toBe(499);
    expect(decimalToCents('1.500')).toBe(150);
    expect(() => decimalToCents('-1')).toThrow(RangeError);
  });

  it('reads JSON numbers as the decimals they were written as', () => {
    expect(numberToDecimal(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(numberToDecimal(1e-7)).toBe('0.0000001');
    expect(numberToDecimal(1.5e21)).toBe('1500000000000000000000');
    expect(wireDecimal(7672.49985)).toBe('7672.49985');
    expect(wireDecimal('130.8500')).toBe('130.85');
    expect(wireDecimal(null)).toBeNull();
    expect(wireDecimal('abc')).toBeNull();
  });

  it('derives rates by exact division', () => {
    expect(divideDecimals('1308.5', '10.00')).toBe('130.85');
    expect(divideDecimals('1614.69', '12.34')).toBe('130.850081');
    expect(divideDecimals('1', '3')).toBe('0.333333');
    expect(divideDecimals('2', '3')).toBe('0.666667');
  });
});
