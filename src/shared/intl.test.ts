import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, regionNames } from './intl';

describe('cached Intl formatters', () => {
  it('builds one per locale and options, and formats as a new one would', () => {
    const usd = { style: 'currency', currency: 'USD' } as const;
    expect(numberFormat('fr-FR', usd)).toBe(numberFormat('fr-FR', { ...usd }));
    expect(numberFormat('fr-FR', usd)).not.toBe(numberFormat('en-US', usd));
    expect(numberFormat('fr-FR', usd)).not.toBe(numberFormat('fr-FR', { ...usd, currencyDisplay: 'code' }));
    expect(numberFormat('fr-FR', usd).format(20.5)).toBe(new Intl.NumberFormat('fr-FR', usd).format(20.5));

    expect(dateTimeFormat('en-US', { timeZone: 'UTC' })).toBe(dateTimeFormat('en-US', { timeZone: 'UTC' }));
    expect(regionNames('fr-FR')).toBe(regionNames('fr-FR'));
    expect(regionNames('fr-FR').of('HT')).toBe('Haïti');
  });

  it('refuses a currency Intl does not know, every time, keeping nothing', () => {
    expect(() => numberFormat('en-US', { style: 'currency', currency: 'NOPE!' })).toThrow(RangeError);
    expect(() => numberFormat('en-US', { style: 'currency', currency: 'NOPE!' })).toThrow(RangeError);
  });
});
