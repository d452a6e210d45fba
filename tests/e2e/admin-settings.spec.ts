import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { authenticatorCode, en, grantAdmin, newPerson, registerThroughForm } from './helpers';
import { haitiNumber, prepareHaitiTopup } from './topup-steps';

/** An admin with two-factor on, freshly signed in by turning it on: staff changes pass step-up. */
async function becomeSteppedUpAdmin(page: Page) {
  const person = newPerson('admin-settings');
  await registerThroughForm(page, person);
  grantAdmin(person.email);
  await page.goto('/security-settings');
  await page.getByRole('button', { name: en.security.twoFactor.enable }).click();
  await page.getByLabel(en.security.twoFactor.passwordLabel, { exact: true }).fill(person.password);
  await page.getByRole('button', { name: en.security.twoFactor.continue }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  await page.getByLabel(en.security.twoFactor.codeLabel).fill(authenticatorCode(secret));
  await page.getByRole('button', { name: en.security.twoFactor.confirm }).click();
  await expect(page.getByText(en.security.twoFactor.enabledTitle).first()).toBeVisible();
  return person;
}

async function expectNoAxeViolations(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    results.violations.map((v) => `${label}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`),
    label,
  ).toEqual([]);
}

test.describe('admin settings (docs/product-rules.md#admin-settings)', () => {
  test('an admin changes the top-up fee and sees it on the next quote in the send flow', async ({ page }) => {
    test.setTimeout(120_000);
    await becomeSteppedUpAdmin(page);
    await page.goto('/admin?tab=settings');
    const fees = page.getByTestId('setting-fees');
    await expect(fees).toBeVisible();
    await fees.getByLabel(en.admin.settings.fees.topupPercent).fill('5.00');
    await fees.getByLabel(en.admin.settings.fees.topupFixed).fill('1.00');
    await fees.getByRole('button', { name: en.admin.settings.save }).click();
    // Kept: the value it replaced (the environment's 2 % + $0.50), and who changed it.
    await expect(page.getByTestId('previous-fees')).toContainText(`${en.admin.settings.fees.topupPercent}: 2%`);
    await expect(page.getByTestId('previous-fees')).toContainText('$0.50');

    // A bad value is refused on its field, and nothing changes.
    await fees.getByLabel(en.admin.settings.fees.topupPercent).fill('five');
    await fees.getByRole('button', { name: en.admin.settings.save }).click();
    await expect(fees.getByText(en.admin.settings.errors.number)).toBeVisible();

    // $5 at 5 % + $1.00 = $1.25 top-up fee (it was $0.60 at the defaults).
    await prepareHaitiTopup(page, haitiNumber('05'), 'paypal');
    await expect(page.getByText('$1.25').first()).toBeVisible();

    // The journeys after this one share the server: put the environment's fee back.
    await page.goto('/admin?tab=settings');
    await fees.getByLabel(en.admin.settings.fees.topupPercent).fill('2.00');
    await fees.getByLabel(en.admin.settings.fees.topupFixed).fill('0.50');
    await fees.getByRole('button', { name: en.admin.settings.save }).click();
    await expect(page.getByTestId('previous-fees')).toContainText(`${en.admin.settings.fees.topupPercent}: 5%`);
  });

  for (const language of ['en', 'ht'] as const) {
    test(`the Settings tab passes an axe scan (${language})`, async ({ page }) => {
      test.setTimeout(90_000);
      await becomeSteppedUpAdmin(page);
      await page.evaluate((lang) => localStorage.setItem('language', lang), language);
      await page.goto('/admin?tab=settings');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByTestId('setting-fees')).toBeVisible();
      await expect(page.getByTestId('operator-switches')).toBeVisible();
      await expectNoAxeViolations(page, `settings ${language}`);
      await page.getByTestId('new-promotion').click();
      await expect(page.getByTestId('promotion-form')).toBeVisible();
      await expectNoAxeViolations(page, `promotion form ${language}`);
    });
  }
});
