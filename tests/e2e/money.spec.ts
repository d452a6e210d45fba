import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { en, newPerson, registerThroughForm } from './helpers';

/** From /wallet: pick $20, continue, check the summary, and go to the PayPal sandbox's page. */
async function startAddingTwentyDollars(page: Page) {
  await page.goto('/wallet');
  await page.getByRole('button', { name: '$20.00' }).first().click();
  await page.getByRole('button', { name: en.wallet.addFunds.continue }).click();
  await expect(page).toHaveURL(/\/wallet-summary\?amount=2000$/);
  await expect(page.getByText(en.walletSummary.fee, { exact: true })).toBeVisible();
  await expect(page.getByText('$21.19')).toBeVisible(); // $20.00 + 3.49 % + $0.49
  await page.getByRole('button', { name: en.walletSummary.payWithPayPal }).click();
  await expect(page).toHaveTitle(/PayPal Sandbox/);
}

test.describe('money journeys', () => {
  test('a new account shows $2.00; adding $20 through PayPal shows $22.00 and the deposit', async ({ page }) => {
    await registerThroughForm(page, newPerson('add-funds'));
    await expect(page.getByTestId('wallet-balance')).toHaveText('$2.00');

    await startAddingTwentyDollars(page);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/wallet-summary\?funding=/);
    await expect(page.getByText('$22.00').first()).toBeVisible({ timeout: 15_000 });

    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText('$22.00');
    await expect(page.getByText('+$20.00').first()).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByTestId('wallet-balance')).toHaveText('$22.00');
  });

  test('cancelling on PayPal shows the cancelled message and charges nothing', async ({ page }) => {
    await registerThroughForm(page, newPerson('cancel'));
    await startAddingTwentyDollars(page);
    await page.getByRole('button', { name: 'Cancel and return' }).click();
    await expect(page.getByText(en.payments.paymentCancelledTitle).first()).toBeVisible();
    await expect(page.getByText(en.payments.paymentCancelled).first()).toBeVisible();
    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText('$2.00');
  });

  test('a declined payment shows the payment error and credits nothing', async ({ page }) => {
    await registerThroughForm(page, newPerson('declined'));
    await startAddingTwentyDollars(page);
    await page.getByLabel('Declined').check();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByText(en.payments.paymentErrorTitle).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(en.payments.paymentError).first()).toBeVisible();
    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText('$2.00');
  });

  test('amounts a tired person types are refused with the reason, before anything is charged', async ({ page }) => {
    await registerThroughForm(page, newPerson('amounts'));
    await page.goto('/wallet');
    const field = page.getByLabel(en.wallet.addFunds.amountLabel);
    const cont = page.getByRole('button', { name: en.wallet.addFunds.continue });
    for (const [typed, message] of [
      ['', en.wallet.addFunds.errors.required],
      ['abc', en.wallet.addFunds.errors.notANumber],
      ['20.505', en.wallet.addFunds.errors.fractionOfCent],
      ['4.99', en.wallet.addFunds.errors.belowMin.replace('{{min}}', '$5.00')],
      ['501', en.wallet.addFunds.errors.aboveMax.replace('{{max}}', '$500.00')],
    ] as const) {
      await field.fill(typed);
      await cont.click();
      await expect(page.getByText(message, { exact: true }), typed).toBeVisible();
      await expect(page).toHaveURL(/\/wallet$/);
    }
  });
});
