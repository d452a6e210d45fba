import { describe, expect, it } from 'vitest';
import { outsideGsm7, smsEncoding, smsSize, smsText } from './gsm7';

describe('the GSM-7 alphabet', () => {
  it('holds the basic set and the extension table, and the accents GSM-7 has', () => {
    expect(smsEncoding('Kredi: 12,50 $US @£¥ _ ¡¿ §')).toBe('GSM-7');
    expect(smsEncoding('{}[]~^|\\€')).toBe('GSM-7');
    expect(smsEncoding('é è ù ì ò Ç Ø ø Å å Ä ä Ö ö Ñ ñ Ü ü à É ß Æ æ')).toBe('GSM-7');
    expect(smsEncoding('kòd, pèsonn, sipò, entènèt')).toBe('GSM-7');
  });

  it('does not hold á, í, ó, ú, ã, õ, ç, ê, â nor typographic characters', () => {
    for (const character of ['á', 'í', 'ó', 'ú', 'ã', 'õ', 'ç', 'ê', 'â', '\u00a0', '\u202f', '’', '“', '…', '—'])
      expect(smsEncoding(`Kredi ${character}`), character).toBe('UCS-2');
    expect(outsideGsm7('código de verificação')).toEqual(['ó', 'ç', 'ã']);
  });
});

describe('the size of a text', () => {
  it('counts 160 septets in one message, 153 per part beyond', () => {
    expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSize('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(smsSize('a'.repeat(306))).toEqual({ encoding: 'GSM-7', units: 306, segments: 2 });
    expect(smsSize('a'.repeat(307))).toEqual({ encoding: 'GSM-7', units: 307, segments: 3 });
  });

  it('counts an extension character as two septets', () => {
    expect(smsSize(`${'a'.repeat(158)}€`)).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSize(`${'a'.repeat(159)}€`)).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
  });

  it('counts 70 UCS-2 units in one message, 67 per part beyond', () => {
    expect(smsSize(`${'a'.repeat(69)}ó`)).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsSize(`${'a'.repeat(70)}ó`)).toEqual({ encoding: 'UCS-2', units: 71, segments: 2 });
    expect(smsSize(`${'a'.repeat(133)}ó`)).toEqual({ encoding: 'UCS-2', units: 134, segments: 2 });
    expect(smsSize(`${'a'.repeat(134)}ó`)).toEqual({ encoding: 'UCS-2', units: 135, segments: 3 });
  });
});

describe('a text made plain for SMS', () => {
  it('turns the no-break spaces of amounts and dates into plain spaces', () => {
    expect(smsText('12,50\u00a0$US le 27\u202fnov.')).toBe('12,50 $US le 27 nov.');
  });

  it('turns typographic quotes, apostrophes, dashes and the ellipsis into ASCII', () => {
    expect(smsText('L’équipe « Kredi » — “vite”… ‘ok’')).toBe('L\'équipe " Kredi " - "vite"... \'ok\'');
  });

  it('leaves a GSM-7 text as it is, and keeps the letters a language needs', () => {
    expect(smsText('Kredi: kòd ou se 123456.')).toBe('Kredi: kòd ou se 123456.');
    expect(smsText('código')).toBe('código');
  });

  it('brings a French amount back to one GSM-7 message', () => {
    const text = 'Kredi : 12,50\u00a0$US a été ajouté à votre portefeuille.';
    expect(smsSize(text)).toMatchObject({ encoding: 'UCS-2', segments: 1 });
    expect(smsSize(`${text} ${text}`)).toMatchObject({ encoding: 'UCS-2', segments: 2 });
    expect(smsSize(smsText(`${text} ${text}`))).toMatchObject({ encoding: 'GSM-7', segments: 1 });
  });
});
