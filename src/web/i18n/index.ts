import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, isLanguage, splitLanguagePrefix, type Language } from '../../shared/i18n/languages';
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import ht from './ht.json' with { type: 'json' };
import pt from './pt.json' with { type: 'json' };

/** One catalog per language; `en` is the reference every other catalog must match key for key. */
export const catalogs = { en, fr, es, pt, ht } satisfies Record<Language, unknown>;

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

export async function initI18n(language: Language) {
  await i18n.use(initReactI18next).init({
    resources: Object.fromEntries(Object.entries(catalogs).map(([code, translation]) => [code, { translation }])),
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: Object.keys(catalogs),
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
