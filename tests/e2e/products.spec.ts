import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import ht from '../../src/web/i18n/ht.json' with { type: 'json' };
import { en, newPerson, registerThroughForm } from './helpers';
import { addTwentyDollars, haitiNumber, sendNow } from './topup-steps';

/**
 * Data bundles and PIN products (docs/product-rules.md#data-and-pins, ADR 0035): from a Digicel Haiti number, the Data and PIN tabs,
 * a plan in the operator's words, paid from the wallet, delivered; a PIN's code and the operator's
 * instructions on the receipt. Each new screen passes axe.
 */
async function expectNoAxeViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

async function choosePlan(page: Page, kind: 'data' | 'pin', plan: string) {
  await page.goto('/send-topup?country=HT');
  await page.getByLabel(en.topups.recipient.phoneLabel).fill(haitiNumber('05'));
  await expect(page.getByTestId('operator-chosen')).toContainText('Digicel Haiti', { timeout: 10_000 });
  await page.getByRole('button', { name: en.topups.next }).click();
  await page.getByTestId(`product-kind-${kind}`).click();
  await expect(page.getByTestId(`product-kind-${kind}`)).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('amount-next').click(); // nothing chosen yet: it says so
  await expect(page.getByRole('alert')).toHaveText(en.topups.products.choosePlan);
  await page.getByTestId('plan-option').filter({ hasText: plan }).click();
  await expectNoAxeViolations(page, `${kind} plans`);
  await page.getByTestId('amount-next').click();
  await page.getByText(en.topups.payment.wallet, { exact: true }).click();
  await page.getByTestId('review').click();
  await expect(page).toHaveURL(/\/payment-summary\?quote=/);
  await expect(page.getByText(plan)).toBeVisible();
}

test.describe('data bundles and PINs', () => {
  test.beforeEach(async ({ page }) => {
    await registerThroughForm(page, newPerson('products'));
    await addTwentyDollars(page);
  });

  test('buys a Digicel Haiti data bundle from the wallet', async ({ page }) => {
    await choosePlan(page, 'data', '4 GB internet, valid 15 days');
    await sendNow(page);
    await expect(page.getByText(en.topups.status.completed).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('receipt-plan')).toHaveText('4 GB internet, valid 15 days');
    await expect(page.getByTestId('pin-card')).toHaveCount(0);
    await page.goto('/history');
    await expect(page.getByTestId('history-operator')).toHaveText(/Digicel Haiti Data/);
  });

  test("buys a Digicel Haiti PIN: the code and the operator's instructions on the receipt", async ({ page }) => {
    await choosePlan(page, 'pin', 'PIN for HTG 650 of credit');
    await sendNow(page);
    await expect(page.getByText(en.topups.status.completed).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('pin-code')).toHaveText(/^\d{14}$/);
    await expect(page.getByTestId('pin-instructions').getByRole('listitem')).toHaveText([
      'Dial *120*PIN# and press call to load the credit',
      'Or call 120 and follow the voice prompts',
      'Customer care: dial 611',
    ]);
    const code = await page.getByTestId('pin-code').textContent();
    await expectNoAxeViolations(page, 'PIN receipt');
    // Kept for the person: the receipt opened again shows the same code.
    await page.reload();
    await expect(page.getByTestId('pin-code')).toHaveText(code!);
  });
});

test('in Kreyòl, the choice and the plans read in Kreyòl and pass axe', async ({ page }) => {
  await registerThroughForm(page, newPerson('products-ht'));
  await page.evaluate(() => localStorage.setItem('language', 'ht'));
  await page.goto('/send-topup?country=HT');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ht');
  await page.getByLabel(ht.topups.recipient.phoneLabel).fill(haitiNumber('05'));
  await expect(page.getByTestId('operator-chosen')).toContainText('Digicel Haiti', { timeout: 10_000 });
  await page.getByRole('button', { name: ht.topups.next }).click();
  await expect(page.getByRole('group', { name: ht.topups.products.kindsLabel })).toBeVisible();
  await page.getByRole('button', { name: ht.topups.products.kind.data }).click();
  await expect(page.getByText(ht.topups.products.dataNote)).toBeVisible();
  await expectNoAxeViolations(page, 'Kreyòl data plans');
  await page.getByRole('button', { name: ht.topups.products.kind.pin }).click();
  await expect(page.getByText(ht.topups.products.pinNote)).toBeVisible();
  await expectNoAxeViolations(page, 'Kreyòl PIN plans');
});
