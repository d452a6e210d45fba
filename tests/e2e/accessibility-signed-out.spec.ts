import en from '../../src/web/i18n/en.json' with { type: 'json' };
import es from '../../src/web/i18n/es.json' with { type: 'json' };
import fr from '../../src/web/i18n/fr.json' with { type: 'json' };
import ht from '../../src/web/i18n/ht.json' with { type: 'json' };
import pt from '../../src/web/i18n/pt.json' with { type: 'json' };
import { axeViolations, scanInEveryLanguage } from './axe';
import { expect, test } from './fixtures';
import { authenticatorCode, newPerson, registerThroughForm, signInThroughForm, turnOnTwoFactor } from './helpers';

const CATALOGS = { en, fr, es, pt, ht };

/**
 * docs/product-rules.md#accessibility: axe (WCAG 2.2 AA) beyond the first load, in the states people spend time in, in all five
 * languages, on the signed-out screens: the language menu open, the forms showing their errors, the
 * reset-password dialog, an error toast, the two-factor step with and without its error. One person and one
 * page for everything; the language changes through the menu, so each state is reached once.
 */
test('signed out: menus, form errors, a dialog, toasts and the two-factor step pass axe in every language', async ({ page }) => {
  test.setTimeout(300_000); // some 40 axe scans: each takes seconds on a machine busy with other work
  const found: string[] = [];
  const person = newPerson('axe-signed-out');
  const menu = page.getByRole('menu');
  const dialog = page.getByRole('dialog');
  const toast = page.locator('.toast-root');

  await test.step('the welcome screen with the language menu open', async () => {
    await page.goto('/');
    await scanInEveryLanguage(
      page,
      '/ menu open',
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
  });

  await test.step('/register with its errors', async () => {
    await page.goto('/register');
    await page.getByRole('button', { name: en.auth.createAccount }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await scanInEveryLanguage(page, '/register errors', found);
  });

  await registerThroughForm(page, person);
  const secret = await turnOnTwoFactor(page, person);
  await page.context().clearCookies();

  await test.step('/login with its errors', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: en.auth.signIn }).click();
    await expect(page.getByText(en.validation.emailRequired)).toBeVisible();
    await scanInEveryLanguage(page, '/login errors', found);
  });

  await test.step('the reset-password dialog, with its error', async () => {
    await scanInEveryLanguage(
      page,
      '/login reset dialog',
      found,
      async (code) => {
        await page.getByRole('button', { name: CATALOGS[code].auth.forgotPassword }).click();
        await dialog.getByLabel(CATALOGS[code].auth.email).fill('not an address');
        await dialog.getByRole('button', { name: CATALOGS[code].auth.resetSend }).click();
        await expect(dialog.getByRole('alert')).toBeVisible();
      },
      async (code) => {
        await dialog.getByRole('button', { name: CATALOGS[code].common.close }).click();
        await expect(dialog).toHaveCount(0);
      },
    );
  });

  await test.step('an error toast', async () => {
    await scanInEveryLanguage(
      page,
      '/login error toast',
      found,
      async (code) => {
        await page.getByLabel(CATALOGS[code].auth.email).fill(`nobody.${code}@example.com`);
        await page.getByLabel(CATALOGS[code].auth.password, { exact: true }).fill('Not-the-password-1');
        await page.getByRole('button', { name: CATALOGS[code].auth.signIn }).click();
        await expect(toast.getByText(CATALOGS[code].auth.loginFailed)).toBeVisible();
        await page.keyboard.press('F8'); // focus in the toast region holds the toast until the scan is done
      },
      async () => {
        await toast.getByRole('button').click();
        await expect(toast).toHaveCount(0);
      },
    );
  });

  await test.step('the two-factor step, then with its error', async () => {
    await signInThroughForm(page, person.email, person.password);
    await expect(page.getByRole('heading', { name: en.auth.twoFactorTitle })).toBeVisible();
    await scanInEveryLanguage(page, '/login two-factor', found);
    await page.getByLabel(en.auth.twoFactorCode).fill('12');
    await page.getByRole('button', { name: en.auth.verify }).click();
    await expect(page.getByRole('alert').filter({ hasText: en.validation.codeFormat })).toBeVisible();
    await scanInEveryLanguage(page, '/login two-factor error', found);
    await page.getByLabel(en.auth.twoFactorCode).fill(authenticatorCode(secret));
    await page.getByRole('button', { name: en.auth.verify }).click();
    await expect(page.getByText(en.auth.loginSuccess).first()).toBeVisible();
    found.push(...(await axeViolations(page, '/dashboard signed-in toast [en]')));
  });

  expect(found).toEqual([]);
});

test('the skip link is the first Tab stop of every signed-out layout and takes focus to the content', async ({ page }) => {
  for (const path of ['/', '/login', '/register']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: en.common.skipToContent });
    await expect(skip, path).toBeFocused();
    await expect(skip, `${path}: shown once focused`).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main'), path).toBeFocused();
    await page.keyboard.press('Tab'); // the next stop is inside the content, not the header again
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null), path).toBe(true);
  }
});
