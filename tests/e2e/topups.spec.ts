import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { en, newPerson, registerThroughForm } from './helpers';

/** A Digicel Haiti number whose last two digits choose the sandbox's outcome; the rest differs per run. */
function haitiNumber(lastTwo: string): string {
  const middle = String(10 + Math.floor(Math.random() * 89)).padStart(2, '0');
  const more = String(Math.floor(Math.random() * 100)).padStart(2, '0');
  return `34${middle} ${more}${lastTwo}`;
}

async function addTwentyDollars(page: Page) {
  await page.goto('/wallet');
  await page.getByRole('button', { name: '$20.00' }).first().click();
  await page.getByRole('button', { name: en.wallet.addFunds.continue }).click();
  await page.getByRole('button', { name: en.walletSummary.payWithPayPal }).click();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('$22.00').first()).toBeVisible({ timeout: 15_000 });
}

/** From the Haiti tile to the payment summary: number, detected operator, $5, the chosen way to pay. */
async function prepareHaitiTopup(page: Page, number: string, method: 'wallet' | 'paypal') {
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

async function sendNow(page: Page) {
  const send = page.getByRole('button', { name: en.topups.summary.sendNow });
  await send.click();
  await expect(page).toHaveURL(/topup=/, { timeout: 15_000 });
}

test.describe('top-up journeys', () => {
  test.beforeEach(async ({ page }) => {
    await registerThroughForm(page, newPerson('topup'));
    await addTwentyDollars(page);
  });

  test('a Haiti Digicel top-up paid from the wallet is delivered', async ({ page }) => {
    await prepareHaitiTopup(page, haitiNumber('05'), 'wallet');
    await sendNow(page);
    await expect(page.getByText(en.topups.status.completed).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(en.topups.stage.delivered ?? 'Delivered').first()).toBeVisible();
    await page.goto('/history');
    await expect(page.getByTestId('history-row')).toHaveCount(1);
    await expect(page.getByTestId('history-operator')).toHaveText(/Digicel Haiti/);
  });

  test('a failing number is refunded and the balance restored', async ({ page }) => {
    await prepareHaitiTopup(page, haitiNumber('88'), 'wallet');
    await sendNow(page);
    await expect(page.getByText(en.topups.status.failed).first()).toBeVisible({ timeout: 20_000 });
    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText('$22.00');
  });

  test('a failure says what happened and what to do: wait minutes for the same number, try later when the operator is down', async ({ page }) => {
    const fill = (text: string) => text.replace('{{operator}}', 'Digicel Haiti').replaceAll('{{minutes}}', '2');
    const number = haitiNumber('05');
    await prepareHaitiTopup(page, number, 'wallet');
    await sendNow(page);
    await expect(page.getByText(en.topups.status.completed).first()).toBeVisible({ timeout: 20_000 });

    // The same number again at once: the aggregator refuses it for 2 minutes (PHONE_RECENTLY_RECHARGED).
    await prepareHaitiTopup(page, number, 'wallet');
    await sendNow(page);
    await expect(page.getByTestId('failure-reason')).toHaveText(fill(en.topups.failure.RECENTLY_TOPPED_UP), { timeout: 20_000 });
    await expect(page.getByText(en.topups.errors.couldNotSend)).toHaveCount(0);

    await prepareHaitiTopup(page, haitiNumber('93'), 'wallet');
    await sendNow(page);
    await expect(page.getByTestId('failure-reason')).toHaveText(fill(en.topups.failure.OPERATOR_UNAVAILABLE), { timeout: 20_000 });
    await page.goto('/history');
    await expect(page.getByTestId('history-failure-reason')).toHaveText([fill(en.topups.failure.OPERATOR_UNAVAILABLE), fill(en.topups.failure.RECENTLY_TOPPED_UP)]);
  });

  test('a pending number shows pending, then completes', async ({ page }) => {
    await prepareHaitiTopup(page, haitiNumber('81'), 'wallet');
    await sendNow(page);
    await expect(page.getByText(en.topups.status.pending).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(en.topups.status.completed).first()).toBeVisible({ timeout: 30_000 });
  });

  test('a top-up paid with PayPal is delivered and the wallet is unchanged', async ({ page }) => {
    await prepareHaitiTopup(page, haitiNumber('06'), 'paypal');
    await page.getByRole('button', { name: en.topups.summary.sendNow }).click();
    await expect(page).toHaveTitle(/PayPal Sandbox/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByText(en.topups.status.completed).first()).toBeVisible({ timeout: 30_000 });
    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText('$22.00');
  });
});
