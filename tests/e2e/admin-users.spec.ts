import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import ht from '../../src/web/i18n/ht.json' with { type: 'json' };
import { authenticatorCode, en, grantAdmin, newPerson, registerThroughForm, signInThroughForm, type Person } from './helpers';

/** An admin as docs/product-rules.md#step-up wants one: granted by the operator's CLI, with two-factor turned on (step-up). */
async function adminWithTwoFactor(page: Page): Promise<Person> {
  const admin = newPerson('admin-users');
  await registerThroughForm(page, admin);
  grantAdmin(admin.email);
  await page.goto('/security-settings');
  await page.getByRole('button', { name: en.security.twoFactor.enable }).click();
  await page.getByLabel(en.security.twoFactor.passwordLabel, { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: en.security.twoFactor.continue }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  await page.getByLabel(en.security.twoFactor.codeLabel).fill(authenticatorCode(secret));
  await page.getByRole('button', { name: en.security.twoFactor.confirm }).click();
  await expect(page.getByText(en.security.twoFactor.enabledTitle).first()).toBeVisible();
  return admin;
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

test.describe('admin: overview and users (docs/product-rules.md#admin-users)', () => {
  test('an admin sees the overview, finds a person by email, blocks them (signed out at once) and unblocks them', async ({
    page,
    browser,
  }) => {
    const theirs = await browser.newContext();
    const them = await theirs.newPage();
    const person = newPerson('blocked-person');
    await registerThroughForm(them, person);

    await adminWithTwoFactor(page);
    await page.goto('/admin?tab=overview');
    await expect(page.getByRole('heading', { name: en.admin.overview.heading })).toBeVisible();
    await expect(page.getByTestId('overview-totalUsers')).toHaveText(/^\d[\d,]*$/);
    await expect(page.getByText(en.admin.overview.activeUsersNote.replace('{{days}}', '30'))).toBeVisible();
    await expect(page.getByTestId('overview-chart').locator('svg').first()).toBeVisible();
    await expect(page.getByRole('table', { name: en.admin.overview.chart.heading })).toBeAttached();
    await expect(page.getByTestId('overview-health')).toContainText(en.admin.overview.health.ledgerOk);
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: en.admin.tabs.users }).click();
    await page.getByRole('searchbox', { name: en.admin.users.searchLabel }).fill(person.email);
    await page.getByRole('button', { name: en.admin.users.search, exact: true }).click();
    await expect(page.getByTestId('user-results').getByRole('button')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page
      .getByTestId('user-results')
      .getByRole('button', { name: new RegExp(person.email) })
      .click();
    await expect(page.getByRole('heading', { name: `${person.firstName} ${person.lastName}` })).toBeVisible();
    await expect(page.getByTestId('user-balance')).toHaveText('$2.00');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: en.admin.users.block, exact: true }).click();
    await page.getByLabel(en.admin.users.reason).fill('Suspected card fraud');
    await page.getByRole('button', { name: en.admin.users.blockConfirm }).click();
    await expect(page.getByTestId('blocked-reason')).toContainText('Suspected card fraud');

    // Their other browser is signed out on its next request, and cannot sign in again.
    await them.goto('/wallet-summary');
    await expect(them.getByRole('link', { name: en.welcome.haveAccount })).toBeVisible();
    await signInThroughForm(them, person.email, person.password);
    await expect(them.getByText(en.authErrors.ACCOUNT_BLOCKED, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: en.admin.users.unblock }).click();
    await expect(page.getByTestId('blocked-reason')).toHaveCount(0);
    await signInThroughForm(them, person.email, person.password);
    await expect(them).toHaveURL(/\/dashboard$/);
    await theirs.close();
  });

  test('the Overview and Users tabs pass axe in Kreyòl', async ({ page }) => {
    await adminWithTwoFactor(page);
    await page.goto('/ht/admin?tab=overview');
    await expect(page.getByRole('heading', { name: ht.admin.overview.heading })).toBeVisible();
    await expect(page.getByTestId('overview-chart').locator('svg').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/ht/admin?tab=users');
    await expect(page.getByRole('heading', { name: ht.admin.users.heading })).toBeVisible();
    await expect(page.getByTestId('user-results')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
