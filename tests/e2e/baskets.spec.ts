import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { formatMoney, parseAmountToCents } from '../../src/shared/money';
import { expect, test } from './fixtures';
import { en, newPerson, registerThroughForm } from './helpers';
import { addTwentyDollars, haitiNumber } from './topup-steps';

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map(
    (v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`,
  );

/** One more person for the basket: a Haiti number, its operator detected, $5. */
async function addPerson(page: Page, number: string) {
  await page.getByLabel(en.baskets.add.number).fill(number);
  await expect(page.getByLabel(en.baskets.add.operator)).not.toHaveValue('', { timeout: 10_000 });
  await page.getByLabel(en.baskets.add.amount).fill('5');
  await page.getByRole('button', { name: en.baskets.add.submit }).click();
}

test('a basket of three, paid once from the wallet, each delivered on its own', async ({ page }) => {
  test.setTimeout(120_000); // three top-ups, three axe scans: more steps than one journey's usual budget
  await registerThroughForm(page, newPerson('basket'));
  await addTwentyDollars(page);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: en.home.actions.sendBasket }).click();
  await expect(page).toHaveURL(/\/send-basket$/);
  await expect(page.getByRole('heading', { level: 1, name: en.baskets.builder.title })).toBeVisible();
  await expect(page.getByLabel(en.baskets.add.country)).toHaveValue('HT');
  expect(await axeViolations(page)).toEqual([]);

  // A wrong number is refused where it was typed, and nothing is added.
  await page.getByLabel(en.baskets.add.number).fill('12');
  await page.getByRole('button', { name: en.baskets.add.submit }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByTestId('basket-item')).toHaveCount(0);

  for (const ending of ['01', '02', '03']) await addPerson(page, haitiNumber(ending));
  await expect(page.getByTestId('basket-item')).toHaveCount(3);
  // Taking one out and adding another keeps three.
  await page
    .getByRole('button', { name: /^Take .* out of the basket$/ })
    .first()
    .click();
  await expect(page.getByTestId('basket-item')).toHaveCount(2);
  await addPerson(page, haitiNumber('04'));
  await expect(page.getByTestId('basket-item')).toHaveCount(3);

  await page.getByTestId('basket-review').click();
  await expect(page.getByTestId('basket-quote-item')).toHaveCount(3);
  const total = (await page.getByTestId('basket-total').textContent())!;
  expect(await axeViolations(page)).toEqual([]);
  await page.getByTestId('basket-pay').click();

  await expect(page).toHaveURL(/\/basket\?id=/, { timeout: 15_000 });
  await expect(page.getByTestId('basket-topup')).toHaveCount(3);
  await expect(page.getByTestId('basket-paid')).toContainText(total);
  await expect(page.getByTestId('basket-summary')).toHaveText(/Delivered: 3/, { timeout: 20_000 });
  expect(await axeViolations(page)).toEqual([]);

  // Each top-up has its own status page.
  await page.getByTestId('basket-topup').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/payment-summary\?topup=/);
  await expect(page.getByText(en.topups.status.completed).first()).toBeVisible();

  // One payment: the wallet paid the basket's total once.
  await page.goto('/wallet');
  // Read and written by the product's own money functions (cents, never floating point).
  const paid = parseAmountToCents(total)!;
  await expect(page.getByTestId('wallet-balance')).toHaveText(formatMoney(2200 - paid, 'en-US'));
});

test('the send screen leads to the basket', async ({ page }) => {
  await registerThroughForm(page, newPerson('basket-entry'));
  await page.goto('/send-topup');
  await page.getByTestId('send-several').click();
  await expect(page).toHaveURL(/\/send-basket$/);
  await expect(page.getByText(en.baskets.builder.empty)).toBeVisible();
});

test('a basket of three paid with one PayPal payment: one PayPal fee, what each receives, back on the basket page, each on its own', async ({
  page,
}) => {
  test.setTimeout(120_000); // PayPal's page, three top-ups and an axe scan
  await registerThroughForm(page, newPerson('basket-paypal'));
  await page.goto('/send-basket');
  for (const ending of ['05', '88', '06']) await addPerson(page, haitiNumber(ending));
  await page.getByTestId('basket-review').click();
  await expect(page.getByTestId('basket-quote-item')).toHaveCount(3);
  const walletTotal = (await page.getByTestId('basket-total').textContent())!;
  // Each person: what the recipient receives and at what rate, before paying.
  for (const item of await page.getByTestId('basket-quote-item').all()) {
    await expect(item.getByTestId('basket-receives')).toHaveText(/^HTG\s[\d,]+\.\d\d$/);
    await expect(item.getByTestId('basket-rate')).toHaveText(/^1 USD = [\d.]+ HTG$/);
  }
  await expect(page.getByTestId('basket-wallet-cheaper')).toHaveCount(0);

  // PayPal prices the basket again: PayPal's fee ONCE for the one payment (docs/product-rules.md#baskets), not one per person.
  await page.getByTestId('basket-method-paypal').click();
  await expect(page.getByTestId('basket-method-paypal')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('basket-total')).not.toHaveText(walletTotal);
  await expect(page.getByTestId('basket-paypal-fee')).toHaveCount(1);
  await expect(page.getByText(en.topups.summary.paypalFee, { exact: true })).toHaveCount(0);
  const total = (await page.getByTestId('basket-total').textContent())!;
  const feeCents = parseAmountToCents((await page.getByTestId('basket-paypal-fee').textContent())!)!;
  const walletCents = parseAmountToCents(walletTotal)!;
  // One payment of the total: 3.49 % of it and $0.49, once (three $5.60 top-ups: $16.80, so $0.59 + $0.49).
  expect(feeCents).toBe(Math.ceil((walletCents * 349) / 10_000) + 49);
  expect(parseAmountToCents(total)).toBe(walletCents + feeCents);
  // And the wallet is said to be cheaper, by that fee.
  await expect(page.getByTestId('basket-wallet-cheaper')).toContainText(
    en.baskets.quote.walletCheaper.replace('{{saving}}', formatMoney(feeCents, 'en-US')).replace('{{total}}', walletTotal),
  );
  await page.getByTestId('basket-pay').click();

  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/basket\?id=[^&]+$/, { timeout: 15_000 });
  await expect(page.getByTestId('basket-topup')).toHaveCount(3);
  await expect(page.getByTestId('basket-paid')).toContainText(total);
  await expect(page.getByTestId('basket-summary')).toHaveText(/Delivered: 2 · On the way: 0 · Did not go through: 1/, { timeout: 20_000 });
  const failed = page.getByTestId('basket-topup').nth(1);
  await expect(failed).toContainText('refunded to your wallet');
  // Each person's top-up says what its recipient receives; the failed one says why, in the single send's words.
  await expect(page.getByTestId('basket-receives')).toHaveCount(3);
  await expect(page.getByTestId('basket-rate')).toHaveCount(3);
  await expect(failed.getByTestId('basket-failure')).toHaveText(en.topups.failure.TRY_LATER);
  await expect(page.getByTestId('basket-failure')).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
});
