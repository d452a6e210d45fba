import type { Page } from '@playwright/test';
import ht from '../../src/web/i18n/ht.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { en, newPerson, registerThroughForm } from './helpers';
import { addTwentyDollars, haitiNumber, prepareHaitiTopup, sendNow } from './topup-steps';

/**
 * What a person is told agrees with what the screen and the money say (docs/product-rules.md#notices-agree): the bell's
 * refund notice states the receipt's refunded amount, a number the operator refused is not blamed on its
 * format, and numbers and amounts in notices are written as the screens write them.
 */

const bell = (page: Page) => page.getByTestId('notification-bell');
const dropdown = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** Intl's no-break spaces (amounts) and the status page's (numbers kept on one line), read as spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').trim();

test('a failed PayPal-paid top-up to a number the operator refused: the notice says the refund the receipt says, no Repeat', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerThroughForm(page, newPerson('told'));
  // 90: the aggregator sandbox answers INVALID_RECIPIENT_PHONE, the operator's refusal of this number.
  await prepareHaitiTopup(page, haitiNumber('90'), 'paypal');
  await page.getByRole('button', { name: en.topups.summary.sendNow }).click();
  await expect(page).toHaveTitle(/PayPal Sandbox/, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText(en.topups.status.failed).first()).toBeVisible({ timeout: 30_000 });

  // Item 6: the operator refused the number Kredi accepted; no "use format" advice under it, no Repeat.
  const reason = page.getByTestId('failure-reason');
  await expect(reason).toHaveText(en.topups.failure.NUMBER_NOT_ACCEPTED.replace('{{operator}}', 'Digicel Haiti'));
  await expect(page.getByTestId('topup-status')).not.toContainText(en.topups.errors.phoneHaiti);
  await expect(page.getByText(/use format/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: en.topups.live.repeat })).toHaveCount(0);
  await expect(page.getByRole('link', { name: en.topups.live.sendAnother })).toBeVisible();

  // Item 4: the receipt's refunded amount (everything paid with PayPal, its fee too) ...
  const refunded = plain((await page.getByTestId('refund-total').textContent())!);
  await expect(page.getByTestId('refund-note')).toContainText(en.topups.live.refunded.replace('{{refund}}', refunded));
  const number = plain((await page.getByTestId('topup-status').getByText(/\+509/).first().textContent())!).match(/\+509[\d ]+\d/)![0];

  // ... is the bell's: one refund notice, naming the PayPal payment, and no "Funds added" tagged Bonus. (The bell's
  // list was read when the page opened, before the failure: a fresh page reads it again.)
  await page.goto('/dashboard');
  await bell(page).click();
  const list = dropdown(page, en.notifications.title);
  const refund = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Top-up failed: refunded' }) });
  await expect(refund).toHaveCount(1);
  await expect(refund).toContainText(`The top-up to ${number} could not be delivered.`);
  await expect(refund).toContainText(`The ${refunded} you paid with PayPal is refunded to your Kredi wallet.`);
  await expect(list.getByRole('heading', { name: 'Funds added' })).toHaveCount(0);
  await expect(list.getByText(en.notifications.types.bonus, { exact: true })).toHaveCount(0);
  await expect(list.getByText(en.notifications.types.urgent, { exact: true })).toHaveCount(1); // the failure itself, nothing else
});

test('in Kreyòl, the bell writes the amount and the number as the status page does: "654,25 HTG", "+509 34 …"', async ({ page }) => {
  test.setTimeout(120_000);
  await registerThroughForm(page, newPerson('told-ht'));
  await addTwentyDollars(page);
  await prepareHaitiTopup(page, haitiNumber('05'), 'wallet');
  await sendNow(page);
  await expect(page.getByText(en.topups.status.completed).first()).toBeVisible({ timeout: 20_000 });

  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitemradio', { name: 'Kreyòl' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ht');
  const status = plain((await page.getByTestId('topup-status').textContent())!);
  const local = status.match(/\d[\d ]*,\d{2} HTG/)![0];
  const number = status.match(/\+509 \d{2} \d{2} \d{4}/)![0];

  await bell(page).click();
  const list = dropdown(page, ht.notifications.title);
  const delivered = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Rechaj la rive' }) });
  await expect(delivered).toHaveCount(1);
  const message = plain((await delivered.locator('p').filter({ hasText: 'rive sou' }).textContent())!);
  expect(message).toBe(`${local} rive sou ${number}.`);
  expect(message).not.toMatch(/\d\.\d{2} HTG|\+509\d{8}/);
});
