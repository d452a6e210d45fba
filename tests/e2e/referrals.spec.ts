import AxeBuilder from '@axe-core/playwright';
import { devices, type Page } from '@playwright/test';
import ht from '../../src/web/i18n/ht.json' with { type: 'json' };
import { anotherPersonsPage, expect, test } from './fixtures';
import { en, newPerson, registerThroughForm, type Person } from './helpers';
import { addTwentyDollars, haitiNumber, prepareHaitiTopup, sendNow } from './topup-steps';

/** The register form filled as a person would, the referral code already there from the link. */
async function registerFromInvitation(page: Page, link: string, person: Person, code: string) {
  await page.goto(link);
  await expect(page.getByLabel(en.referrals.registerField)).toHaveValue(code);
  await page.getByLabel(en.auth.firstName).fill(person.firstName);
  await page.getByLabel(en.auth.lastName).fill(person.lastName);
  await page.getByLabel(en.auth.email).fill(person.email);
  await page.getByLabel(en.auth.phoneNumber).fill(person.phone);
  await page.getByLabel(en.auth.password, { exact: true }).fill(person.password);
  await page.getByLabel(en.auth.confirmPassword).fill(person.password);
  await page.getByRole('button', { name: en.auth.createAccount }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe('invite friends', () => {
  test('a friend registers through the copied link and tops up; the referrer sees $2 paid', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await registerThroughForm(page, { ...newPerson('referrer'), firstName: 'Jean', lastName: 'Baptiste' });
    await page.goto('/invite-friends');
    const code = (await page.getByTestId('referral-code').textContent())!.trim();
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{7}$/);
    await expect(page.getByTestId('referral-link')).toHaveText(new RegExp(`/register\\?ref=${code}$`));
    await page.getByRole('button', { name: en.referrals.copyLink }).click();
    await expect(page.getByText(en.referrals.copiedLink).first()).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`/register\\?ref=${code}$`));
    const whatsapp = await page.getByRole('link', { name: en.referrals.share.whatsapp }).getAttribute('href');
    expect(decodeURIComponent(whatsapp!.replace('https://wa.me/?text=', ''))).toContain(link);
    await expect(page.getByRole('link', { name: en.referrals.share.email })).toHaveAttribute('href', /^mailto:\?subject=.+&body=.+/);
    await expect(page.getByRole('link', { name: en.referrals.share.sms })).toHaveAttribute('href', /^sms:\?&body=.+/);
    await expect(page.getByText(en.referrals.list.empty)).toBeVisible();

    // The friend, in a browser of their own.
    const { context: friendContext, page: friend } = await anotherPersonsPage(browser, new URL(page.url()).origin, devices['Pixel 7']);
    await registerFromInvitation(friend, link, { ...newPerson('friend'), firstName: 'Marie', lastName: 'Dupont' }, code);
    await page.reload();
    await expect(page.getByTestId('referral-list')).toContainText('Marie D.');
    await expect(page.getByTestId('referral-list')).toContainText(en.referrals.status.pending);

    await addTwentyDollars(friend);
    await prepareHaitiTopup(friend, haitiNumber('05'), 'wallet');
    await sendNow(friend);
    await expect(friend.getByText(en.topups.status.completed).first()).toBeVisible({ timeout: 20_000 });
    await friendContext.close();

    await page.reload();
    await expect(page.getByTestId('referral-list')).toContainText(en.referrals.status.paid);
    await expect(page.getByTestId('referrals-total-earned')).toHaveText('$2.00');
    await expect(page.getByTestId('referrals-friends-invited')).toHaveText('1');
    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText('$4.00'); // the welcome $2 and the referral $2
    await expect(page.getByText(en.wallet.activity.types.referral_bonus).first()).toBeVisible();
  });

  test('a friend who signs up with the federated provider from the invitation link is recorded too', async ({ page, browser }) => {
    await registerThroughForm(page, newPerson('fed-referrer'));
    await page.goto('/invite-friends');
    const code = (await page.getByTestId('referral-code').textContent())!.trim();

    const { context: friendContext, page: friend } = await anotherPersonsPage(browser, new URL(page.url()).origin, devices['Pixel 7']);
    await friend.goto(`/register?ref=${code}`);
    await friend.getByTestId('federated-sign-in').click();
    // The register form has an email field too: fill the provider's only once its page is there.
    await expect(friend.getByRole('heading', { name: /Sandbox identity provider/ })).toBeVisible();
    await friend.getByLabel(/email/i).fill(`federated.friend.${Date.now()}@example.com`);
    await friend.getByLabel(/given name/i).fill('Wideline');
    await friend.getByLabel(/family name/i).fill('Baptiste');
    await friend.getByRole('button', { name: 'Continue' }).click();
    await expect(friend).toHaveURL(/\/dashboard$/);
    await friendContext.close();

    await page.reload();
    await expect(page.getByTestId('referral-list')).toContainText('Wideline B.');
    await expect(page.getByTestId('referrals-friends-invited')).toHaveText('1');
  });

  test("'Copy Failed' when the browser refuses the clipboard", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('NotAllowedError')) } });
    });
    await registerThroughForm(page, newPerson('copy-failed'));
    await page.goto('/invite-friends');
    await page.getByRole('button', { name: en.referrals.copyCode }).click();
    await expect(page.getByText(en.referrals.copyFailed, { exact: true }).first()).toBeVisible();
  });

  test('an unknown code is refused on its field; a language-prefixed link keeps the code', async ({ page }) => {
    await page.goto('/register?ref=ZZZZZZZ');
    const person = newPerson('unknown-code');
    await page.getByLabel(en.auth.firstName).fill(person.firstName);
    await page.getByLabel(en.auth.lastName).fill(person.lastName);
    await page.getByLabel(en.auth.email).fill(person.email);
    await page.getByLabel(en.auth.phoneNumber).fill(person.phone);
    await page.getByLabel(en.auth.password, { exact: true }).fill(person.password);
    await page.getByLabel(en.auth.confirmPassword).fill(person.password);
    await page.getByRole('button', { name: en.auth.createAccount }).click();
    await expect(page.getByText(en.validation.referralCode)).toBeVisible();
    await expect(page).toHaveURL(/\/register\?ref=ZZZZZZZ$/);

    await page.goto('/ht/register?ref=abc2def');
    await expect(page.getByLabel(ht.referrals.registerField)).toHaveValue('abc2def');
  });

  for (const language of ['en', 'ht'] as const) {
    test(`/invite-friends passes an axe scan (${language})`, async ({ page }) => {
      await registerThroughForm(page, newPerson(`axe-invite-${language}`));
      await page.evaluate((lang) => localStorage.setItem('language', lang), language);
      await page.goto('/invite-friends');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByTestId('referral-code')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    });
  }
});
