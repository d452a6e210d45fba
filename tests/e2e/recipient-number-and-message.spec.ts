import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import ht from '../../src/web/i18n/ht.json' with { type: 'json' };
import { countryName } from '../../src/shared/i18n/country-names';
import { localeOf } from '../../src/shared/i18n/languages';
import { formatPhone } from '../../src/shared/phone';
import { nationalNumber } from '../../src/web/features/topups/format';
import { axeViolations } from './axe';
import { en, newPerson, registerThroughForm, SMS_URL } from './helpers';
import { addTwentyDollars, haitiNumber, sendNow } from './topup-steps';

/**
 * The right number and a message that travels (ADR 0068), as a person meets them on a 360 px phone, in English and Kreyòl: a number
 * pasted from WhatsApp (its invisible direction marks and spaces) is read as they mean it; a US number typed
 * under Haiti is offered its country, and the switch keeps it; a top-up that texts the recipient carries the
 * sender's line in that text, and the sender's bell then says the recipient received it, by the saved name.
 * Every state is scanned by axe.
 */
test.use({ viewport: { width: 360, height: 740 } });

type Words = typeof en;
const LANGUAGES = [
  { code: 'en', words: en, wordsName: 'English', received: { title: 'Top-up received', message: 'Manman received it.' } },
  { code: 'ht', words: ht as Words, wordsName: 'Kreyòl', received: { title: 'Li resevwa rechaj la', message: 'Manman resevwa l.' } },
] as const;

async function useLanguage(page: Page, code: 'en' | 'ht') {
  await page.evaluate((language) => localStorage.setItem('language', language), code);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', code);
}

const numberField = (page: Page) => page.getByTestId('recipient-number');
/** "United States" as the screen names it, in the reader's language. */
const unitedStates = (code: 'en' | 'ht') => countryName('US', localeOf(code), 'United States');
const readAs = (words: Words, e164: string) => words.topups.recipient.readAs.replace('{{phone}}', formatPhone(e164));

async function textsTo(number: string): Promise<string[]> {
  const response = await fetch(`${SMS_URL}/api/messages?to=${encodeURIComponent(number)}`);
  return ((await response.json()) as { messages: { body: string }[] }).messages.map((message) => message.body);
}

async function receivedNotices(page: Page, code: 'en' | 'ht') {
  const response = await page.request.get(`/api/notifications?lang=${code}`);
  const { notifications } = (await response.json()) as { notifications: { id: string; title: string; message: string }[] };
  return notifications.filter((notice) => notice.id.endsWith(':received'));
}

for (const { code, words, wordsName } of LANGUAGES) {
  test(`in ${wordsName}: a number pasted from WhatsApp is read as meant; a US number under Haiti is offered its country`, async ({
    page,
  }) => {
    const found: string[] = [];
    await registerThroughForm(page, newPerson(`number-${code}`));
    await page.goto('/send-topup?country=HT');
    await useLanguage(page, code);
    await expect(page.getByLabel(words.topups.recipient.phoneLabel)).toBeVisible();

    // WhatsApp on Android wraps a copied number in direction marks (U+202A … U+202C): they go, the spaces stay.
    await numberField(page).fill('\u202a+509 37 12 3456\u202c');
    await expect(numberField(page)).toHaveValue('+509 37 12 3456');
    await expect(page.getByTestId('recipient-number-hint')).toHaveText(readAs(words, '+50937123456'));
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('wrong-country')).toHaveCount(0);
    found.push(...(await axeViolations(page, `WhatsApp number read [${code}]`)));

    // A Miami number written internationally, Haiti still chosen: not refused, offered its own country.
    await numberField(page).fill('+1 786 234 5678');
    const offer = page.getByTestId('wrong-country');
    const country = unitedStates(code);
    await expect(offer).toContainText(words.topups.recipient.otherCountry.replace('{{country}}', country));
    const switchButton = page.getByRole('button', { name: words.topups.recipient.switchCountry.replace('{{country}}', country) });
    await expect(switchButton).toBeVisible();
    found.push(...(await axeViolations(page, `another country offered [${code}]`)));
    await page.screenshot({ path: `test-results/recipient-other-country-${code}-360.png`, fullPage: true });

    await switchButton.click();
    // The same number, written the United States' way, under the +1 prefix; the number field has the focus back.
    await expect(page.getByTestId('wrong-country')).toHaveCount(0);
    await expect(numberField(page)).toHaveAccessibleDescription(`+1 ${readAs(words, '+17862345678')}`);
    await expect(numberField(page)).toHaveValue(nationalNumber('+17862345678'));
    await expect(page.getByTestId('recipient-number-hint')).toHaveText(readAs(words, '+17862345678'));
    await expect(numberField(page)).toBeFocused();
    found.push(...(await axeViolations(page, `switched to the United States [${code}]`)));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(found).toEqual([]);
  });

  test(`in ${wordsName}: the sender's line travels in the recipient's text, and the bell says they received it`, async ({ page }) => {
    test.setTimeout(120_000);
    const found: string[] = [];
    const { received } = LANGUAGES.find((language) => language.code === code)!;
    await registerThroughForm(page, newPerson(`message-${code}`));
    await addTwentyDollars(page);
    await page.goto('/send-topup?country=HT');
    await useLanguage(page, code);

    // The recipient, saved as "Manman" on the way.
    const number = haitiNumber('05');
    await numberField(page).fill(number);
    await expect(page.getByTestId('operator-chosen')).toContainText('Digicel Haiti', { timeout: 10_000 });
    await page.getByRole('checkbox', { name: words.topups.recipient.saveThis }).check();
    await page.getByLabel(words.topups.recipient.nameLabel, { exact: true }).fill('Manman');
    await page.getByTestId('recipient-next').click();

    await page.getByTestId('amount-input').fill('5'); // Digicel Haiti takes any amount in its range
    await expect(page.getByTestId('receives-estimate')).toContainText(/HTG/);
    await page.getByTestId('amount-next').click();

    await page.getByText(words.topups.payment.wallet, { exact: true }).click();
    // "Text the recipient" is on unless switched off; the line goes under it, its room counted.
    await expect(page.getByTestId('text-recipient').getByRole('switch')).toBeChecked();
    await page.getByLabel(words.topups.recipient.messageLabel).fill('Bòn fèt Manman ❤');
    await expect(page.getByTestId('recipient-message-count')).toContainText(
      words.topups.recipient.messageRemaining.replace('{{count}}', '').trim(),
    );
    found.push(...(await axeViolations(page, `payment step with a message [${code}]`)));
    await page.screenshot({ path: `test-results/recipient-message-${code}-360.png`, fullPage: true });
    await page.getByTestId('review').click();
    await expect(page).toHaveURL(/\/payment-summary\?quote=/);
    if (code === 'en') await sendNow(page);
    else {
      await page.getByRole('button', { name: words.topups.summary.sendNow }).click();
      await expect(page).toHaveURL(/topup=/, { timeout: 15_000 });
    }
    await expect(page.getByText(words.topups.status.completed).first()).toBeVisible({ timeout: 20_000 });

    // The recipient's text, in Kreyòl for Haiti, with the sender's line on a line of its own.
    const e164 = `+509${number.replace(/\s/g, '')}`;
    await expect
      .poll(() => textsTo(e164), { timeout: 15_000 })
      .toEqual([expect.stringMatching(/^Marie voye .* Pwofite!\nBòn fèt Manman ❤$/)]);

    // Once the text has gone, the sender hears the recipient received it: in the bell, by the name they saved.
    await expect.poll(async () => (await receivedNotices(page, code)).length, { timeout: 15_000 }).toBe(1);
    await page.goto('/dashboard');
    await page.getByTestId('notification-bell').click();
    const list = page.getByRole('region', { name: words.notifications.title, exact: true });
    await expect(list.getByRole('heading', { name: received.title })).toBeVisible();
    await expect(list.getByText(received.message, { exact: true })).toBeVisible();
    found.push(...(await axeViolations(page, `the bell: received [${code}]`)));
    await page.screenshot({ path: `test-results/recipient-received-${code}-360.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(found).toEqual([]);
  });
}
