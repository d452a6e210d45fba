import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { en, newPerson, registerThroughForm } from './helpers';
import { haitiNumber } from './topup-steps';

/** A Haiti top-up of `dollars` paid with PayPal, from the send screen to its delivery. */
async function sendHaitiTopupWithPayPal(page: Page, dollars: number) {
  await page.goto('/send-topup?country=HT');
  await page.getByLabel(en.topups.recipient.phoneLabel).fill(haitiNumber('06'));
  await expect(page.getByText('Digicel Haiti').first()).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: en.topups.next }).click();
  await page.getByTestId('amount-input').fill(String(dollars));
  await page.getByTestId('amount-next').click();
  await page.getByText(en.topups.payment.paypal, { exact: true }).click();
  await page.getByTestId('review').click();
  await expect(page).toHaveURL(/\/payment-summary\?quote=/);
  await page.getByRole('button', { name: en.topups.summary.sendNow }).click();
  await expect(page).toHaveTitle(/PayPal Sandbox/, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText(en.topups.status.completed).first()).toBeVisible({ timeout: 30_000 });
}

test('after a top-up is delivered, the points and the level move on /loyalty and the dashboard', async ({ page }) => {
  test.setTimeout(120_000);
  await registerThroughForm(page, newPerson('loyalty'));

  await page.goto('/loyalty');
  await expect(page.getByTestId('loyalty-points')).toHaveText('0');
  await expect(page.getByTestId('loyalty-standing').getByTestId('loyalty-level')).toHaveText('Bronze member');
  await expect(page.getByRole('progressbar', { name: 'Progress to Silver' })).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByTestId('loyalty-history-empty')).toBeVisible();

  // $100 sent: 100 points, which is Silver.
  await sendHaitiTopupWithPayPal(page, 100);

  await page.goto('/loyalty');
  await expect(page.getByTestId('loyalty-points')).toHaveText('100');
  await expect(page.getByTestId('loyalty-lifetime')).toHaveText('100');
  await expect(page.getByTestId('loyalty-standing').getByTestId('loyalty-level')).toHaveText('Silver member');
  await expect(page.getByTestId('loyalty-to-next')).toHaveText('400 more points to reach Gold');
  await expect(page.getByTestId('loyalty-history')).toContainText(en.loyalty.history.earned);
  await expect(page.getByTestId('loyalty-history')).toContainText('+100 pts');

  await page.goto('/dashboard');
  await expect(page.getByTestId('wallet-reward-points')).toHaveText('100');
  await page.goto('/profile');
  await expect(page.getByTestId('account-loyalty-points')).toHaveText('100');

  // The next quote takes Silver's 10 % off the top-up fee, on its own line.
  await page.goto('/send-topup?country=HT');
  await page.getByLabel(en.topups.recipient.phoneLabel).fill(haitiNumber('05'));
  await expect(page.getByText('Digicel Haiti').first()).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: en.topups.next }).click();
  await page.getByTestId('amount-input').fill('10');
  await page.getByTestId('amount-next').click();
  await page.getByText(en.topups.payment.paypal, { exact: true }).click();
  await page.getByTestId('review').click();
  await expect(page.getByTestId('loyalty-fee-reduction')).toHaveText(/^−\$0\.\d\d$/);
  await expect(page.getByText('Silver member', { exact: true })).toBeVisible();
});

for (const language of ['en', 'ht'] as const) {
  test(`/loyalty passes an axe scan (${language})`, async ({ page }) => {
    await registerThroughForm(page, newPerson(`loyalty-axe-${language}`));
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await page.goto('/loyalty');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByTestId('loyalty-points')).toHaveText('0');
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  });
}
