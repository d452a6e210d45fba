import type { Page } from '@playwright/test';
import ht from '../../src/web/i18n/ht.json' with { type: 'json' };
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { en, newPerson, registerThroughForm } from './helpers';
import { haitiNumber } from './topup-steps';

/**
 * "Debit or credit card" (ADR 0069) on a 360 px phone, in English and in Kreyòl: a card payment through
 * PayPal's guest checkout (the sandbox's card form) approved (English; in Kreyòl after a 3-D Secure challenge
 * passed), and in both languages a card declined (nothing charged, a way to try again). Every screen of the
 * journey is scanned by axe, the sandbox's pages too.
 */
test.use({ viewport: { width: 360, height: 640 } });

type Words = typeof en;

const ACCEPTED = '4111 1111 1111 1111';
const DECLINED = '4000 0000 0000 0002';
const CHALLENGE = '4000 0000 0000 3220';

async function inKreyol(page: Page) {
  await page.getByTestId('language-switcher').first().click();
  await page.getByRole('menuitemradio', { name: 'Kreyòl' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ht');
}

/** Number, detected operator, the first amount, "Debit or credit card", Review: the held price with the card chosen. */
async function prepareCardTopup(page: Page, words: Words, lastTwo: string, found: string[]) {
  await page.goto('/send-topup?country=HT');
  await page.getByLabel(words.topups.recipient.phoneLabel).fill(haitiNumber(lastTwo));
  await expect(page.getByText('Digicel Haiti').first()).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: words.topups.next }).click();
  const amountField = page.getByTestId('amount-input');
  if (await amountField.isVisible()) await amountField.fill('5');
  else await page.getByTestId('amount-option').first().click();
  await page.getByTestId('amount-next').click();

  await page.getByTestId('method-card').click();
  await expect(page.getByTestId('method-card')).toHaveAttribute('aria-pressed', 'true');
  found.push(...(await axeViolations(page, `payment step, card chosen [${words === en ? 'en' : 'ht'}]`)));
  await page.getByTestId('review').click();
  await expect(page).toHaveURL(/\/payment-summary\?quote=.*pay=card/);
  await expect(page.getByTestId('summary-method-card')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(words.topups.summary.cardNote)).toBeVisible();
  // The same fee as PayPal: the PayPal fee line, and the same total with PayPal chosen.
  const total = await page.getByTestId('summary-total').textContent();
  await page.getByTestId('summary-method-paypal').click();
  await expect(page.getByTestId('summary-method-paypal')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('summary-total')).toHaveText(total!);
  await page.getByTestId('summary-method-card').click();
  await expect(page.getByTestId('summary-method-card')).toHaveAttribute('aria-pressed', 'true');
  found.push(...(await axeViolations(page, `summary, card chosen [${words === en ? 'en' : 'ht'}]`)));
  await page.getByRole('button', { name: words.topups.summary.sendNow }).click();
  await expect(page).toHaveTitle(/PayPal Sandbox: pay with a card/, { timeout: 15_000 });
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Marie Jean');
  await page.getByLabel('Billing postcode').fill('33101');
  await page.getByRole('button', { name: 'Pay now' }).click();
}

async function expectPaidByCard(page: Page, words: Words, found: string[], state: string) {
  await expect(page).toHaveURL(/\/payment-summary\?topup=/, { timeout: 15_000 });
  await expect(page.getByText(words.topups.status.completed).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(words.topups.receipt.method.card).first()).toBeVisible();
  found.push(...(await axeViolations(page, state)));
}

async function declineCard(page: Page, words: Words, found: string[], lang: string) {
  await fillCard(page, DECLINED);
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined' })).toBeVisible();
  found.push(...(await axeViolations(page, `PayPal's decline [${lang}]`)));
  await page.getByRole('button', { name: 'Cancel and return to Kredi' }).click();
  const notice = page.getByTestId('card-declined');
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(notice).toContainText(words.topups.card.declinedTitle);
  await expect(notice).toContainText(words.topups.card.nothingCharged);
  found.push(...(await axeViolations(page, `Kredi says the card was declined [${lang}]`)));
  // Try again: the same top-up priced again, the card still chosen.
  await notice.getByRole('button', { name: words.topups.card.tryAgain }).click();
  await expect(page).toHaveURL(/\/payment-summary\?quote=.*pay=card/);
  await expect(page.getByTestId('summary-method-card')).toHaveAttribute('aria-pressed', 'true');
}

test.describe('paying by debit or credit card through PayPal', () => {
  // Two top-ups and six axe scans each: a longer budget than one step's (a budget, never a wait).
  test.describe.configure({ timeout: 240_000 });
  test('in English: the card form checks the card, and an accepted card pays the top-up', async ({ page }) => {
    const found: string[] = [];
    await registerThroughForm(page, newPerson('card'));
    await prepareCardTopup(page, en, '05', found);
    // PayPal's card form says which test cards do what, and checks the card before the bank sees it.
    await expect(page.getByRole('heading', { name: 'Sandbox test cards' })).toBeVisible();
    found.push(...(await axeViolations(page, "PayPal's card form [en]")));
    await page.getByLabel('Card number').fill('4111 1111 1111 1112');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByText('This card number is not valid')).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
    found.push(...(await axeViolations(page, "PayPal's card form with errors [en]")));
    await fillCard(page, ACCEPTED);
    await expectPaidByCard(page, en, found, 'paid by card [en]');
    expect(found).toEqual([]);
  });

  test('in English: a declined card charges nothing and offers to try again', async ({ page }) => {
    const found: string[] = [];
    await registerThroughForm(page, newPerson('card-declined'));
    await prepareCardTopup(page, en, '09', found);
    await declineCard(page, en, found, 'en');
    expect(found).toEqual([]);
  });

  test('in Kreyòl: 3-D Secure with the right code pays; a declined card charges nothing and offers to try again', async ({ page }) => {
    const found: string[] = [];
    await registerThroughForm(page, newPerson('kat'));
    await inKreyol(page);
    await prepareCardTopup(page, ht as unknown as Words, '07', found);
    await fillCard(page, CHALLENGE);
    await expect(page.getByRole('heading', { name: "Verify it's you" })).toBeVisible();
    found.push(...(await axeViolations(page, '3-D Secure challenge [ht]')));
    await page.getByLabel('Verification code').fill('1234');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectPaidByCard(page, ht as unknown as Words, found, 'paid by card after 3-D Secure [ht]');

    await prepareCardTopup(page, ht as unknown as Words, '08', found);
    await declineCard(page, ht as unknown as Words, found, 'ht');
    expect(found).toEqual([]);
  });
});
