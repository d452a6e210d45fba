import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import ht from '../../src/web/i18n/ht.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { en, newPerson, registerThroughForm } from './helpers';
import { addTwentyDollars, haitiNumber, sendNow } from './topup-steps';

/** The demo offers `npm start` creates (src/server/features/promotions/demo.ts): WEEKEND10 is 10 % up to $3 from $10. */
const CODE = 'WEEKEND10';

async function expectAxeClean(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    results.violations.map((v) => `${what}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`),
    what,
  ).toEqual([]);
}

test('a promo code tested on /promotions, carried to the send screen, takes its discount off the quote and the receipt', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerThroughForm(page, newPerson('promo'));
  await addTwentyDollars(page);

  // The dashboard shows the demo offers; claiming one leads to /promotions.
  await page.goto('/dashboard');
  const offers = page.getByTestId('dashboard-promotions');
  await expect(offers.getByRole('article')).toHaveCount(2);
  await offers.getByRole('link', { name: en.promotions.dashboard.claim }).first().click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByTestId('offer').first()).toBeVisible();
  await expect(page.getByTestId('expiring-soon').first()).toHaveText(en.promotions.offers.expiringSoon);

  // Empty, then a wrong code, then the right one.
  await page.getByTestId('promo-code-check').click();
  await expect(page.getByText(en.validation.enterCode)).toBeVisible();
  await page.getByTestId('promo-code-input').fill('NOT-A-CODE');
  await page.getByTestId('promo-code-check').click();
  await expect(page.getByTestId('promo-code-invalid')).toContainText(en.promotions.invalidTitle);
  await expect(page.getByTestId('promo-code-invalid')).toContainText(en.validation.promoUnknown);
  await page.getByTestId('promo-code-input').fill(CODE.toLowerCase());
  await page.getByTestId('promo-code-check').click();
  await expect(page.getByTestId('promo-code-valid')).toContainText(CODE);
  await page.getByTestId('promo-code-use').click();
  await expect(page).toHaveURL(/\/send-topup/);

  // Haiti, a Digicel number, $10: the payment step already holds the code.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /^Haiti\b/ }).click();
  await page.getByLabel(en.topups.recipient.phoneLabel).fill(haitiNumber('05'));
  await expect(page.getByText('Digicel Haiti').first()).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: en.topups.next }).click();
  const amountField = page.getByTestId('amount-input');
  if (await amountField.isVisible()) await amountField.fill('10');
  else await page.getByRole('button', { name: '$10.00' }).first().click();
  await page.getByTestId('amount-next').click();
  await expect(page.getByTestId('promo-code')).toHaveValue(CODE);
  await page.getByText(en.topups.payment.wallet, { exact: true }).click();
  await page.getByTestId('review').click();

  // The quote: a discount line of 10 % of $10.
  await expect(page).toHaveURL(/\/payment-summary\?quote=/);
  await expect(page.getByTestId('promo-discount')).toHaveText('−$1.00');
  await expect(page.getByText(`Promo code ${CODE}`)).toBeVisible();
  await sendNow(page);

  // The receipt shows it too.
  await expect(page.getByText(en.topups.status.completed).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('promo-discount')).toHaveText('−$1.00');
});

for (const language of ['en', 'ht'] as const) {
  test(`/promotions passes an axe scan with a refused and an accepted code (${language})`, async ({ page }) => {
    const words = language === 'en' ? en : ht;
    await registerThroughForm(page, newPerson(`promo-axe-${language}`));
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await page.goto('/promotions');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.promotions.title);
    await expect(page.getByTestId('offer').first()).toBeVisible();
    await expectAxeClean(page, `/promotions (${language})`);

    await page.getByTestId('promo-code-input').fill('NOT-A-CODE');
    await page.getByTestId('promo-code-check').click();
    await expect(page.getByTestId('promo-code-invalid')).toContainText(words.validation.promoUnknown);
    await expectAxeClean(page, `/promotions refused (${language})`);

    await page.getByTestId('promo-code-input').fill(CODE);
    await page.getByTestId('promo-code-check').click();
    await expect(page.getByTestId('promo-code-valid')).toBeVisible();
    await expectAxeClean(page, `/promotions accepted (${language})`);
  });
}
