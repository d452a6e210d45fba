import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { authenticatorCode, en, newPerson, registerThroughForm, signInThroughForm } from './helpers';

async function signOutFromProfile(page: Page) {
  await page.getByTestId('avatar').click();
  await expect(page).toHaveURL(/\/profile$/);
  // The address changes at once; the last screen stays until the profile's code has come, and its own
  // "Sign out other sessions" (security settings) must not take the press meant for this one.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.profile.title);
  await page.getByRole('button', { name: en.profile.signOut.button, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.welcome.title);
}

test.describe('account journeys', () => {
  test('register → dashboard → logout → login', async ({ page }) => {
    const person = newPerson('round-trip');
    await registerThroughForm(page, person);
    await expect(page.getByTestId('avatar')).toHaveText('M');
    await signOutFromProfile(page);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.welcome.title); // signed out: no dashboard
    await signInThroughForm(page, person.email, person.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(en.auth.loginSuccess).first()).toBeVisible();
    await expect(page.getByTestId('dashboard-greeting')).toHaveText(`Hello, ${person.firstName}`);

    // The session survives a reload: the cookie, not a stored token, keeps the person signed in.
    await page.reload();
    await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['language']);
  });

  test('two-factor: enrol with an authenticator code, then sign in asks for a code', async ({ page }) => {
    const person = newPerson('two-factor');
    await registerThroughForm(page, person);
    await page.goto('/security-settings');
    await page.getByRole('button', { name: en.security.twoFactor.enable }).click();
    await page.getByLabel(en.security.twoFactor.passwordLabel, { exact: true }).fill(person.password);
    await page.getByRole('button', { name: en.security.twoFactor.continue }).click();
    await expect(page.getByRole('img', { name: en.security.twoFactor.qrAlt })).toBeVisible();
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    await page.getByLabel(en.security.twoFactor.codeLabel).fill(authenticatorCode(secret));
    await page.getByRole('button', { name: en.security.twoFactor.confirm }).click();
    await expect(page.getByText(en.security.twoFactor.enabledTitle).first()).toBeVisible();

    await signOutFromProfile(page);
    await signInThroughForm(page, person.email, person.password);
    await expect(page.getByRole('heading', { name: en.auth.twoFactorTitle })).toBeVisible();
    await page.getByLabel(en.auth.twoFactorCode).fill('000000');
    await page.getByRole('button', { name: en.auth.verify }).click();
    await expect(
      page.getByText(en.authErrors.INVALID_CODE).or(page.getByText(en.authErrors.INVALID_TWO_FACTOR_AUTHENTICATION)),
    ).toBeVisible();
    await page.getByLabel(en.auth.twoFactorCode).fill(authenticatorCode(secret));
    await page.getByRole('button', { name: en.auth.verify }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('delete account: confirm with the password, then signed out and unable to sign in', async ({ page }) => {
    const person = newPerson('delete');
    await registerThroughForm(page, person);
    await page.goto('/profile');
    await page.getByRole('button', { name: en.deleteAccount.open }).click();
    const dialog = page.getByRole('dialog', { name: en.deleteAccount.title });
    await expect(dialog.getByText(en.deleteAccount.kept)).toBeVisible();
    await dialog.getByLabel(en.deleteAccount.passwordLabel, { exact: true }).fill('wrong-password');
    await dialog.getByRole('button', { name: en.deleteAccount.confirm }).click();
    await expect(dialog.getByText(en.validation.passwordIncorrect)).toBeVisible();

    await dialog.getByLabel(en.deleteAccount.passwordLabel, { exact: true }).fill(person.password);
    await dialog.getByRole('button', { name: en.deleteAccount.confirm }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.welcome.title, { timeout: 10_000 });

    await signInThroughForm(page, person.email, person.password);
    await expect(page.getByText(en.auth.loginFailed).first()).toBeVisible();
  });
});
