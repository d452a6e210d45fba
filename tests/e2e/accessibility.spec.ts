import AxeBuilder from '@axe-core/playwright';
import { WCAG_TAGS } from './axe';
import { expect, test } from './fixtures';
import { newPerson, registerThroughForm } from './helpers';

const SIGNED_IN_SCREENS = [
  '/dashboard',
  '/wallet',
  '/wallet-summary?amount=2000',
  '/paypal-setup',
  '/send-topup?country=HT',
  '/send-basket',
  '/history',
  '/service-fees',
  '/promotions',
  '/profile',
  '/settings',
  '/security-settings',
  '/privacy-policy',
  '/terms-of-service',
  '/no-such-page',
];

/**
 * The screens in two halves, each walked by its own person: a half stays well inside the test's time on a busy
 * machine (the whole walk took 1.9–2.1 min there, against a 2-minute limit), and the two workers share them.
 */
const HALVES = [SIGNED_IN_SCREENS.slice(0, 8), SIGNED_IN_SCREENS.slice(8)];

for (const language of ['en', 'ht'] as const) {
  HALVES.forEach((screens, half) => {
    test(`every signed-in screen passes an axe scan (${language}, ${half + 1} of ${HALVES.length})`, async ({ page }) => {
      test.setTimeout(120_000);
      await registerThroughForm(page, newPerson(`axe-${language}-${half + 1}`));
      await page.evaluate((lang) => localStorage.setItem('language', lang), language);
      for (const path of screens) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        expect(
          results.violations.map((v) => `${path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`),
          path,
        ).toEqual([]);
      }
    });
  });
}
