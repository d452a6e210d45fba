import { describe, expect, it } from 'vitest';
import { acceptedLanguage } from './language';

describe('acceptedLanguage', () => {
  it('takes the first language Kredi speaks, by weight then order', () => {
    expect(acceptedLanguage('ht')).toBe('ht');
    expect(acceptedLanguage('pt-BR,pt;q=0.9')).toBe('pt');
    expect(acceptedLanguage('de-DE, fr;q=0.5, es;q=0.8')).toBe('es');
    expect(acceptedLanguage('en;q=0.1, ht')).toBe('ht');
  });

  it('answers null when none is spoken or the header is missing', () => {
    expect(acceptedLanguage(undefined)).toBeNull();
    expect(acceptedLanguage('de, it;q=0.8')).toBeNull();
    expect(acceptedLanguage('fr;q=0')).toBeNull();
  });
});
