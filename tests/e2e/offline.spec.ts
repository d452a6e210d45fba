import { expect, test } from './fixtures';
import { en, newPerson, registerThroughForm } from './helpers';
import { haitiNumber, prepareHaitiTopup } from './topup-steps';

test.describe('a weak connection', () => {
  test('a screen opened offline says so and opens once the connection returns, never a blank page', async ({ page, context }) => {
    await registerThroughForm(page, newPerson('offline-screen'));
    await context.setOffline(true);
    await page.getByRole('navigation', { name: en.nav.label }).getByRole('link', { name: en.nav.history }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.screenError.title);
    await expect(page.getByRole('alert')).toHaveText(en.screenError.offline);
    await page.getByRole('button', { name: en.common.tryAgain }).click(); // still offline: still says so
    await expect(page.getByRole('alert')).toHaveText(en.screenError.offline);

    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.history.title);
  });

  test('"Send now" offline fails at once, says nothing was sent, keeps the top-up, and sends once back online', async ({
    page,
    context,
  }) => {
    await registerThroughForm(page, newPerson('offline-send'));
    const number = haitiNumber('05');
    await prepareHaitiTopup(page, number, 'paypal');
    const recipient = await page.getByTestId('summary-recipient').textContent();

    await context.setOffline(true);
    await page.getByRole('button', { name: en.topups.summary.sendNow }).click();
    await expect(page.getByTestId('send-error')).toContainText(en.topups.errors.offline);
    await expect(page.getByTestId('send-now')).toHaveText(en.topups.summary.sendNow);
    await expect(page.getByTestId('send-now')).toBeEnabled();
    await expect(page.getByTestId('summary-recipient')).toHaveText(recipient!);

    await context.setOffline(false);
    await page.getByRole('button', { name: en.topups.summary.sendNow }).click();
    await expect(page).toHaveTitle(/PayPal Sandbox/, { timeout: 15_000 });
  });
});
