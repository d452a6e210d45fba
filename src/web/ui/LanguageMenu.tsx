import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../shared/i18n/languages';
import { useLanguage } from '../i18n/language';
import { Flag } from './Flag';
import { Tooltip } from './Tooltip';
import { CheckIcon, ChevronDownIcon } from './icons';
import { languageTriggerClass, OPENING_KEYS, type LanguageSwitcherProps, type ReplayedIntent } from './language-trigger';

/**
 * The language dropdown (Radix's menu and tooltip, with their positioning code): a flag and a name per
 * language; choosing one switches every string at once. Loaded once someone reaches for the switcher
 * (LanguageSwitcher draws the same button until then): `handOver` is what they did to the button before it
 * arrived, done again to this one (focus, then the press or key), so the menu opens as if it had been here.
 */
export function LanguageMenu({ tone = 'light', compact = false, handOver }: LanguageSwitcherProps & { handOver?: ReplayedIntent }) {
  const { t } = useTranslation();
  const { language, languages, setLanguage } = useLanguage();
  const current = languages.find((l) => l.code === language)!;
  const trigger = useRef<HTMLButtonElement>(null);

  // Focus moves at the commit that swaps the buttons: until then it is on the page itself (the old button is
  // gone), where a key pressed before the effects run (they wait for the next frame) would be lost. A key that
  // comes in that moment is held, not given to Radix's menu: the menu has not yet set up how it tells a
  // keyboard from a pointer, and would open without focusing its first item.
  const settled = useRef(false);
  const heldKey = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (handOver?.focused) trigger.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when it takes the button's place
  }, []);
  // Then the press or key made before the menu was here is done again, now that Radix's menu (whose effects
  // run before this one's) has set itself up.
  useEffect(() => {
    settled.current = true;
    const button = trigger.current;
    if (!button) return;
    const key = heldKey.current ?? (handOver?.event === 'keydown' ? handOver.key : undefined);
    if (key) button.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, key }));
    else if (handOver?.event === 'pointerdown') {
      button.dispatchEvent(
        new PointerEvent('pointerdown', { bubbles: true, cancelable: true, button: 0, pointerType: handOver.pointerType }),
      );
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when it takes the button's place
  }, []);
  const holdEarlyKey = (event: KeyboardEvent) => {
    if (settled.current || !OPENING_KEYS.has(event.key)) return;
    event.preventDefault(); // Radix's own handler skips an event already handled
    heldKey.current = event.key;
  };

  return (
    // Not modal: a modal menu hid the rest of the page (aria-hidden) around focusable controls, which axe
    // flags (aria-hidden-focus); the menu still closes on Escape or a click outside and returns focus.
    <DropdownMenu.Root modal={false}>
      <Tooltip content={t('language.choose')}>
        <DropdownMenu.Trigger
          ref={trigger}
          onKeyDown={holdEarlyKey}
          aria-label={t('language.current', { name: current.name })}
          data-testid="language-switcher"
          className={languageTriggerClass(tone)}
        >
          <Flag code={current.flag} />
          <span className={compact ? 'hidden sm:inline' : undefined}>{current.name}</span>
          <ChevronDownIcon className="h-4 w-4" />
        </DropdownMenu.Trigger>
      </Tooltip>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-48 rounded-2xl border border-slate-200 bg-white p-1.5 text-slate-900 shadow-xl"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t('language.label')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={language} onValueChange={(value) => isLanguage(value) && setLanguage(value)}>
            {languages.map((option) => (
              <DropdownMenu.RadioItem
                key={option.code}
                value={option.code}
                lang={option.code}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 text-base outline-none data-[highlighted]:bg-blue-50 data-[state=checked]:font-semibold"
              >
                <Flag code={option.flag} />
                <span className="flex-1">{option.name}</span>
                <DropdownMenu.ItemIndicator aria-hidden="true" className="text-blue-700">
                  <CheckIcon className="h-5 w-5" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
