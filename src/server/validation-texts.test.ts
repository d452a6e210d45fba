import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VALIDATION_CODES_WITH_TEXT, validationText } from './validation-texts';

const root = path.resolve(import.meta.dirname, '..');

/** Every `'validation.*'` literal in the code the server runs: the shared schemas and the server itself. */
function codesUsedIn(dir: string): Set<string> {
  const codes = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
    const source = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const match of source.matchAll(/['"`](validation\.[A-Za-z]+)['"`]/g)) codes.add(match[1]!);
  }
  return codes;
}

describe('the readable text of each field code', () => {
  it('exists for every validation code the shared schemas and the server can answer with', () => {
    const used = new Set([...codesUsedIn(path.join(root, 'shared')), ...codesUsedIn(path.join(root, 'server'))]);
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((code) => !VALIDATION_CODES_WITH_TEXT.includes(code))).toEqual([]);
  });

  it('is a sentence, never a key', () => {
    for (const code of VALIDATION_CODES_WITH_TEXT) {
      const text = validationText(code);
      expect(text, code).toMatch(/^[A-Z].*[.!?]$/);
      expect(text, code).not.toMatch(/validation\./);
    }
  });
});
