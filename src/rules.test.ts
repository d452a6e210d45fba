import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, findCitations, RULE_LINK, RULES_PAGE, readText, scannedFiles } from '../ops/rules/citations';

/**
 * The rules the code follows are written in the repository (docs/product-rules.md): a comment or a test's
 * title links to the rule, never to a document a person who clones the repository cannot open (the first
 * specification's or design note's sections, the issue tracker's numbers), and every link names a rule the
 * page has. `node --import tsx ops/rules/cite-rules.ts` rewrites citations into links (ops/rules/citations.json).
 */
const root = path.resolve(import.meta.dirname, '..');
const files = scannedFiles(root).map((file) => ({ file, text: readText(root, file) }));
const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

describe('the rules the code cites', () => {
  const { anchors, duplicates } = anchorsOf(readText(root, RULES_PAGE));

  it('each have one anchor on the rules page, which its own links name', () => {
    expect(anchors.size).toBeGreaterThan(0);
    expect(duplicates).toEqual([]);
    const page = readText(root, RULES_PAGE);
    const inner = [...page.matchAll(/\]\(#([^)]+)\)/g)].map((match) => match[1]!);
    expect(inner.filter((anchor) => !anchors.has(anchor))).toEqual([]);
  });

  it('are linked to, not cited from documents the repository does not contain', () => {
    const cited = files.flatMap(({ file, text }) =>
      findCitations(text).map((citation) => `${file}:${lineOf(text, citation.start)}: ${citation.text}`),
    );
    expect(cited).toEqual([]);
  });

  it('are linked by anchors the rules page has', () => {
    const broken = files.flatMap(({ file, text }) =>
      [...text.matchAll(RULE_LINK)]
        .filter((match) => !anchors.has(match[1]!))
        .map((match) => `${file}:${lineOf(text, match.index)}: #${match[1]}`),
    );
    expect(broken).toEqual([]);
  });
});
