import { describe, expect, it } from 'vitest';
import { LANGUAGES, isLanguage, splitLanguagePrefix, withLanguagePrefix } from './languages';

describe('languages', () => {
  it('are en, fr, es, pt, ht in that order, each with a name and a flag', () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual(['en', 'fr', 'es', 'pt', 'ht']);
    for (const language of LANGUAGES) {
      expect(language.name).not.toBe('');
      expect(language.flag).toMatch(/^[a-z]{2}$/);
    }
  });

  it('reads a /{lang} prefix off a path, but never /en or a longer word', () => {
    expect(splitLanguagePrefix('/fr/wallet')).toEqual({ language: 'fr', path: '/wallet' });
    expect(splitLanguagePrefix('/ht')).toEqual({ language: 'ht', path: '/' });
    expect(splitLanguagePrefix('/en/wallet')).toEqual({ language: null, path: '/en/wallet' });
    expect(splitLanguagePrefix('/frames')).toEqual({ language: null, path: '/frames' });
    expect(splitLanguagePrefix('/de/wallet')).toEqual({ language: null, path: '/de/wallet' });
  });

  it('prefixes every language but English', () => {
    expect(withLanguagePrefix('en', '/wallet')).toBe('/wallet');
    expect(withLanguagePrefix('pt', '/wallet')).toBe('/pt/wallet');
    expect(withLanguagePrefix('es', '/')).toBe('/es');
  });

  it('knows which codes are languages', () => {
    expect(isLanguage('ht')).toBe(true);
    expect(isLanguage('HT')).toBe(false);
    expect(isLanguage(null)).toBe(false);
  });
});
