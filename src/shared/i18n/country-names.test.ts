import { describe, expect, it } from 'vitest';
import { mobileCountries } from '../../sandbox/aggregator/catalogue/countries';
import { countryName } from './country-names';
import { KREYOL_COUNTRY_NAMES } from './country-names-ht';
import { localeOf } from './languages';

const HT = localeOf('ht');

describe('Kreyòl country names', () => {
  const catalogue = mobileCountries();

  it('name every country the catalogue sells to, by hand, not in French', () => {
    expect(catalogue.length).toBeGreaterThan(200);
    const missing = catalogue.map((c) => c.isoName).filter((iso) => !KREYOL_COUNTRY_NAMES[iso]);
    expect(missing).toEqual([]);
    for (const { isoName } of catalogue) {
      expect(countryName(isoName, HT, '?'), isoName).toBe(KREYOL_COUNTRY_NAMES[isoName]);
    }
  });

  it('are written in Kreyòl spelling (no c, q, x, or u outside "ou"), each name once', () => {
    const names = Object.values(KREYOL_COUNTRY_NAMES);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name, name).not.toMatch(/[éêëîïôûüçœâxX]|[Qq]|[Cc](?!h)|(?<![Oo])[Uu]/);
  });

  it('say Ayiti, Etazini and Repiblik Dominikèn, where French says Haïti', () => {
    expect(countryName('HT', HT, 'Haiti')).toBe('Ayiti');
    expect(countryName('ht', HT, 'Haiti')).toBe('Ayiti');
    expect(countryName('US', HT, 'United States')).toBe('Etazini');
    expect(countryName('DO', HT, 'Dominican Republic')).toBe('Repiblik Dominikèn');
    expect(countryName('HT', localeOf('fr'), 'Haiti')).toBe('Haïti');
  });

  it('leave the other languages to Intl, and an unknown code to the fallback', () => {
    expect(countryName('HT', localeOf('es'), 'Haiti')).toBe('Haití');
    expect(countryName('US', localeOf('pt'), 'United States')).toBe('Estados Unidos');
    expect(countryName('XX', HT, 'Nowhere')).toBe('Nowhere');
    expect(countryName('XX', localeOf('en'), 'Nowhere')).toBe('Nowhere');
  });
});
