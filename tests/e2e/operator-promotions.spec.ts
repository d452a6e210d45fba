import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import ht from '../../src/web/i18n/ht.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { en, newPerson, registerThroughForm } from './helpers';
import { haitiNumber } from './topup-steps';

/**
 * An operator's own bonus, copied from the aggregator with the catalogue (the sandbox publishes a Digicel
 * Haiti bonus weekend that ends within 48 hours), shown on the send screen once Digicel Haiti is chosen,
 * before the person pays.
 */
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key]!);

async function chooseDigicelHaiti(page: Page) {
  await page.goto('/send-topup?country=HT');
  await page.getByTestId('recipient-number').fill(haitiNumber('05'));
  await expect(page.getByTestId('operator-chosen')).toContainText('Digicel Haiti', { timeout: 10_000 });
  await page.getByTestId('recipient-next').click();
}

test.describe('operator promotions on the send screen', () => {
  test.beforeEach(async ({ page }) => {
    await registerThroughForm(page, newPerson('operator-bonus'));
  });

  test('choosing Digicel Haiti shows its bonus weekend before paying, and the note passes axe', async ({ page }) => {
    await chooseDigicelHaiti(page);
    const note = page.getByRole('note');
    await expect(note).toBeVisible({ timeout: 10_000 });
    await expect(note).toContainText(fill(en.operatorPromotions.bonusTitle, { operator: 'Digicel Haiti' }));
    await expect(note).toContainText('Bonus weekend: 100% extra data');
    await expect(note).toContainText(en.operatorPromotions.expiringSoon);
    await expect(note).toContainText(fill(en.operatorPromotions.amounts, { amounts: 'USD 5 and up' }));
    await expect(note).toContainText(en.operatorPromotions.operatorGives);

    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);

    // And again where the way to pay is chosen, the last step before paying (a repeated top-up starts there).
    await page.getByRole('button', { name: '$5.00' }).first().click();
    await page.getByTestId('amount-next').click();
    await expect(page.getByRole('heading', { level: 2, name: en.topups.steps.paymentHeading })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('Bonus weekend: 100% extra data');
  });

  test('in Kreyòl the frame is translated and the operator’s words stay as given', async ({ page }) => {
    await page.evaluate(() => localStorage.setItem('language', 'ht'));
    await chooseDigicelHaiti(page);
    const note = page.getByRole('note');
    await expect(note).toContainText(fill(ht.operatorPromotions.bonusTitle, { operator: 'Digicel Haiti' }), { timeout: 10_000 });
    await expect(note).toContainText('Bonus weekend: 100% extra data');
    await expect(note).toContainText(ht.operatorPromotions.operatorGives);
  });
});
