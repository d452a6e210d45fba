import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../shared/i18n/languages';
import { ERROR_CODES, ERROR_REASONS } from '../../shared/errors';
import { catalogs } from './catalogs';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const reference = flatten(catalogs.en as Tree);

describe('translation catalogs', () => {
  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))('%s has exactly the keys of en', (code) => {
    const catalog = flatten(catalogs[code] as Tree);
    const missing = [...reference.keys()].filter((key) => !catalog.has(key));
    const extra = [...catalog.keys()].filter((key) => !reference.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(LANGUAGE_CODES)('%s has no empty text and keeps every {{placeholder}} of en', (code) => {
    const catalog = flatten(catalogs[code] as Tree);
    for (const [key, text] of catalog) {
      expect(text.trim(), `${code}:${key}`).not.toBe('');
      expect(placeholders(text), `${code}:${key}`).toEqual(placeholders(reference.get(key) ?? ''));
    }
  });

  it('has a message for every API error code', () => {
    for (const code of ERROR_CODES) expect(reference.has(`errors.${code}`), code).toBe(true);
  });

  it('has a sentence for every reason the API gives, and no reason the API never gives', () => {
    const reasons = [...reference.keys()].filter((key) => key.startsWith('reasons.')).map((key) => key.slice('reasons.'.length));
    expect(reasons.sort()).toEqual([...ERROR_REASONS].sort());
  });
});
