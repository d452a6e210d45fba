import ht from '../../src/web/i18n/ht.json' with { type: 'json' };
import { axeViolations } from './axe';
import { anotherPersonsPage, expect, test } from './fixtures';
import { en, newPerson, registerThroughForm, SMS_URL } from './helpers';
import { haitiNumber, sendNow } from './topup-steps';

/**
 * "Ask for credit" (ADR 0067): a mother asks, signed out on a small phone in Kreyòl; her son, signed in in English,
 * opens her link, lands on the send screen filled in and pays; she is texted in Kreyòl once it is delivered.
 */
test('a request made signed out at 360 px in Kreyòl, answered by someone signed in in English, texted back', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const number = haitiNumber('07');
  const e164 = `+509${number.replace(/\s/g, '')}`;

  // The requester: no account, a 360 px phone, the Kreyòl page.
  await page.goto('/');
  const { context: mother, page: ask } = await anotherPersonsPage(browser, new URL(page.url()).origin, {
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  await ask.goto('/ht/ask');
  await expect(ask.getByRole('heading', { name: ht.creditRequests.ask.title })).toBeVisible();
  expect(await axeViolations(ask, 'ask form')).toEqual([]);
  await ask.getByTestId('ask-phone').fill(number);
  await expect(ask.getByTestId('ask-operator')).toHaveText(ht.creditRequests.ask.operatorFound.replace('{{operator}}', 'Digicel Haiti'));
  await ask.locator('[data-testid^="ask-amount-"]:not([data-testid="ask-amount-none"])').first().click();
  await ask.getByTestId('ask-name').fill('Marie');
  await ask.getByTestId('ask-message').fill('Mwen bezwen rele doktè a');
  await ask.getByTestId('ask-submit').click();
  await expect(ask.getByText(ht.creditRequests.share.ready)).toBeVisible();
  const link = (await ask.getByTestId('share-link').textContent())!.trim();
  expect(link).toMatch(/\/r\/[A-Za-z0-9_-]{24}$/);
  expect(link).not.toContain('509');
  const whatsapp = await ask.getByTestId('share-whatsapp').getAttribute('href');
  expect(decodeURIComponent(whatsapp!.replace('https://wa.me/?text=', ''))).toContain(link);
  await expect(ask.getByTestId('share-sms')).toHaveAttribute('href', /^sms:\?&body=.+/);
  await expect(ask.getByTestId('share-qr')).toBeVisible();
  expect(await axeViolations(ask, 'link made')).toEqual([]);
  const path = new URL(link).pathname;

  // Opened signed out: who asks, and sign-in or sign-up that come back to the link.
  await ask.goto(path);
  await expect(ask.getByTestId('request-asks')).toHaveText(
    ht.creditRequests.send.asksWithMessage.replace('{{name}}', 'Marie').replace('{{message}}', 'Mwen bezwen rele doktè a'),
  );
  await expect(ask.getByTestId('request-sign-in')).toHaveAttribute('href', new RegExp(`next=${encodeURIComponent(path)}`));
  expect(await axeViolations(ask, 'link opened signed out')).toEqual([]);

  // The answerer: signed in, in English, with funds.
  await registerThroughForm(page, { ...newPerson('answerer'), firstName: 'Jean', lastName: 'Baptiste' });
  // $20 through the PayPal sandbox; its capture may take a while on a busy machine.
  await page.goto('/wallet');
  await page.getByRole('button', { name: '$20.00' }).first().click();
  await page.getByRole('button', { name: en.wallet.addFunds.continue }).click();
  await page.getByRole('button', { name: en.walletSummary.payWithPayPal }).click();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('$22.00').first()).toBeVisible({ timeout: 90_000 });
  await page.goto(path);
  await expect(page).toHaveURL(/\/send-topup\?step=payment/);
  await expect(page.getByTestId('credit-request-note')).toHaveText('Marie asks for credit: “Mwen bezwen rele doktè a”');
  expect(await axeViolations(page, 'send screen from a request')).toEqual([]);
  await page.getByText(en.topups.payment.wallet, { exact: true }).click();
  await page.getByTestId('review').click();
  await expect(page).toHaveURL(/\/payment-summary\?quote=/);
  await sendNow(page);
  await expect(page.getByText(en.topups.status.completed).first()).toBeVisible({ timeout: 30_000 });

  // The requester's text, in Kreyòl, naming the sender.
  await expect
    .poll(
      async () => {
        const response = await fetch(`${SMS_URL}/api/messages?to=${encodeURIComponent(e164)}`);
        return ((await response.json()) as { messages: { body: string }[] }).messages.map((message) => message.body);
      },
      { timeout: 30_000 },
    )
    .toEqual([expect.stringMatching(/^Jean reponn demann ou te fè sou Kredi a: .+ kredi rive sou telefòn ou\.$/)]);

  // Opened again: already answered, before anyone pays.
  await ask.goto(path);
  await expect(ask.getByTestId('request-answered')).toBeVisible();
  await mother.close();
});
