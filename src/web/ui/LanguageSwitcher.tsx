import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../shared/i18n/languages';
import { useLanguage } from '../i18n/language';
import { BRAND_SURFACE } from './brand-surface';
import { Flag } from './Flag';
import { Tooltip } from './Tooltip';
import { CheckIcon, ChevronDownIcon } from './icons';

/**
 * The language dropdown: a flag and a name per language; choosing one switches every string at once.
 * `compact`: on a phone the button shows the flag only (its accessible name still says the language).
 */
export function LanguageSwitcher({ tone = 'light', compact = false }: { tone?: 'light' | 'dark'; compact?: boolean }) {
  const { t } = useTranslation();
  const { language, languages, setLanguage } = useLanguage();
  const current = languages.find((l) => l.code === language)!;
  const triggerTone = tone === 'dark' ? BRAND_SURFACE.control : 'border-slate-200 bg-white text-slate-800 hover:bg-slate-50';

  return (
    // Not modal: a modal menu hid the rest of the page (aria-hidden) around focusable controls, which axe
    // flags (aria-hidden-focus); the menu still closes on Escape or a click outside and returns focus.
    <DropdownMenu.Root modal={false}>
      <Tooltip content={t('language.choose')}>
        <DropdownMenu.Trigger
          aria-label={t('language.current', { name: current.name })}
          data-testid="language-switcher"
          className={`inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 ${BRAND_SURFACE.focusRing} ${triggerTone}`}
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
