import { expect, test } from './fixtures';
import { en, newPerson, registerThroughForm, signInThroughForm, waitForMail } from './helpers';

test.describe('identity journeys', () => {
  test('a wrong password shows Login Failed with the reason, and nothing else changes', async ({ page }) => {
    const person = newPerson('wrong-password');
    await registerThroughForm(page, person);
    await page.context().clearCookies();
    await signInThroughForm(page, person.email, 'not-my-password');
    await expect(page.getByText(en.auth.loginFailed).first()).toBeVisible();
    await expect(page.getByText(en.authErrors.INVALID_EMAIL_OR_PASSWORD).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('register shows each broken rule next to its field, in the chosen language', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel(en.auth.firstName).fill('M');
    await page.getByLabel(en.auth.email).fill('marie@');
    await page.getByLabel(en.auth.phoneNumber).fill('305');
    await page.getByLabel(en.auth.password, { exact: true }).fill('secret1');
    await page.getByLabel(en.auth.confirmPassword).fill('secret2');
    await page.getByRole('button', { name: en.auth.createAccount }).click();
    await expect(page.getByText(en.validation.nameMin).first()).toBeVisible();
    await expect(page.getByText(en.validation.email)).toBeVisible();
    await expect(page.getByText(en.validation.phoneMin)).toBeVisible();
    await expect(page.getByText(en.validation.passwordsDontMatch)).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('an email already in use gets a clear message', async ({ page }) => {
    const person = newPerson('taken');
    await registerThroughForm(page, person);
    await page.context().clearCookies();
    await page.goto('/register');
    await page.getByLabel(en.auth.firstName).fill('Other');
    await page.getByLabel(en.auth.lastName).fill('Person');
    await page.getByLabel(en.auth.email).fill(person.email);
    await page.getByLabel(en.auth.phoneNumber).fill('+1 786 555 0199');
    await page.getByLabel(en.auth.password, { exact: true }).fill('Secret-123');
    await page.getByLabel(en.auth.confirmPassword).fill('Secret-123');
    await page.getByRole('button', { name: en.auth.createAccount }).click();
    await expect(page.getByText(en.auth.registrationFailed).first()).toBeVisible();
    await expect(page.getByText(en.authErrors.USER_ALREADY_EXISTS).first()).toBeVisible();
  });

  test('reset password through the sandbox mailbox, then sign in with the new one', async ({ page }) => {
    const person = newPerson('reset');
    await registerThroughForm(page, person);
    await page.context().clearCookies();

    await page.goto('/login');
    await page.getByRole('button', { name: en.auth.forgotPassword }).click();
    const dialog = page.getByRole('dialog', { name: en.auth.resetTitle });
    const send = dialog.getByRole('button', { name: en.auth.resetSend });
    await expect(send).toBeDisabled();
    await dialog.getByLabel(en.auth.email).fill(person.email);
    await send.click();
    await expect(page.getByText(en.auth.resetSent, { exact: true }).first()).toBeVisible();
    await expect(dialog).toBeHidden();

    const mail = await waitForMail(person.email, /Reset your Kredi password/);
    const link = /https?:\/\/\S+reset-password\S+/.exec(mail.text)![0];
    await page.goto(link);
    const choose = page.getByRole('dialog', { name: en.auth.newPasswordTitle });
    await choose.getByLabel(en.auth.newPassword, { exact: true }).fill('Brand-new-456');
    await choose.getByLabel(en.auth.confirmNewPassword).fill('Brand-new-456');
    await choose.getByRole('button', { name: en.auth.saveNewPassword }).click();
    await expect(page.getByText(en.auth.passwordResetDone).first()).toBeVisible();

    await signInThroughForm(page, person.email, 'Brand-new-456');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('federated sign-in through the sandbox OIDC provider creates the user; cancelling shows Sign-in Error', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('federated-sign-in').click();
    await expect(page.getByRole('heading', { name: /Sandbox identity provider/ })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText(en.auth.signInError).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByTestId('federated-sign-in').click();
    // The sign-in form has an email field too: fill the provider's only once its page is there.
    await expect(page.getByRole('heading', { name: /Sandbox identity provider/ })).toBeVisible();
    const email = `federated.${Date.now()}@example.com`;
    await page.getByLabel(/email/i).fill(email);
    await page.getByLabel(/given name/i).fill('Wideline');
    await page.getByLabel(/family name/i).fill('Baptiste');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('dashboard-greeting')).toHaveText('Hello, Wideline');
  });
});

test.describe('access by state (docs/product-rules.md#access-by-state)', () => {
  const APP_ROUTES = [
    '/dashboard',
    '/send-topup',
    '/wallet',
    '/history',
    '/profile',
    '/promotions',
    '/invite-friends',
    '/loyalty',
    '/settings',
    '/security-settings',
    '/support',
    '/privacy-policy',
    '/terms-of-service',
    '/admin',
    '/paypal-setup',
    '/service-fees',
    '/payment-summary',
    '/wallet-summary',
    '/anything-else',
  ];

  test('a signed-out visitor sees the welcome screen at every app route, and the forms at /login and /register', async ({ page }) => {
    for (const route of APP_ROUTES) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }), route).toHaveText(en.welcome.title);
    }
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.auth.loginTitle);
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.auth.registerTitle);
  });

  test('a signed-in person reaches the app and gets the not-found screen elsewhere', async ({ page }) => {
    await registerThroughForm(page, newPerson('routes'));
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.notFound.title);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(en.notFound.title);
  });
});
