import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import ht from '../../src/web/i18n/ht.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { en, grantAdmin, newPerson, registerThroughForm } from './helpers';

/**
 * The admin panel's frame (docs/product-rules.md#admin-access): a non-admin is told plainly it is for staff; an admin reaches every
 * tab by keyboard and address, and the Support and Audit tabs (the others have their own journeys) pass axe
 * in English and Kreyòl.
 */
async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

test('a signed-in person who is not staff is told plainly that /admin is for staff', async ({ page }) => {
  await registerThroughForm(page, newPerson('not-staff'));
  await page.goto('/admin');
  await expect(page.getByTestId('admin-staff-only')).toContainText(en.admin.staffOnly.title);
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

for (const [language, texts] of [
  ['en', en],
  ['ht', ht],
] as const) {
  test(`an admin moves between the tabs by keyboard; Support and Audit pass axe (${language})`, async ({ page }) => {
    const admin = newPerson(`panel-${language}`);
    await registerThroughForm(page, admin);
    grantAdmin(admin.email);
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await page.goto('/admin?tab=support');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('tab', { name: texts.admin.tabs.support })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: texts.support.admin.heading })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: texts.admin.tabs.audit }).click();
    await expect(page).toHaveURL(/tab=audit/);
    await expect(page.getByRole('heading', { name: texts.admin.audit.heading })).toBeVisible();
    await expectNoAxeViolations(page);

    // Arrow keys move between tabs (manual activation: Enter opens the focused one).
    await page.getByRole('tab', { name: texts.admin.tabs.audit }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: texts.admin.tabs.support })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/tab=support/);
  });
}
