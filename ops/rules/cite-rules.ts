/**
 * Rewrites the code's citations of documents the repository does not contain (the first specification's and
 * design note's sections, the issue tracker's numbers: see `citations.ts`) into links to the rule they stand
 * for in docs/product-rules.md, in place, keeping the comment's words around them.
 *
 *   node --import tsx ops/rules/cite-rules.ts            rewrite, then report what it could not
 *   node --import tsx ops/rules/cite-rules.ts --dry-run  print every change and what it could not map; write nothing
 *
 * The table is `citations.json` beside this file:
 * - `citations`: a citation as written (the words after it may be part of the form, to tell two rules of one
 *   section apart) → the anchor of its rule. Matched at the citation, ignoring case and how the comment
 *   wraps; the longest form that matches wins.
 * - `files`: the same, for one file only; tried before `citations`.
 * - `texts`: exact replacements in one file, applied first: for a citation in a string (a test's title, an
 *   API summary) or a sentence that needs other words once the citation is a link.
 * Only comments are rewritten by form; a citation left in code is reported, with any that has no form.
 * A comment line pushed past the formatter's width is wrapped, and the comment's next line reflowed into it;
 * then Prettier formats the files it changed.
 * Exits 1 when anything is left, so a run in CI cannot pass silently.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { anchorsOf, commentRanges, findCitations, RULE_LINK, RULES_PAGE, readText, scannedFiles, type Citation } from './citations.js';

const root = path.resolve(import.meta.dirname, '../..');
const dryRun = process.argv.includes('--dry-run');
const WIDTH = 140;

interface Table {
  citations: Record<string, string>;
  files?: Record<string, Record<string, string>>;
  texts?: Array<{ file: string; from: string; to: string }>;
}

const table = JSON.parse(readFileSync(path.join(import.meta.dirname, 'citations.json'), 'utf8')) as Table;
const { anchors, duplicates } = anchorsOf(readText(root, RULES_PAGE));

/** A form as a pattern: any case, straight or curly apostrophes, any run of spaces or comment wrapping. */
function formPattern(form: string): RegExp {
  const words = form.trim().split(/\s+/);
  const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/['\u2019]/g, "['\u2019]"));
  return new RegExp(escaped.join('\\s+(?:(?:\\*(?!/)|//)\\s*)?'), 'iy');
}

interface Form {
  form: string;
  anchor: string;
  pattern: RegExp;
}
const formsOf = (entries: Record<string, string>): Form[] =>
  Object.entries(entries)
    .filter(([form]) => !form.startsWith('$'))
    .map(([form, anchor]) => ({ form, anchor, pattern: formPattern(form) }))
    .sort((a, b) => b.form.length - a.form.length);

const globalForms = formsOf(table.citations);
const fileForms = new Map(Object.entries(table.files ?? {}).map(([file, entries]) => [file, formsOf(entries)]));

// The table names only anchors the page has: a sweep never writes a broken link.
const mappedAnchors = [
  ...Object.values(table.citations),
  ...Object.values(table.files ?? {}).flatMap((entries) => Object.values(entries)),
  ...(table.texts ?? []).flatMap((text) => [...text.to.matchAll(RULE_LINK)].map((match) => match[1]!)),
];
const missingAnchors = [...new Set(mappedAnchors.filter((anchor) => !anchors.has(anchor)))];
if (missingAnchors.length > 0 || duplicates.length > 0) {
  console.error(`${RULES_PAGE} lacks the anchors ${missingAnchors.join(', ') || '-'}; defines twice ${duplicates.join(', ') || '-'}`);
  process.exit(1);
}

/** Text with its comment wrapping undone, to find a replacement made by an earlier run that wrapped it. */
const flat = (text: string) => text.replace(/\s*\n\s*(?:\*(?!\/)|\/\/)?\s*/g, ' ');
const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length;
const isSpecial = (body: string) => /^(?:[-*@|`>]|\d+[.)]\s|\*\/|$)/.test(body);

/** The comment line's shape: what opens it, what each continuation line starts with, its words. */
function shapeOf(line: string): { head: string; prefix: string; body: string; oneLine: boolean } | null {
  let m = /^(\s*)\/\*\*?\s+(.*?)\s*\*\/\s*$/.exec(line);
  if (m) return { head: `${m[1]}/**`, prefix: `${m[1]} * `, body: m[2]!, oneLine: true };
  m = /^(\s*)(\/\*\*?)\s+(.*)$/.exec(line);
  if (m) return { head: `${m[1]}${m[2]} `, prefix: `${m[1]} * `, body: m[3]!, oneLine: false };
  m = /^(\s*)\*\s(.*)$/.exec(line);
  if (m) return { head: `${m[1]}* `, prefix: `${m[1]}* `, body: m[2]!, oneLine: false };
  m = /^(\s*)\/\/\s?(.*)$/.exec(line);
  if (m) return { head: `${m[1]}// `, prefix: `${m[1]}// `, body: m[2]!, oneLine: false };
  return null;
}

/** Where to break `line` at or before the width: the last space that leaves words on both sides. */
function breakAt(line: string, from: number): number {
  for (let i = Math.min(WIDTH, line.length - 1); i > from; i--) {
    if (line[i] === ' ' && !/^\s*\*\/\s*$/.test(line.slice(i))) return i;
  }
  return -1;
}

/**
 * Wraps each comment line that holds a link, or took words from the line before, and runs past the width;
 * returns the lines left too long.
 */
function wrap(lines: string[]): number[] {
  const tooLong: number[] = [];
  const took = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.length <= WIDTH || !(took.has(i) || /docs\/product-rules\.md#/.test(line))) continue;
    const shape = shapeOf(line);
    if (!shape) {
      tooLong.push(i + 1);
      continue;
    }
    if (shape.oneLine) {
      lines.splice(i, 1, shape.head, `${shape.prefix}${shape.body}`, `${shape.head.slice(0, -3)} */`);
      continue;
    }
    const cut = breakAt(line, line.length - shape.body.length);
    if (cut < 0) {
      tooLong.push(i + 1);
      continue;
    }
    const rest = line.slice(cut + 1);
    lines[i] = line.slice(0, cut).trimEnd();
    const next = lines[i + 1];
    const nextBody = next !== undefined && next.startsWith(shape.prefix) ? next.slice(shape.prefix.length) : null;
    if (nextBody !== null && !isSpecial(nextBody)) lines[i + 1] = `${shape.prefix}${rest} ${nextBody}`;
    else lines.splice(i + 1, 0, `${shape.prefix}${rest}`);
    took.add(i + 1);
  }
  return tooLong;
}

const report = { files: 0, rewritten: 0, texts: 0, unmapped: [] as string[], inCode: [] as string[], staleTexts: [] as string[] };
const wrapped: string[] = [];
const changed: string[] = [];

for (const file of scannedFiles(root)) {
  const original = readText(root, file);
  let text = original;
  const texts: string[] = [];
  for (const entry of (table.texts ?? []).filter((t) => t.file === file)) {
    if (text.includes(entry.from)) {
      text = text.replace(entry.from, entry.to);
      texts.push(`${JSON.stringify(entry.from)} -> ${JSON.stringify(entry.to)}`);
    } else if (!flat(text).includes(flat(entry.to))) report.staleTexts.push(`${file}: ${JSON.stringify(entry.from)}`);
  }
  const citations = findCitations(text);
  if (citations.length === 0 && text === original) continue;

  const comments = citations.length > 0 ? commentRanges(file, text) : [];
  const inComment = (c: Citation) => comments.some(([start, end]) => c.start >= start && c.end <= end);
  const forms = [...(fileForms.get(file) ?? []), ...globalForms];
  const edits: Array<{ start: number; end: number; link: string; was: string }> = [];
  let consumedUntil = -1;
  for (const citation of citations) {
    if (citation.start < consumedUntil) continue;
    const where = `${file}:${lineOf(text, citation.start)}`;
    if (!inComment(citation)) {
      report.inCode.push(`${where}: ${citation.text}`);
      continue;
    }
    const match = forms.find((form) => {
      form.pattern.lastIndex = citation.start;
      return form.pattern.test(text);
    });
    if (!match) {
      report.unmapped.push(`${where}: ${text.slice(citation.start, citation.start + 60).split('\n')[0]}`);
      continue;
    }
    const end = match.pattern.lastIndex;
    edits.push({ start: citation.start, end, link: `${RULES_PAGE}#${match.anchor}`, was: text.slice(citation.start, end) });
    consumedUntil = end;
  }
  for (const edit of [...edits].reverse()) text = text.slice(0, edit.start) + edit.link + text.slice(edit.end);
  if (text === original) continue;

  const lines = text.split('\n');
  for (const line of wrap(lines)) wrapped.push(`${file}:${line}`);
  text = lines.join('\n');
  report.files++;
  report.rewritten += edits.length;
  report.texts += texts.length;
  if (dryRun) {
    console.log(`\n${file}`);
    for (const edit of edits) console.log(`  ${JSON.stringify(edit.was.replace(/\s+/g, ' '))} -> ${edit.link}`);
    for (const replaced of texts) console.log(`  text ${replaced}`);
  } else {
    writeFileSync(path.join(root, file), text);
    changed.push(file);
  }
}

// The formatter has the last word on what was rewritten (a test's title may now take other quotes).
if (!dryRun && changed.length > 0) execFileSync('npx', ['oxfmt', ...changed], { cwd: root, stdio: 'inherit' });

const list = (title: string, items: string[]) => {
  if (items.length > 0) console.log(`\n${title} (${items.length}):\n${items.map((item) => `  ${item}`).join('\n')}`);
};
list('Citations with no form in citations.json', report.unmapped);
list('Citations outside comments: give each a `texts` entry', report.inCode);
list('`texts` entries whose text is gone', report.staleTexts);
list(`Lines past ${WIDTH} columns left as they are (code: \`npx oxfmt\` wraps it; a comment after code: by hand)`, wrapped);
console.log(
  `\n${dryRun ? 'Would rewrite' : 'Rewrote'} ${report.rewritten} citations and applied ${report.texts} texts in ${report.files} files; ` +
    `${report.unmapped.length} unmapped, ${report.inCode.length} in code, ${report.staleTexts.length} stale texts.`,
);
process.exitCode = report.unmapped.length + report.inCode.length + report.staleTexts.length > 0 ? 1 : 0;
