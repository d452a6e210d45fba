import { describe, expect, it } from 'vitest';
import { catalogs } from '../../i18n/catalogs';
import { FAQ_ITEMS, matchingFaq, searchable, type FaqEntry } from './faq';

const entries = (language: keyof typeof catalogs): FaqEntry[] => {
  const items = (catalogs[language] as unknown as { support: { faq: { items: Record<string, { q: string; a: string }> } } }).support.faq
    .items;
  return FAQ_ITEMS.map(({ id }) => ({ id, question: items[id]!.q, answer: items[id]!.a }));
};
const ids = (found: FaqEntry[]) => found.map((entry) => entry.id);

describe('the FAQ search', () => {
  it('has at least 12 questions, each with its words in every language', () => {
    expect(FAQ_ITEMS.length).toBeGreaterThanOrEqual(12);
    for (const language of ['en', 'fr', 'es', 'pt', 'ht'] as const) {
      for (const entry of entries(language))
        expect(entry.question.length * entry.answer.length, `${language} ${entry.id}`).toBeGreaterThan(0);
    }
  });

  it('shows everything for an empty search', () => {
    expect(matchingFaq(entries('en'), '   ')).toHaveLength(FAQ_ITEMS.length);
  });

  it('finds a question by words of its answer, in any order and any case', () => {
    expect(ids(matchingFaq(entries('en'), 'REFUNDED 24'))).toContain('refund');
    expect(ids(matchingFaq(entries('en'), 'two-factor'))).toEqual(['security']);
    expect(ids(matchingFaq(entries('en'), 'points diamond'))).toEqual(['loyalty']);
  });

  it('ignores accents, so a search typed without them still finds Kreyòl and French words', () => {
    expect(searchable('Kreyòl Frais ÉTÉ')).toBe('kreyol frais ete');
    expect(ids(matchingFaq(entries('ht'), 'kreyol'))).toContain('languages');
    expect(ids(matchingFaq(entries('fr'), 'frais'))).toContain('fees');
  });

  it('answers what a PIN and a data plan are, and their refunds, in every language (docs/product-rules.md#data-and-pins)', () => {
    expect(ids(matchingFaq(entries('en'), 'PIN load'))).toEqual(expect.arrayContaining(['pin']));
    expect(ids(matchingFaq(entries('en'), 'data plan'))).toEqual(expect.arrayContaining(['dataPlan', 'planRefund']));
    expect(ids(matchingFaq(entries('en'), 'refund PIN'))).toContain('planRefund');
    expect(ids(matchingFaq(entries('ht'), 'kod PIN'))).toEqual(expect.arrayContaining(['pin', 'planRefund']));
    expect(ids(matchingFaq(entries('ht'), 'plan entenet'))).toEqual(expect.arrayContaining(['dataPlan', 'planRefund']));
    expect(ids(matchingFaq(entries('fr'), 'forfait'))).toEqual(expect.arrayContaining(['dataPlan', 'planRefund']));
    expect(ids(matchingFaq(entries('es'), 'plan de datos'))).toEqual(expect.arrayContaining(['dataPlan', 'planRefund']));
    expect(ids(matchingFaq(entries('pt'), 'plano de dados'))).toEqual(expect.arrayContaining(['dataPlan', 'planRefund']));
  });

  it('finds nothing when one word matches nowhere', () => {
    expect(matchingFaq(entries('en'), 'refund zzzz')).toEqual([]);
  });
});
