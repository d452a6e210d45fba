import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  isLanguage,
  splitLanguagePrefix,
  type Language,
} from '../../shared/i18n/languages';

/**
 * One catalog per language, each its own chunk: a visit downloads only the language it shows (~10 KB gzip
 * instead of all five), and a switch downloads the next one before any string changes.
 */
const CATALOG_LOADERS: Record<Language, () => Promise<{ default: ResourceKey }>> = {
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
  es: () => import('./es.json'),
  pt: () => import('./pt.json'),
  ht: () => import('./ht.json'),
};

/** i18next's backend for those chunks: it asks before it switches, so no key ever shows while one loads. */
const catalogBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    if (!isLanguage(language)) return callback(new Error(`No catalog for ${language}`), false);
    CATALOG_LOADERS[language]().then(
      (catalog) => callback(null, catalog.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function readStoredLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null; // storage disabled (private mode): fall back to the default
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this visit only.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** A `/{lang}` prefix in the address wins (someone followed a French link), then the saved choice, then en. */
export function initialLanguage(pathname: string): Language {
  return splitLanguagePrefix(pathname).language ?? readStoredLanguage() ?? DEFAULT_LANGUAGE;
}

/**
 * Start of the console error logged when the app asks for a key no catalog has (a bare `t('…')`): the
 * end-to-end fixtures fail any journey whose page logs it, so a missing translation cannot hide behind the
 * key text. Lookups that pass a `defaultValue` ask on purpose whether a key exists (error codes) and are quiet.
 */
export const MISSING_TRANSLATION = '[i18n] missing translation';

/**
 * Loads the language's catalog and starts i18next with it. No fallback language: every catalog has every
 * key of en (catalogs.test.ts), so a fallback would only download a second catalog for nothing.
 */
export async function initI18n(language: Language) {
  await i18n
    .use(catalogBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LANGUAGE_CODES],
      load: 'currentOnly',
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      saveMissing: true,
      missingKeyHandler: (_languages, _namespace, key, _fallback, _update, options) => {
        if (options && 'defaultValue' in options) return;
        console.error(`${MISSING_TRANSLATION}: ${key}`);
      },
    });
  document.documentElement.lang = language;
  storeLanguage(language);
  return i18n;
}

export { i18n };
