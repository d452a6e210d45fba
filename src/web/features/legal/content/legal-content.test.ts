import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../../shared/i18n/languages';
import { privacyPolicy } from './privacy';
import { termsOfService } from './terms';
import type { LegalDocument, LegalDocuments } from './types';
import { updatedLine } from './updated';

const DOCUMENTS: [string, LegalDocuments][] = [
  ['privacy policy', privacyPolicy],
  ['terms of service', termsOfService],
];

/** Every string of a document, with where it sits, so an empty one can be named. */
function strings(doc: LegalDocument): [string, string][] {
  return [
    ['title', doc.title],
    ['updated', doc.updated('')],
    ['intro', doc.intro],
    ...doc.sections.flatMap((s): [string, string][] => [
      [`${s.id}.id`, s.id],
      [`${s.id}.heading`, s.heading],
      ...s.paragraphs.map((p, i): [string, string] => [`${s.id}.paragraphs[${i}]`, p]),
    ]),
  ];
}

describe.each(DOCUMENTS)('%s', (_name, documents) => {
  const ids = documents.en.sections.map((s) => s.id);

  it('exists in every language and has between 8 and 12 sections with unique ids', () => {
    expect(Object.keys(documents).sort()).toEqual([...LANGUAGE_CODES].sort());
    expect(ids.length).toBeGreaterThanOrEqual(8);
    expect(ids.length).toBeLessThanOrEqual(12);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it.each(LANGUAGE_CODES)('%s has the same section ids in the same order as en', (language) => {
    expect(documents[language].sections.map((s) => s.id)).toEqual(ids);
  });

  it.each(LANGUAGE_CODES)('%s has no empty string and no empty section', (language) => {
    const doc = documents[language];
    for (const [where, text] of strings(doc)) expect(text.trim(), where).not.toBe('');
    for (const section of doc.sections) expect(section.paragraphs.length, section.id).toBeGreaterThan(0);
  });

  it('says when it was last updated, in each language, from the one date', () => {
    const dated = Object.fromEntries(LANGUAGE_CODES.map((l) => [l, updatedLine(documents[l], l)]));
    expect(dated).toEqual({
      en: 'Last updated: November 21, 2026',
      fr: 'Dernière mise à jour : 21 novembre 2026',
      es: 'Última actualización: 21 de noviembre de 2026',
      pt: 'Última atualização: 21 de novembro de 2026',
      ht: 'Dènye mizajou: 21 novanm 2026',
    });
  });

  it('has Haitian Creole written on its own, not copied from French', () => {
    const { fr, ht } = documents;
    expect(ht.title).not.toBe(fr.title);
    expect(ht.intro).not.toBe(fr.intro);
    const frenchParagraphs = new Set(fr.sections.flatMap((s) => s.paragraphs));
    ht.sections.forEach((section, i) => {
      const french = fr.sections[i]!;
      expect(section.heading, section.id).not.toBe(french.heading);
      expect(section.paragraphs, section.id).not.toEqual(french.paragraphs);
      for (const paragraph of section.paragraphs) expect(frenchParagraphs.has(paragraph), paragraph).toBe(false);
    });
  });

  it('has each translation differ from English', () => {
    for (const language of LANGUAGE_CODES.filter((l) => l !== 'en')) {
      documents[language].sections.forEach((section, i) => {
        expect(section.paragraphs, `${language}/${section.id}`).not.toEqual(documents.en.sections[i]!.paragraphs);
      });
    }
  });
});

describe('what the documents promise', () => {
  const all = (documents: LegalDocuments) =>
    LANGUAGE_CODES.map(
      (l) =>
        [
          l,
          strings(documents[l])
            .map(([, t]) => t)
            .join('\n'),
        ] as const,
    );

  it('gives the privacy address in every language of the privacy policy', () => {
    for (const [language, text] of all(privacyPolicy)) expect(text, language).toContain('privacy@kredi.app');
  });

  it('gives the support address and the fees page in every language of the terms', () => {
    for (const [language, text] of all(termsOfService)) {
      expect(text, language).toContain('support@kredi.app');
      expect(text, language).toContain('/service-fees');
    }
  });

  it('states the 7-year retention, the 24-hour refund and the 15-minute delivery in every language', () => {
    for (const [language, text] of all(privacyPolicy)) expect(text, language).toMatch(/\b7\b/);
    for (const [language, text] of all(termsOfService)) {
      expect(text, language).toMatch(/\b24\b/);
      expect(text, language).toMatch(/\b15\b/);
      expect(text, language).toMatch(/\b18\b/);
    }
  });
});
