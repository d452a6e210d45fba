/**
 * The five languages Kredi speaks. The order is the order shown in every language picker.
 * `flag` names the country whose flag stands for the language (drawn by the web's Flag component).
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', flag: 'us', locale: 'en-US' },
  { code: 'fr', name: 'Français', flag: 'fr', locale: 'fr-FR' },
  { code: 'es', name: 'Español', flag: 'es', locale: 'es-US' },
  { code: 'pt', name: 'Português', flag: 'br', locale: 'pt-BR' },
  { code: 'ht', name: 'Kreyòl', flag: 'ht', locale: 'fr-HT' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];
export type LanguageOption = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_CODES: readonly Language[] = LANGUAGES.map((l) => l.code);

/** localStorage key holding the chosen language (docs/product-rules.md#stored-in-browser). */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * A copy of the chosen language in a cookie, so the server can tell the browser which language's catalog to
 * start downloading with the page (a preload), before the app itself has read localStorage.
 */
export const LANGUAGE_COOKIE = 'kredi_language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The BCP 47 locale used for dates and money; ht follows Haiti's conventions. */
export function localeOf(language: Language): string {
  return LANGUAGES.find((l) => l.code === language)!.locale;
}

/**
 * Splits an optional `/{lang}` prefix off a path: `/fr/wallet` → { language: 'fr', path: '/wallet' }.
 * English has no prefix; `/en/...` is not a language path.
 */
export function splitLanguagePrefix(pathname: string): { language: Language | null; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && match[1] !== DEFAULT_LANGUAGE && isLanguage(match[1])) {
    return { language: match[1], path: match[2] || '/' };
  }
  return { language: null, path: pathname || '/' };
}

export function withLanguagePrefix(language: Language, path: string): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}
