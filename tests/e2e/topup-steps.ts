import { expect, type Page } from '@playwright/test';
import { en } from './helpers';

/** Steps of the top-up journeys, shared by the specs that need a top-up on the way. */

/** A Digicel Haiti number whose last two digits choose the sandbox's outcome; the rest differs per run. */
export function haitiNumber(lastTwo: string): string {
  const middle = String(10 + Math.floor(Math.random() * 89)).padStart(2, '0');
  const more = String(Math.floor(Math.random() * 100)).padStart(2, '0');
  return `34${middle} ${more}${lastTwo}`;
}

export async function addTwentyDollars(page: Page) {
  await page.goto('/wallet');
  await page.getByRole('button', { name: '$20.00' }).first().click();
  await page.getByRole('button', { name: en.wallet.addFunds.continue }).click();
  await page.getByRole('button', { name: en.walletSummary.payWithPayPal }).click();
  // The approval page fits the phone: a page wider than the screen zooms out, and taps then land beside the button.
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('$22.00').first()).toBeVisible({ timeout: 15_000 });
}

/** From the Haiti tile to the payment summary: number, detected operator, $5, the chosen way to pay. */
export async function prepareHaitiTopup(page: Page, number: string, method: 'wallet' | 'paypal') {
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /^Haiti\b/ }).click(); // the popular destination, not a recent Digicel Haiti top-up
  await expect(page).toHaveURL(/\/send-topup\?(country=HT|step=recipient)/); // the address is tidied once the country is taken
  await page.getByLabel(en.topups.recipient.phoneLabel).fill(number);
  await expect(page.getByText('Digicel Haiti').first()).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: en.topups.next }).click();

  const amountField = page.getByTestId('amount-input');
  if (await amountField.isVisible()) await amountField.fill('5');
  else await page.getByRole('button', { name: '$5.00' }).first().click();
  await expect(page.getByText(/HTG\s*[0-9]/).first()).toBeVisible();
  await page.getByTestId('amount-next').click();

  await page.getByText(method === 'wallet' ? en.topups.payment.wallet : en.topups.payment.paypal, { exact: true }).click();
  await page.getByTestId('review').click();
  await expect(page).toHaveURL(/\/payment-summary\?quote=/);
  await expect(page.getByText(en.topups.summary.total, { exact: true })).toBeVisible();
}

export async function sendNow(page: Page) {
  const send = page.getByRole('button', { name: en.topups.summary.sendNow });
  await send.click();
  await expect(page).toHaveURL(/topup=/, { timeout: 15_000 });
}
