import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type Language } from '../../shared/i18n/languages';
import { catalogs } from './catalogs';
import { GLOSSARY, type RejectedVariant } from './glossary';

type Tree = { [key: string]: string | Tree };
/** A text and where it is: a catalogue key, or a file and the property it sits under. */
type Text = { where: string; key?: string; text: string };

const ROOT = join(import.meta.dirname, '../../..');
const isLanguage = (name: string): name is Language => (LANGUAGE_CODES as readonly string[]).includes(name);

function catalogueTexts(language: Language): Text[] {
  const out: Text[] = [];
  const walk = (tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') out.push({ where: `${language}.json ${path}`, key: path, text: value });
      else walk(value, path);
    }
  };
  walk(catalogs[language] as Tree, '');
  return out;
}

/** Files whose name is a language ("ht.ts") hold that language's texts: legal pages, page titles, notifications. */
const PER_LANGUAGE_DIRS = [
  'src/web/features/legal/content/privacy',
  'src/web/features/legal/content/terms',
  'src/shared/seo/texts',
  'src/server/features/notifications/messages',
];
/** Files with every language side by side, under `en: …`, `ht: …` properties: emails, SMS, receipts, demo offers. */
const MIXED_FILES = [
  'src/server/features/identity/messages.ts',
  'src/server/features/topups/receipt.ts',
  'src/server/features/promotions/demo.ts',
];

/** Every string and template text of a source file, with the language of the nearest `xx:` property (or of the file). */
function sourceTexts(path: string, fileLanguage: Language | null): (Text & { language: Language })[] {
  const source = ts.createSourceFile(path, readFileSync(join(ROOT, path), 'utf8'), ts.ScriptTarget.Latest, true);
  const out: (Text & { language: Language })[] = [];
  const visit = (node: ts.Node, language: Language | null) => {
    if (ts.isImportDeclaration(node)) return;
    let here = language;
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && isLanguage(node.name.text)) here = node.name.text;
    const text =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
        ? node.text
        : null;
    if (text !== null && here)
      out.push({ where: `${path}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`, text, language: here });
    node.forEachChild((child) => visit(child, here));
  };
  visit(source, fileLanguage);
  return out;
}

function serverTexts(): (Text & { language: Language })[] {
  const perLanguage = PER_LANGUAGE_DIRS.flatMap((dir) =>
    readdirSync(join(ROOT, dir))
      .map((name) => /^(\w\w)\.ts$/.exec(name)?.[1])
      .filter((code): code is Language => code !== undefined && isLanguage(code))
      .map((code) => sourceTexts(`${dir}/${code}.ts`, code)),
  );
  return [...perLanguage.flat(), ...MIXED_FILES.flatMap((path) => sourceTexts(path, null))];
}

function matcher(variant: RejectedVariant): RegExp {
  const flags = variant.caseSensitive ? 'gu' : 'giu';
  return new RegExp(variant.inWords ? variant.pattern : `(?<![\\p{L}\\p{N}])(?:${variant.pattern})(?![\\p{L}\\p{N}])`, flags);
}

const startsWith = (key: string | undefined, prefixes: readonly string[] | undefined) =>
  !!key && !!prefixes?.some((p) => key === p || key.startsWith(`${p}.`));

/** "ht.json auth.lastName: «Non» (last name)" for every text of `language` that uses a rejected variant. */
function violations(language: Language, texts: Text[]): string[] {
  const found: string[] = [];
  for (const term of GLOSSARY)
    for (const variant of term.rejected[language] ?? []) {
      const pattern = matcher(variant);
      for (const { where, key, text } of texts) {
        if (variant.onlyIn && !startsWith(key, variant.onlyIn)) continue;
        if (startsWith(key, variant.allowedIn)) continue;
        for (const match of text.matchAll(pattern)) found.push(`${where}: «${match[0]}» (${term.term}: write «${term.words[language]}»)`);
      }
    }
  return found;
}

function glossaryTable(): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  const rejected = (term: (typeof GLOSSARY)[number]) =>
    LANGUAGE_CODES.flatMap((code) => (term.rejected[code] ?? []).map((v) => `${code}: \`${cell(v.pattern)}\``)).join('; ') || '—';
  return [
    `| Term | ${LANGUAGE_CODES.join(' | ')} | Rejected (regular expressions) |`,
    `|${' --- |'.repeat(LANGUAGE_CODES.length + 2)}`,
    ...GLOSSARY.map(
      (term) => `| ${cell(term.term)} | ${LANGUAGE_CODES.map((code) => cell(term.words[code])).join(' | ')} | ${rejected(term)} |`,
    ),
  ].join('\n');
}

describe('the glossary: one word per thing', () => {
  it.each(LANGUAGE_CODES)('the %s catalogue uses no rejected variant', (language) => {
    expect(violations(language, catalogueTexts(language))).toEqual([]);
  });

  it.each(LANGUAGE_CODES)('the %s emails, SMS, receipts, legal pages, page titles and demo offers use no rejected variant', (language) => {
    const texts = serverTexts().filter((text) => text.language === language);
    expect(texts.length).toBeGreaterThan(20);
    expect(violations(language, texts)).toEqual([]);
  });

  it('finds a rejected variant where one is written, and only there', () => {
    const texts = (text: string, key = 'topups.send.title'): Text[] => [{ where: 'test', key, text }];
    expect(violations('ht', texts('Voye yon recharj'))).toHaveLength(1);
    expect(violations('ht', texts('Chwazi yon kantite'))).toHaveLength(1);
    expect(violations('ht', texts('Kantite fwa òf la pèmèt'))).toEqual([]);
    expect(violations('ht', texts('Non', 'auth.lastName'))).toHaveLength(1);
    expect(violations('ht', texts('Non', 'admin.users.no'))).toEqual([]);
    expect(violations('ht', texts('Chanje modpas'))).toEqual([]);
    expect(violations('fr', texts("Bonus de 2 $ à l'inscription"))).toHaveLength(2);
    expect(violations('en', texts('Your $2.00 bonus, up to $3.'))).toHaveLength(1);
    expect(violations('pt', texts('Novo na Kredi? Use a carteira Kredi.'))).toHaveLength(1);
  });

  it('reads texts from every language of the mixed files', () => {
    const languages = new Set(MIXED_FILES.flatMap((path) => sourceTexts(path, null).map((text) => `${path} ${text.language}`)));
    for (const path of MIXED_FILES)
      for (const code of LANGUAGE_CODES) expect(languages.has(`${path} ${code}`), `${path} ${code}`).toBe(true);
  });

  it('docs/glossary.md shows this glossary', () => {
    expect(readFileSync(join(ROOT, 'docs/glossary.md'), 'utf8')).toContain(glossaryTable());
  });

  it('every language writes the reset and required-email messages as sentences (capital first)', () => {
    for (const code of LANGUAGE_CODES) {
      const auth = catalogs[code].auth as Record<string, string>;
      const validation = catalogs[code].validation as Record<string, string>;
      for (const text of [auth.resetSent, auth.resetSentDescription, validation.emailRequired])
        expect(text?.[0], `${code}: ${text}`).toBe(text?.[0]?.toLocaleUpperCase(code));
    }
  });
});
