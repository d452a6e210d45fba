import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '../../../shared/i18n/languages.js';
import type { ScreenSource } from '../../../shared/web/screens.js';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The built files a page asks for up front, beside what index.html already names. */
export interface WebBuild {
  /** A screen's chunk and the chunks it imports, as /assets/… paths. */
  screenFiles(source: ScreenSource): string[];
  /** The chunk holding a language's catalog. */
  catalogFiles(language: Language): string[];
}

const NO_BUILD_MANIFEST: WebBuild = { screenFiles: () => [], catalogFiles: () => [] };

/**
 * Reads Vite's manifest (vite.config.ts `build.manifest`) once at start. Without one (a test's minimal
 * build) pages simply name no extra files: the app still loads them itself, one step later.
 */
export async function readWebBuild(root: string): Promise<WebBuild> {
  const text = await readFile(path.join(root, '.vite', 'manifest.json'), 'utf8').catch(() => null);
  if (text === null) return NO_BUILD_MANIFEST;
  const manifest = JSON.parse(text) as Manifest;

  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  // index.html already names the entry and every chunk it imports; naming them twice would change nothing.
  const inEveryPage = closure('index.html');
  const filesOf = (key: string) => [...closure(key)].filter((k) => !inEveryPage.has(k)).map((k) => `/${manifest[k]!.file}`);

  const cache = new Map<string, string[]>();
  const cached = (key: string) => {
    if (!cache.has(key)) cache.set(key, filesOf(key));
    return cache.get(key)!;
  };
  return {
    screenFiles: (source) => cached(source),
    catalogFiles: (language) => cached(`i18n/${language}.json`),
  };
}
