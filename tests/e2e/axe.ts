import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { LANGUAGES, type Language } from '../../src/shared/i18n/languages';

/** WCAG 2.2 level A and AA, as docs/product-rules.md#accessibility asks: every rule of those levels, none turned off. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The page's axe violations, one line each, named by the state the journey is in (empty when clean).
 * Legacy mode runs axe in the page itself: the default opens a blank page per scan to gather frames'
 * results, a browser process each time, and Kredi's screens have no frames to gather.
 */
export async function axeViolations(page: Page, state: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .analyze();
  return results.violations.map((v) => `${state}: ${v.id} (${v.nodes.length}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** English last, so a journey goes on in the language its English selectors read. */
const LANGUAGES_ENGLISH_LAST: Language[] = [...LANGUAGES.map((l) => l.code).filter((code) => code !== 'en'), 'en'];

/** Switches the language as a person does, through the header's menu; the screen and its state stay. */
async function switchLanguage(page: Page, code: Language): Promise<void> {
  const html = page.locator('html');
  if ((await html.getAttribute('lang')) === code) return;
  await page.getByTestId('language-switcher').first().click(); // the header's (/profile has its own)
  await page.getByRole('menuitemradio', { name: LANGUAGES.find((l) => l.code === code)!.name }).click();
  await expect(html).toHaveAttribute('lang', code);
  await expect(page.getByRole('menu')).toHaveCount(0);
}

/**
 * Scans one state in each of the five languages. `enter` (optional) brings the state back after the
 * language changes (opens the dialog or the menu again) and waits until it shows; without it the state
 * stays on screen while the words change. Violations are gathered, not thrown, so one run lists them all.
 */
export async function scanInEveryLanguage(
  page: Page,
  state: string,
  found: string[],
  enter?: (code: Language) => Promise<void>,
  leave?: (code: Language) => Promise<void>,
): Promise<void> {
  for (const code of LANGUAGES_ENGLISH_LAST) {
    await switchLanguage(page, code);
    if (enter) await enter(code);
    found.push(...(await axeViolations(page, `${state} [${code}]`)));
    if (leave) await leave(code);
  }
}
