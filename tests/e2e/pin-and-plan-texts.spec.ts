import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import ht from '../../src/web/i18n/ht.json' with { type: 'json' };
import { axeViolations } from './axe';
import { en, newPerson, registerThroughForm, SMS_URL } from './helpers';
import { addTwentyDollars, haitiNumber, sendNow } from './topup-steps';

/**
 * What a person and a recipient are told is as exact as the money (items 1 and 2): a plan shows its plan and
 * no local amount, a delivered PIN is "ready" (not delivered to a number) and can be sent to its recipient by
 * text, WhatsApp or the clipboard; the recipient's text says what arrived. At 360 px, in English and Kreyòl,
 * each screen clean under axe.
 */
test.use({ viewport: { width: 360, height: 780 } });

const PIN_PLAN = 'PIN for HTG 650 of credit';
const DATA_PLAN = '1.5 GB internet, valid 7 days';

async function useLanguage(page: Page, code: 'en' | 'ht') {
  await page.evaluate((language) => localStorage.setItem('language', language), code);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', code);
}

/** To the quote of one plan of Digicel Haiti's, paid from the wallet; the number (E.164) it goes to. */
async function quotePlan(page: Page, kind: 'data' | 'pin', plan: string): Promise<string> {
  const number = haitiNumber('05');
  await page.goto('/send-topup?country=HT');
  await page.getByLabel(en.topups.recipient.phoneLabel).fill(number);
  await expect(page.getByTestId('operator-chosen')).toContainText('Digicel Haiti', { timeout: 10_000 });
  await page.getByRole('button', { name: en.topups.next }).click();
  await page.getByTestId(`product-kind-${kind}`).click();
  await page.getByTestId('plan-option').filter({ hasText: plan }).click();
  await page.getByTestId('amount-next').click();
  await page.getByText(en.topups.payment.wallet, { exact: true }).click();
  await page.getByTestId('review').click();
  await expect(page).toHaveURL(/\/payment-summary\?quote=/);
  return `+509${number.replace(/\s/g, '')}`;
}

async function textsTo(number: string): Promise<string[]> {
  const response = await fetch(`${SMS_URL}/api/messages?to=${encodeURIComponent(number)}`);
  return ((await response.json()) as { messages: { body: string }[] }).messages.map((message) => message.body);
}

async function expectQuoteShowsThePlanOnly(page: Page, plan: string) {
  await expect(page.getByTestId('summary-plan')).toHaveText(plan);
  await expect(page.getByTestId('summary-receives')).toHaveCount(0);
  await expect(page.getByTestId('summary-rate')).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await registerThroughForm(page, newPerson('pin-texts'));
  await addTwentyDollars(page);
});

test('in English: a PIN is ready, sent to its recipient with the dial code; a data plan is its plan', async ({ page }) => {
  const found: string[] = [];
  const number = await quotePlan(page, 'pin', PIN_PLAN);
  await expectQuoteShowsThePlanOnly(page, PIN_PLAN);
  found.push(...(await axeViolations(page, 'PIN quote')));
  await sendNow(page);

  await expect(page.getByTestId('stage-sentence')).toHaveText(en.topups.live.pinReady, { timeout: 20_000 });
  await expect(page.getByTestId('stage-detail')).not.toContainText('+509');
  await expect(page.getByTestId('timeline')).toContainText('PIN received from Digicel Haiti PIN');
  await expect(page.getByTestId('topup-status')).not.toContainText('HTG');
  const code = (await page.getByTestId('pin-code').textContent())!;
  await expect(page.getByTestId('pin-send').getByRole('heading')).toHaveText(/^Send the PIN to \+509/);
  await expect(page.getByTestId('send-pin-whatsapp')).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(`Your Digicel Haiti PIN: ${code}. To load it, dial *120*${code}#`)}`,
  );
  await page.getByTestId('send-pin-sms').click();
  await expect(page.getByTestId('pin-sms-sent')).toBeVisible();
  found.push(...(await axeViolations(page, 'PIN ready')));
  await page.screenshot({ path: 'test-results/pin-ready-en-360.png', fullPage: true });

  // The recipient's text (asked for on the payment step, and again from the receipt): once, with the code and how to load it.
  await expect
    .poll(() => textsTo(number), { timeout: 15_000 })
    .toEqual([`Marie voye yon kòd PIN pou ou ak Kredi: ${code}. Pou mete l sou liy ou, konpoze *120*${code}#`]);

  const dataNumber = await quotePlan(page, 'data', DATA_PLAN);
  await expectQuoteShowsThePlanOnly(page, DATA_PLAN);
  await sendNow(page);
  await expect(page.getByTestId('stage-detail')).toHaveText(/^Digicel Haiti Data added 1\.5 GB internet, valid 7 days to \+509/, {
    timeout: 20_000,
  });
  await expect(page.getByText(en.topups.summary.receives)).toHaveCount(0);
  await expect(page.getByTestId('pin-card')).toHaveCount(0);
  found.push(...(await axeViolations(page, 'data plan delivered')));
  await expect
    .poll(() => textsTo(dataNumber), { timeout: 15_000 })
    .toEqual([`Marie voye yon plan entènèt pou ou ak Kredi: ${DATA_PLAN}. Pwofite!`]);
  expect(found).toEqual([]);
});

test('in Kreyòl: the quote, the PIN ready and its sending read in Kreyòl and pass axe', async ({ page }) => {
  const found: string[] = [];
  await quotePlan(page, 'pin', PIN_PLAN);
  await useLanguage(page, 'ht');
  await expectQuoteShowsThePlanOnly(page, PIN_PLAN);
  found.push(...(await axeViolations(page, 'Kreyòl PIN quote')));
  await page.getByRole('button', { name: ht.topups.summary.sendNow }).click();
  await expect(page).toHaveURL(/topup=/, { timeout: 15_000 });

  await expect(page.getByTestId('stage-sentence')).toHaveText(ht.topups.live.pinReady, { timeout: 20_000 });
  await expect(page.getByTestId('stage-detail')).toHaveText(ht.topups.live.pinReadyDetail.replace('{{operator}}', 'Digicel Haiti PIN'));
  await expect(page.getByTestId('pin-send').getByRole('heading')).toHaveText(/^Voye kòd PIN nan bay \+509/);
  await expect(page.getByTestId('send-pin-sms')).toHaveText(/^Voye l pa SMS sou \+509/);
  await expect(page.getByTestId('send-pin-whatsapp')).toHaveText(ht.topups.pin.send.whatsapp);
  await expect(page.getByTestId('copy-pin-message')).toHaveText(ht.topups.pin.send.copy);
  await page.getByTestId('send-pin-sms').click();
  await expect(page.getByTestId('pin-sms-sent')).toHaveText(/^N ap voye kòd PIN nan pa SMS sou \+509/);
  found.push(...(await axeViolations(page, 'Kreyòl PIN ready')));
  await page.screenshot({ path: 'test-results/pin-ready-ht-360.png', fullPage: true });
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(found).toEqual([]);
});
