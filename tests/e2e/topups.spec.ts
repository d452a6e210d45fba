import { expect, test } from './fixtures';
import { en, newPerson, registerThroughForm } from './helpers';
import { addTwentyDollars, haitiNumber, prepareHaitiTopup, sendNow } from './topup-steps';

test.describe('top-up journeys', () => {
  test.beforeEach(async ({ page }) => {
    await registerThroughForm(page, newPerson('topup'));
    await addTwentyDollars(page);
  });

  test('a Haiti Digicel top-up paid from the wallet is delivered', async ({ page }) => {
    await prepareHaitiTopup(page, haitiNumber('05'), 'wallet');
    // The link opened anew (a new tab: no router state, no sessionStorage) reads the held price back from the server.
    const total = await page.getByTestId('summary-total').textContent();
    const anew = await page.context().newPage();
    await anew.goto(page.url());
    await expect(anew.getByTestId('summary-total')).toHaveText(total!);
    await anew.close();
    await sendNow(page);
    await expect(page.getByText(en.topups.status.completed).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(en.topups.stage.delivered).first()).toBeVisible();
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

  test('a failure says what happened and what to do: wait minutes for the same number, try later when the operator is down', async ({
    page,
  }) => {
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
    await expect(page.getByTestId('history-failure-reason')).toHaveText([
      fill(en.topups.failure.OPERATOR_UNAVAILABLE),
      fill(en.topups.failure.RECENTLY_TOPPED_UP),
    ]);
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

  test('a failed top-up paid with PayPal gives everything back, and sends it to PayPal on request', async ({ page }) => {
    await prepareHaitiTopup(page, haitiNumber('90'), 'paypal');
    await page.getByRole('button', { name: en.topups.summary.sendNow }).click();
    await expect(page).toHaveTitle(/PayPal Sandbox/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByText(en.topups.status.failed).first()).toBeVisible({ timeout: 30_000 });
    const card = page.getByTestId('refund-card');
    await expect(card).toHaveAttribute('data-paypal-refund', 'available');
    const total = (await page.getByTestId('refund-total').textContent())!;
    await expect(card.getByText(en.topups.refund.paypalFee)).toBeVisible();
    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-balance')).not.toHaveText('$22.00');

    await page.goBack();
    await page.getByTestId('refund-to-paypal').click();
    await expect(page.getByTestId('refund-paypal-state')).toHaveText(en.topups.refund.completed.replace('{{total}}', total));
    await expect(page.getByTestId('refund-note')).toContainText(en.topups.live.refundedToPayPal.replace('{{refund}}', total));
    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText('$22.00');
  });
});
