/**
 * What counts as citing a document the repository does not contain: the first specification's or design
 * note's sections (written with the section sign after "spec" or "DESIGN"), the issue tracker's numbers,
 * and a bare section sign with a number that no public standard (an RFC, OpenID Connect) stands before.
 * The product's rules are in docs/product-rules.md instead; `cite-rules.ts` rewrites citations into links
 * to it, and `src/rules.test.ts` fails on any left. The patterns are built from pieces so that this file
 * does not cite anything itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SECTION = '\u00a7';

/** The folders whose code may cite, and the files read there. */
const SCANNED_FOLDERS = ['src', 'tests', 'ops', 'bench'] as const;
const SCANNED_FILE = /\.tsx?$/;

/** The page every citation becomes a link to, and how a link to one of its rules is written. */
export const RULES_PAGE = 'docs/product-rules.md';
export const RULE_LINK = /docs\/product-rules\.md#([A-Za-z0-9_-]+)/g;

/** "spec" or "DESIGN" in any case, maybe with ".md" or "'s", then the section sign and a number. */
const DOCUMENT_SECTION = new RegExp(`\\b(?:spec|design)(?:\\.md|'s|\u2019s)?\\s+${SECTION}\\s?\\d+(?:\\.\\d+)*`, 'gi');
/** "issue" or "issues" in any case, then a number. */
const ISSUE = /\bissues?\s+#?\d+/gi;
/** The section sign and a number, with no document named before it. */
const BARE_SECTION = new RegExp(`${SECTION}\\s?\\d+(?:\\.\\d+)*`, 'g');
/** What may stand before a bare section: a public standard anyone can read. */
const STANDARD_BEFORE = /(?:\bRFC\s?\d+|\bOpenID Connect(?: [A-Z][\w.]*)*(?: \d+(?:\.\d+)*)?)(?:\s+and)?\s*$/;

export interface Citation {
  /** Offsets in the file's text. */
  start: number;
  end: number;
  text: string;
}

/** Every citation in `text`, in order, each once (a section cited after "spec" is not counted again bare). */
export function findCitations(text: string): Citation[] {
  const found: Citation[] = [];
  for (const pattern of [DOCUMENT_SECTION, ISSUE]) {
    for (const match of text.matchAll(pattern)) found.push({ start: match.index, end: match.index + match[0].length, text: match[0] });
  }
  for (const match of text.matchAll(BARE_SECTION)) {
    const start = match.index;
    if (found.some((c) => start >= c.start && start < c.end)) continue;
    if (STANDARD_BEFORE.test(text.slice(Math.max(0, start - 60), start))) continue;
    found.push({ start, end: start + match[0].length, text: match[0] });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The anchors docs/product-rules.md defines (`<a id="…"></a>`), each once. */
export function anchorsOf(page: string): { anchors: Set<string>; duplicates: string[] } {
  const anchors = new Set<string>();
  const duplicates: string[] = [];
  for (const [, id] of page.matchAll(/<a id="([^"]+)"><\/a>/g)) {
    if (anchors.has(id!)) duplicates.push(id!);
    anchors.add(id!);
  }
  return { anchors, duplicates };
}

/** The code files under the scanned folders, relative to `root`, with `/` separators. */
export function scannedFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(relative);
      } else if (SCANNED_FILE.test(entry.name)) files.push(relative);
    }
  };
  for (const folder of SCANNED_FOLDERS) walk(folder);
  return files.sort();
}

export const readText = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');

/**
 * The comments of a TypeScript or TSX file, as [start, end) offsets: every token's leading and trailing
 * trivia, as the compiler reads it, so a `//` inside a string, a template or JSX text is not a comment.
 */
export function commentRanges(fileName: string, text: string): Array<[number, number]> {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const ranges = new Map<number, number>();
  const visit = (node: ts.Node) => {
    if (node.kind !== ts.SyntaxKind.JsxText) {
      for (const range of ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []) ranges.set(range.pos, range.end);
      for (const range of ts.getTrailingCommentRanges(text, node.getEnd()) ?? []) ranges.set(range.pos, range.end);
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...ranges.entries()].sort((a, b) => a[0] - b[0]);
}
