import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type Language } from '../../shared/i18n/languages';
import { catalogs } from './catalogs';
import { GLOSSARY, type RejectedVariant, type RequiredWords } from './glossary';

type Tree = { [key: string]: string | Tree };
/**
 * A text and where it is: a catalogue key, or a file and the property it sits under. `key` is the same in
 * every language: the catalogue key, or `file#property.path` (the file of the mixed ones, the directory of
 * the per-language ones, and the path of property names and array indices below the language).
 */
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
  'src/server/features/topups/delivery/receipt.ts',
  'src/server/features/promotions/demo.ts',
];

/** Every string and template text of a source file, with the language of the nearest `xx:` property (or of the file). */
function sourceTexts(path: string, fileLanguage: Language | null, base = path): (Text & { language: Language })[] {
  const source = ts.createSourceFile(path, readFileSync(join(ROOT, path), 'utf8'), ts.ScriptTarget.Latest, true);
  const out: (Text & { language: Language })[] = [];
  const visit = (node: ts.Node, language: Language | null, trail: readonly string[]) => {
    if (ts.isImportDeclaration(node)) return;
    let here = language;
    let below = trail;
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && isLanguage(node.name.text)) here = node.name.text;
    else if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)))
      below = [...trail, node.name.text];
    if (ts.isArrayLiteralExpression(node)) {
      node.elements.forEach((element, index) => visit(element, here, [...trail, String(index)]));
      return;
    }
    const text =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
        ? node.text
        : null;
    // Property names, ids and a formatter's parameter names ("f.text(p, 'recipient')") are code, not text.
    const code =
      text === null ||
      (ts.isPropertyAssignment(node.parent) && node.parent.name === node) ||
      (ts.isCallExpression(node.parent) && node.parent.arguments.includes(node as ts.Expression)) ||
      (ts.isPropertyAssignment(node.parent) && ts.isIdentifier(node.parent.name) && node.parent.name.text === 'id');
    if (text !== null && here && !code)
      out.push({
        where: `${path}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`,
        key: `${base}#${below.join('.')}`,
        text,
        language: here,
      });
    node.forEachChild((child) => visit(child, here, below));
  };
  visit(source, fileLanguage, []);
  return out;
}

function serverTexts(): (Text & { language: Language })[] {
  const perLanguage = PER_LANGUAGE_DIRS.flatMap((dir) =>
    readdirSync(join(ROOT, dir))
      .map((name) => /^(\w\w)\.ts$/.exec(name)?.[1])
      .filter((code): code is Language => code !== undefined && isLanguage(code))
      .map((code) => sourceTexts(`${dir}/${code}.ts`, code, dir)),
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

/** The texts by key: a template's pieces (and a property's several strings) joined, placeholders left out. */
function byKey(texts: Text[]): Map<string, { where: string; text: string }> {
  const out = new Map<string, { where: string; text: string }>();
  for (const { where, key, text } of texts) {
    if (!key) continue;
    const plain = text.replace(/\{\{[^}]*\}\}/g, ' ');
    const seen = out.get(key);
    out.set(key, seen ? { where: seen.where, text: `${seen.text} ${plain}` } : { where, text: plain });
  }
  return out;
}

const required = GLOSSARY.flatMap((term) => (term.required ?? []).map((rule) => ({ term, rule })));
const wholeWords = (pattern: string) => matcher({ pattern });

/**
 * "ht.json wallet.activity.pending: «An atant» (pending: the English says «Pending», write «ap tann»)" for
 * every text of `language` whose English text names a thing and which does not say it with its word.
 */
function missingWords(language: Exclude<Language, 'en'>, english: Text[], texts: Text[]): string[] {
  const found: string[] = [];
  const theirs = byKey(texts);
  for (const [key, en] of byKey(english))
    for (const { term, rule } of required as { term: (typeof GLOSSARY)[number]; rule: RequiredWords }[]) {
      const word = rule.words[language];
      const named = en.text.match(wholeWords(rule.en));
      if (!word || !named || startsWith(key, rule.allowedIn)) continue;
      const here = theirs.get(key);
      if (here && !wholeWords(word).test(here.text))
        found.push(`${here.where} ${key}: «${here.text.trim()}» (${term.term}: the English says «${named[0]}», write «${word}»)`);
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

/** The words each language must write, one row per rule. */
function requiredTable(): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  const others = LANGUAGE_CODES.filter((code) => code !== 'en');
  return [
    `| Term | Where the English says | ${others.join(' | ')} | Except |`,
    `|${' --- |'.repeat(others.length + 3)}`,
    ...required.map(
      ({ term, rule }) =>
        `| ${cell(term.term)} | \`${cell(rule.en)}\` | ${others
          .map((code) => (rule.words[code as Exclude<Language, 'en'>] ? `\`${cell(rule.words[code as Exclude<Language, 'en'>]!)}\`` : '—'))
          .join(' | ')} | ${(rule.allowedIn ?? []).map((key) => `\`${key}\``).join(', ') || '—'} |`,
    ),
  ].join('\n');
}

const TRANSLATED = LANGUAGE_CODES.filter((code): code is Exclude<Language, 'en'> => code !== 'en');

describe('the glossary: one word per thing', () => {
  it.each(LANGUAGE_CODES)('the %s catalogue uses no rejected variant', (language) => {
    expect(violations(language, catalogueTexts(language))).toEqual([]);
  });

  it.each(LANGUAGE_CODES)('the %s emails, SMS, receipts, legal pages, page titles and demo offers use no rejected variant', (language) => {
    const texts = serverTexts().filter((text) => text.language === language);
    expect(texts.length).toBeGreaterThan(20);
    expect(violations(language, texts)).toEqual([]);
  });

  it.each(TRANSLATED)('the %s catalogue says each thing with its word where the English names it', (language) => {
    expect(missingWords(language, catalogueTexts('en'), catalogueTexts(language))).toEqual([]);
  });

  it.each(TRANSLATED)('the %s emails, SMS, receipts, legal pages, page titles and demo offers say each thing with its word', (language) => {
    const texts = serverTexts();
    const english = texts.filter((text) => text.language === 'en');
    expect(
      missingWords(
        language,
        english,
        texts.filter((text) => text.language === language),
      ),
    ).toEqual([]);
  });

  it('finds a missing word where the English names the thing, and only there', () => {
    const texts = (text: string, key = 'wallet.activity.pending'): Text[] => [{ where: 'test', key, text }];
    expect(missingWords('ht', texts('Pending'), texts('An atant'))).toHaveLength(1);
    expect(missingWords('ht', texts('Pending'), texts('Ap tann'))).toEqual([]);
    expect(missingWords('ht', texts('Delivered: {{delivered}} · On the way: {{pending}}'), texts('Rive: {{delivered}}'))).toEqual([]);
    expect(missingWords('pt', texts('Waiting for funds'), texts('Aguardando fundos'))).toHaveLength(1);
    expect(missingWords('es', texts('No wallet activity yet.', 'wallet.activity.empty'), texts('Todavía no hay movimientos.'))).toEqual([]);
    expect(missingWords('fr', texts('Contact support.'), texts('Contactez l’assistance.'))).toEqual([]);
    expect(missingWords('fr', texts('Write to support@kredi.app'), texts('Écrivez à support@kredi.app'))).toEqual([]);
  });

  it('pairs each language’s server texts with the English ones by file and property', () => {
    const keys = (language: Language) =>
      new Set(
        serverTexts()
          .filter((text) => text.language === language)
          .map((text) => text.key),
      );
    const english = keys('en');
    for (const code of TRANSLATED) {
      const theirs = keys(code);
      for (const key of [
        'src/server/features/notifications/messages#messages.scheduleNeedsFunds.title',
        'src/server/features/topups/delivery/receipt.ts#failed',
        'src/server/features/identity/messages.ts#smsSignInPaused',
        'src/web/features/legal/content/terms#title',
        'src/shared/seo/texts#/wallet.description',
      ]) {
        expect(english.has(key), key).toBe(true);
        expect(theirs.has(key), `${code} ${key}`).toBe(true);
      }
    }
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
    const markdown = readFileSync(join(ROOT, 'docs/glossary.md'), 'utf8');
    expect(markdown).toContain(glossaryTable());
    expect(markdown).toContain(requiredTable());
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
