import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { authenticatorCode, en, grantAdmin, newPerson, registerThroughForm, type Person } from './helpers';
import { addTwentyDollars, haitiNumber, prepareHaitiTopup, sendNow } from './topup-steps';

const PORT = Number(process.env.E2E_PORT ?? 3210);
/** The aggregator sandbox's control API (playwright.config.ts fixes its port). */
const AGGREGATOR_URL = `http://127.0.0.1:${PORT + 5}`;
const tx = en.admin.transactions;

async function aggregatorSettings(settings: Record<string, unknown>) {
  const response = await fetch(`${AGGREGATOR_URL}/sandbox/settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(settings),
  });
  expect(response.ok).toBe(true);
}

/** Staff actions that move money ask for two-factor: turned on as a person does it, on the security screen. */
async function turnOnTwoFactor(page: Page, person: Person) {
  await page.goto('/security-settings');
  await page.getByRole('button', { name: en.security.twoFactor.enable }).click();
  await page.getByLabel(en.security.twoFactor.passwordLabel, { exact: true }).fill(person.password);
  await page.getByRole('button', { name: en.security.twoFactor.continue }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  await page.getByLabel(en.security.twoFactor.codeLabel).fill(authenticatorCode(secret));
  await page.getByRole('button', { name: en.security.twoFactor.confirm }).click();
  await expect(page.getByText(en.security.twoFactor.enabledTitle).first()).toBeVisible();
}

async function newAdmin(page: Page, tag: string) {
  const person = newPerson(tag);
  await registerThroughForm(page, person);
  grantAdmin(person.email);
  return person;
}

test.describe('the Transactions tab', () => {
  test.afterAll(() => aggregatorSettings({ pendingDelayMs: 3000 }));

  test('an admin filters, opens a top-up the aggregator never confirmed, marks it delivered and sees its timeline', async ({ page }) => {
    test.setTimeout(120_000);
    // The aggregator keeps this top-up PROCESSING until settled by hand: it never confirms it.
    await aggregatorSettings({ pendingDelayMs: 'manual' });
    const admin = await newAdmin(page, 'admin-tx');
    await turnOnTwoFactor(page, admin);
    await addTwentyDollars(page);
    await prepareHaitiTopup(page, haitiNumber('81'), 'wallet');
    await sendNow(page);
    // The worker sent it and got no answer: the order waits, unknown.
    const unknownOfAdmin = `/api/admin/transactions?status=unknown&user=${encodeURIComponent(admin.email)}`;
    await expect
      .poll(async () => ((await (await page.request.get(unknownOfAdmin)).json()) as { transactions: unknown[] }).transactions.length, {
        timeout: 20_000,
      })
      .toBe(1);

    await page.goto('/admin?tab=transactions');
    await expect(page.getByRole('heading', { name: tx.heading })).toBeVisible();
    await page.getByLabel(tx.status).selectOption('unknown');
    await page.getByLabel(tx.user).fill(admin.email);
    await page.getByRole('button', { name: tx.apply }).click();
    const rows = page.getByTestId('admin-transactions').getByRole('listitem');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(tx.statuses.unknown);
    await rows.first().getByRole('button').click();

    await expect(page.getByRole('heading', { name: tx.topup.heading })).toBeVisible();
    await expect(page).toHaveURL(/tab=transactions&topup=/);
    const form = page.getByTestId('resolve-form');
    await form.getByLabel(tx.resolve.delivered).check();
    await form.getByLabel(tx.resolve.reference).fill('DIGICEL-E2E-4242');
    await form.getByLabel(tx.reason).fill('The operator confirmed the credit by phone');
    await form.getByRole('button', { name: tx.resolve.submit.delivered }).click();

    await expect(page.getByText(tx.resolve.done.delivered).first()).toBeVisible();
    const summary = page.getByTestId('topup-summary');
    await expect(summary).toContainText(tx.statuses.succeeded);
    await expect(summary).toContainText('DIGICEL-E2E-4242');
    await expect(page.getByTestId('resolve-form')).toHaveCount(0);
    const timeline = page.getByTestId('topup-timeline');
    await expect(timeline).toContainText(`Sent to the aggregator: ${tx.outcomes.unknown}`);
    await expect(timeline).toContainText('Ledger: topup_cost');
    await expect(timeline).toContainText('Receipt to the customer');
    // A goodwill refund is now offered for the delivered top-up.
    await expect(page.getByTestId('goodwill-form')).toBeVisible();
  });

  for (const language of ['en', 'ht'] as const) {
    test(`passes an axe scan (${language})`, async ({ page }) => {
      await newAdmin(page, `admin-tx-axe-${language}`);
      await page.evaluate((lang) => localStorage.setItem('language', lang), language);
      await page.goto('/admin?tab=transactions');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('#transactions-heading')).toBeVisible();
      await expect(page.locator('#reconciliation-heading')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    });
  }
});
