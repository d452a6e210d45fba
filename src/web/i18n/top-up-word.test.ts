import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../shared/i18n/languages';
import { catalogs } from './catalogs';
import { privacyPolicy } from '../features/legal/content/privacy';
import { termsOfService } from '../features/legal/content/terms';

type Tree = { [key: string]: unknown };

/** Every text below `tree`, with its path. */
function texts(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree as Tree).flatMap(([key, value]) => texts(value, prefix ? `${prefix}.${key}` : key));
}

/**
 * docs/product-rules.md#glossary: "There was an issue with the topup" and "TopUp Failed" read like code, not like Kredi. The
 * product's word is "top-up" (docs/glossary.md; "to top up" as a verb): "topup", "TopUp" and "Topup" never
 * reach a person, in any language (the English word leaks into the others' texts too).
 */
const CODE_WORD = /\btopups?\b/i;
const isCodeWord = (text: string) => CODE_WORD.test(text.replace(/\{\{[^}]*\}\}/g, ''));

describe('the product says "top-up"', () => {
  it.each(LANGUAGE_CODES)('in the %s catalogue', (language) => {
    expect(texts(catalogs[language]).filter(([, text]) => isCodeWord(text))).toEqual([]);
  });

  it('in the legal pages', () => {
    expect(texts({ privacyPolicy, termsOfService }).filter(([, text]) => isCodeWord(text))).toEqual([]);
  });

  it('finds the words it rejects, and passes the right one', () => {
    expect(['TopUp Failed', 'There was an issue with the topup.', 'Topups'].map(isCodeWord)).toEqual([true, true, true]);
    expect(['Top-up failed', 'Your top-ups', 'the numbers you top up', '{{topup}} sent'].map(isCodeWord)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
