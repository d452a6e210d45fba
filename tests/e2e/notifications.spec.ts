import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import ht from '../../src/web/i18n/ht.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { en, newPerson, registerThroughForm } from './helpers';
import { addTwentyDollars, haitiNumber, prepareHaitiTopup, sendNow } from './topup-steps';

const bell = (page: Page) => page.getByTestId('notification-bell');
const dropdown = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function expectAxeClean(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    results.violations.map((v) => `${what}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`),
    what,
  ).toEqual([]);
}

test('a delivered top-up rings the bell: open, delete one, switch to Kreyòl, clear all; axe-clean in both', async ({ page }) => {
  test.setTimeout(120_000);
  await registerThroughForm(page, newPerson('bell'));
  await addTwentyDollars(page); // "Funds added"
  await prepareHaitiTopup(page, haitiNumber('05'), 'wallet');
  await sendNow(page);
  await expect(page.getByText(en.topups.status.completed).first()).toBeVisible({ timeout: 20_000 });

  await page.goto('/dashboard');
  await expect(page.getByTestId('notification-badge')).toHaveText('2');
  await expect(bell(page)).toHaveAttribute('aria-expanded', 'false');
  await bell(page).click();
  await expect(bell(page)).toHaveAttribute('aria-expanded', 'true');
  const list = dropdown(page, en.notifications.title);
  await expect(list.getByRole('heading', { name: 'Top-up delivered' })).toBeVisible();
  await expect(list.getByRole('heading', { name: 'Funds added' })).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0); // opening read them
  await expectAxeClean(page, 'open dropdown (en)');

  await list.getByRole('button', { name: 'Delete notification: Funds added' }).click();
  await expect(page.getByText(en.notifications.deleted).first()).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  await page.keyboard.press('Escape');
  await expect(bell(page)).toBeFocused();
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitemradio', { name: 'Kreyòl' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ht');
  await bell(page).click();
  const kreyol = dropdown(page, ht.notifications.title);
  await expect(kreyol.getByRole('heading', { name: 'Rechaj la rive' })).toBeVisible();
  await expect(kreyol.getByText(/HTG rive sou \+509/)).toBeVisible();
  await expectAxeClean(page, 'open dropdown (ht)');

  await kreyol.getByRole('button', { name: ht.notifications.clearAll }).click();
  await expect(kreyol.getByText(ht.notifications.emptyCleared)).toBeVisible(); // cleared, not "nothing yet"
  await expect(page.getByText(ht.notifications.clearedTitle).first()).toBeVisible();
});
