import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, localeOf, type Language, type LanguageOption } from '../../shared/i18n/languages';
import { storeLanguage } from './index';

interface LanguageContextValue {
  language: Language;
  locale: string;
  languages: readonly LanguageOption[];
  setLanguage(language: Language): void;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

/**
 * Owns the chosen language: switching downloads its catalog first, then changes every string at once (the
 * money and date formats with them), saves it, and sets <html lang>. Of quick successive choices, the last wins.
 */
export function LanguageProvider({ children, onChange }: { children: ReactNode; onChange?: (l: Language) => void }) {
  const { i18n } = useTranslation();
  const [language, setLanguageState] = useState<Language>(i18n.language as Language);
  const latest = useRef<Language>(language);

  const setLanguage = useCallback(
    (next: Language) => {
      latest.current = next;
      void i18n.changeLanguage(next).then(() => {
        if (latest.current !== next) return;
        document.documentElement.lang = next;
        storeLanguage(next);
        setLanguageState(next);
        onChange?.(next);
      });
    },
    [i18n, onChange],
  );

  const value = useMemo(() => ({ language, locale: localeOf(language), languages: LANGUAGES, setLanguage }), [language, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  const context = useContext(LanguageContext);
  if (!context) throw new Error('useLanguage must be used within a LanguageProvider');
  return context;
}
