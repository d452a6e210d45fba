import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '../../../shared/i18n/languages.js';
import { PRERENDERED_FILE, type PrerenderedPage } from '../../../shared/web/prerendered.js';

/** The first screens the build rendered to HTML (src/web/prerender.tsx, ADR 0038), found by what a page shows. */
export interface Prerendered {
  /** Signed out, by screen source; signed in, by path (only the screens that have a skeleton). */
  find(page: { language: Language; prefixed: boolean; signedIn: boolean; key: string }): string | null;
}

/** Read once at start. Without the file (a test's minimal build) no page has one: the loader shows instead. */
export async function readPrerendered(root: string): Promise<Prerendered> {
  const text = await readFile(path.join(root, PRERENDERED_FILE), 'utf8').catch(() => null);
  const pages = new Map<string, string>();
  const keyOf = (page: Omit<PrerenderedPage, 'html'>) => `${page.language}|${page.prefixed}|${page.signedIn}|${page.key}`;
  for (const page of text === null ? [] : (JSON.parse(text) as PrerenderedPage[])) pages.set(keyOf(page), page.html);
  return { find: (page) => pages.get(keyOf(page)) ?? null };
}
