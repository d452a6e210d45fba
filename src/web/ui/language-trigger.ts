import { BRAND_SURFACE } from './brand-surface';

export interface LanguageSwitcherProps {
  tone?: 'light' | 'dark';
  /** On a phone the button shows the flag only (its accessible name still says the language). */
  compact?: boolean;
}

/** The keys with which Radix's menu button opens its menu. */
export const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/** What someone did to the switcher's button before the menu's code arrived, to be done again to the real one. */
export interface ReplayedIntent {
  focused: boolean;
  event: 'pointerdown' | 'keydown' | null;
  key?: string;
  pointerType?: string;
}

/** The switcher button's look, the same before and after the menu's code arrives. */
export function languageTriggerClass(tone: 'light' | 'dark'): string {
  const triggerTone = tone === 'dark' ? BRAND_SURFACE.control : 'border-slate-200 bg-white text-slate-800 hover:bg-slate-50';
  return `inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 ${BRAND_SURFACE.focusRing} ${triggerTone}`;
}
