import type { Page } from '@playwright/test';
import en from '../../src/web/i18n/en.json' with { type: 'json' };
import es from '../../src/web/i18n/es.json' with { type: 'json' };
import fr from '../../src/web/i18n/fr.json' with { type: 'json' };
import ht from '../../src/web/i18n/ht.json' with { type: 'json' };
import pt from '../../src/web/i18n/pt.json' with { type: 'json' };
import { scanInEveryLanguage } from './axe';
import { expect, test } from './fixtures';
import { newPerson, registerThroughForm } from './helpers';
import { addTwentyDollars, haitiNumber, prepareHaitiTopup, sendNow } from './topup-steps';

const CATALOGS = { en, fr, es, pt, ht };
const PORT = Number(process.env.E2E_PORT ?? 3210);
/** The aggregator sandbox's control API (playwright.config.ts fixes its port). */
const AGGREGATOR_URL = `http://127.0.0.1:${PORT + 5}`;

async function aggregator(path: string, body: Record<string, unknown> = {}) {
  const response = await fetch(`${AGGREGATOR_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
}

/** A state that stays on screen while the language changes under it. */
const scan = (page: Page, state: string, found: string[]) => scanInEveryLanguage(page, state, found);

/**
 * docs/product-rules.md#accessibility: axe (WCAG 2.2 AA) in the signed-in states people spend time in, in all five languages: the
 * header's menus, a dialog with its error, a toast, every send step with its validation errors, the payment
 * summary and the status page delivered, pending and failed. One person, one page; the language changes
 * through the menu, so each state is reached once.
 */
test('signed in: menus, dialogs, toasts, the send flow and every status pass axe in every language', async ({ page }) => {
  test.setTimeout(420_000); // some 60 axe scans: each takes seconds on a machine busy with other work
  const found: string[] = [];
  const dialog = page.getByRole('dialog');
  const toast = page.locator('.toast-root');
  await registerThroughForm(page, newPerson('axe-signed-in'));
  await addTwentyDollars(page);

  await test.step('the skip link: first Tab stop, Enter takes focus to the content', async () => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: en.common.skipToContent })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  await test.step('the header: the language menu and the notifications list open', async () => {
    const menu = page.getByRole('menu');
    await scanInEveryLanguage(
      page,
      '/dashboard language menu open',
      found,
      async () => {
        await page.getByTestId('language-switcher').first().click();
        await expect(menu).toBeVisible();
      },
      async () => {
        await page.keyboard.press('Escape');
        await expect(menu).toHaveCount(0);
      },
    );
    const bell = page.getByTestId('notification-bell');
    await scanInEveryLanguage(
      page,
      '/dashboard notifications open',
      found,
      async () => {
        await bell.click();
        await expect(bell).toHaveAttribute('aria-expanded', 'true');
      },
      async () => {
        await page.keyboard.press('Escape');
        await expect(bell).toHaveAttribute('aria-expanded', 'false');
      },
    );
  });

  await test.step('/profile: the delete-account dialog with its error, and a success toast', async () => {
    await page.goto('/profile');
    await scanInEveryLanguage(
      page,
      '/profile delete dialog',
      found,
      async (code) => {
        await page.getByRole('button', { name: CATALOGS[code].deleteAccount.open }).click();
        await dialog.getByRole('button', { name: CATALOGS[code].deleteAccount.confirm }).click();
        await expect(dialog.getByRole('alert')).toBeVisible();
      },
      async (code) => {
        await dialog.getByRole('button', { name: CATALOGS[code].common.close }).click();
        await expect(dialog).toHaveCount(0);
      },
    );
    await scanInEveryLanguage(
      page,
      '/profile saved toast',
      found,
      async (code) => {
        await page.getByRole('button', { name: CATALOGS[code].profile.personal.edit }).click();
        await page.getByRole('button', { name: CATALOGS[code].profile.personal.save }).click();
        await expect(toast.getByText(CATALOGS[code].profile.personal.savedTitle)).toBeVisible();
        await page.keyboard.press('F8'); // focus in the toast region holds the toast until the scan is done
      },
      async () => {
        await toast.getByRole('button').click();
        await expect(toast).toHaveCount(0);
      },
    );
  });

  await test.step('every send step, with its validation errors', async () => {
    await page.goto('/send-topup');
    await expect(page.getByRole('heading', { name: en.topups.steps.countryHeading })).toBeVisible();
    // Searched, as people use it: the rows are alike, and the whole list (233 countries) would cost a scan 20 rows do not.
    await page.getByLabel(en.topups.country.searchLabel).fill('Ha');
    await scan(page, '/send-topup country searched', found);

    await page.goto('/send-topup?country=HT');
    await page.getByRole('button', { name: en.topups.next }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await scan(page, '/send-topup recipient errors', found);
    await page.getByLabel(en.topups.recipient.phoneLabel).fill(haitiNumber('05'));
    await expect(page.getByText('Digicel Haiti').first()).toBeVisible({ timeout: 10_000 });
    await page.getByRole('button', { name: en.topups.next }).click();

    const amountField = page.getByTestId('amount-input');
    await expect(page.getByRole('heading', { name: en.topups.steps.amountHeading })).toBeVisible();
    if (await amountField.isVisible()) await amountField.fill('0.5');
    await page.getByTestId('amount-next').click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await scan(page, '/send-topup amount errors', found);
    if (await amountField.isVisible()) await amountField.fill('5');
    else await page.getByRole('button', { name: '$5.00' }).first().click();
    await page.getByTestId('amount-next').click();

    await page.getByText(en.topups.payment.wallet, { exact: true }).click();
    await page.getByTestId('promo-code').fill('NO-SUCH-CODE');
    await page.getByTestId('review').click();
    await expect(page.getByTestId('promo-code').locator('xpath=..').getByRole('alert')).toBeVisible();
    await scan(page, '/send-topup payment with a refused promo code', found);
    await page.getByTestId('promo-code').fill('');
    await page.getByTestId('review').click();
    await expect(page).toHaveURL(/\/payment-summary\?quote=/);
    await expect(page.getByTestId('send-now')).toBeEnabled();
    await scan(page, '/payment-summary', found);
  });

  await test.step('the status page: delivered', async () => {
    await sendNow(page);
    await expect(page.getByText(en.topups.status.completed).first()).toBeVisible({ timeout: 20_000 });
    await scan(page, '/payment-summary delivered', found);
  });

  await test.step('the status page: pending', async () => {
    await aggregator('/sandbox/settings', { pendingDelayMs: 'manual' });
    try {
      await prepareHaitiTopup(page, haitiNumber('81'), 'wallet');
      await sendNow(page);
      await expect(page.getByText(en.topups.status.pending).first()).toBeVisible({ timeout: 15_000 });
      await scan(page, '/payment-summary pending', found);
    } finally {
      await aggregator('/sandbox/settings', { pendingDelayMs: 3000 });
      await aggregator('/sandbox/transactions/resolve-all');
    }
  });

  await test.step('the status page: failed and refunded', async () => {
    await prepareHaitiTopup(page, haitiNumber('88'), 'wallet');
    await sendNow(page);
    await expect(page.getByTestId('failure-reason')).toBeVisible({ timeout: 20_000 });
    await scan(page, '/payment-summary failed', found);
  });

  expect(found).toEqual([]);
});
