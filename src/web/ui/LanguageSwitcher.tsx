import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/language';
import { Flag } from './Flag';
import { ChevronDownIcon } from './icons';
import { languageTriggerClass, OPENING_KEYS, type LanguageSwitcherProps, type ReplayedIntent } from './language-trigger';
import type { LanguageMenu as LanguageMenuComponent } from './LanguageMenu';

/** The menu's code (Radix's menu, tooltip and positioning, ~25 KB gzip), once it has been asked for. */
let LanguageMenu: typeof LanguageMenuComponent | null = null;
let loading: Promise<void> | null = null;
function loadMenu(): Promise<void> {
  loading ??= import('./LanguageMenu').then(
    (module) => {
      LanguageMenu = module.LanguageMenu;
    },
    (error: unknown) => {
      loading = null; // offline: the next reach for the button asks again
      throw error;
    },
  );
  return loading;
}

/**
 * The language dropdown: a flag and a name per language; choosing one switches every string at once.
 * Its button is drawn at once, as it looks and reads (a menu button, closed); the menu's code (LanguageMenu)
 * is downloaded only when someone points at, touches or focuses the button, so no screen waits for it. A
 * press or key made before it arrived is handed over to the real button, which opens the menu then.
 */
export function LanguageSwitcher({ tone = 'light', compact = false }: LanguageSwitcherProps) {
  const { t } = useTranslation();
  const { language, languages } = useLanguage();
  const current = languages.find((l) => l.code === language)!;
  const button = useRef<HTMLButtonElement>(null);
  const intent = useRef<Pick<ReplayedIntent, 'event' | 'key' | 'pointerType'>>({ event: null });
  const [handOver, setHandOver] = useState<ReplayedIntent | null>(LanguageMenu ? { focused: false, event: null } : null);

  const prepare = () => {
    loadMenu().then(
      () => setHandOver({ ...intent.current, focused: button.current !== null && document.activeElement === button.current }),
      () => undefined, // the button stays; the next reach tries again
    );
  };

  if (handOver && LanguageMenu) return <LanguageMenu tone={tone} compact={compact} handOver={handOver} />;
  return (
    <button
      ref={button}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      aria-label={t('language.current', { name: current.name })}
      data-testid="language-switcher"
      className={languageTriggerClass(tone)}
      onPointerEnter={prepare}
      onFocus={prepare}
      onPointerDown={(event: PointerEvent) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault(); // as Radix's button: the press opens the menu, it does not move focus
        intent.current = { event: 'pointerdown', pointerType: event.pointerType };
        prepare();
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        intent.current = { event: 'keydown', key: event.key };
        prepare();
      }}
    >
      <Flag code={current.flag} />
      <span className={compact ? 'hidden sm:inline' : undefined}>{current.name}</span>
      <ChevronDownIcon className="h-4 w-4" />
    </button>
  );
}
