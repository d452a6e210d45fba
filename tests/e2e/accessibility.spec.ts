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

for (const language of ['en', 'ht'] as const) {
  test(`every signed-in screen passes an axe scan (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    await registerThroughForm(page, newPerson(`axe-${language}`));
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    for (const path of SIGNED_IN_SCREENS) {
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
}
