import { describe, expect, it } from 'vitest';
import { amountFieldText, amountFromQuery, checkAddFundsAmount } from './amount';

describe('checkAddFundsAmount', () => {
  it.each([
    ['20', 2000],
    ['20.5', 2050],
    ['$20.50', 2050],
    ['20,50', 2050],
    ['5', 500],
    ['500.00', 50_000],
    [' 25 ', 2500],
    ['US$ 25', 2500],
  ] as const)('accepts %s as %i cents', (text, cents) => {
    expect(checkAddFundsAmount(text)).toEqual({ ok: true, cents });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['abc', 'notANumber'],
    ['-5', 'notANumber'],
    ['20$$', 'notANumber'],
    ['20.505', 'fractionOfCent'],
    ['20.5055', 'fractionOfCent'],
    ['7,1234', 'fractionOfCent'],
    ['4.99', 'belowMin'],
    ['0', 'belowMin'],
    ['500.01', 'aboveMax'],
    ['1,000', 'aboveMax'],
  ])('refuses %j: %s', (text, problem) => {
    expect(checkAddFundsAmount(text)).toEqual({ ok: false, problem });
  });
});

describe('amountFromQuery', () => {
  it('takes whole cents within the limits only', () => {
    expect(amountFromQuery('2000')).toBe(2000);
    expect(amountFromQuery('500')).toBe(500);
    expect(amountFromQuery('50000')).toBe(50_000);
    for (const bad of [null, '', '499', '50001', '20.00', '-2000', 'abc', '2e3']) expect(amountFromQuery(bad)).toBeNull();
  });
});

describe('amountFieldText', () => {
  it('writes whole dollars without decimals and cents with two', () => {
    expect(amountFieldText(2000)).toBe('20');
    expect(amountFieldText(2050)).toBe('20.50');
    expect(amountFieldText(2005)).toBe('20.05');
  });
});
