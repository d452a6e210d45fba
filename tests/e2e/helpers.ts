import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import en from '../../src/web/i18n/en.json' with { type: 'json' };
import { authenticatorCode } from './totp';

export { en, authenticatorCode };

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const MAILBOX_URL = `http://127.0.0.1:${PORT + 1}`;
export const SMS_URL = `http://127.0.0.1:${PORT + 3}`;

let counter = 0;
/** A fresh email per journey, so journeys never depend on each other. */
export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;
}

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

export function newPerson(tag: string): Person {
  return { firstName: 'Marie', lastName: 'Joseph', email: uniqueEmail(tag), phone: '+1 305 555 0123', password: 'Secret-123' };
}

/** Registers through the form, as a person would, and waits for the dashboard (`from`: e.g. an invitation's `/register?ref=`). */
export async function registerThroughForm(page: Page, person: Person, from = '/register'): Promise<void> {
  await page.goto(from);
  await page.getByLabel(en.auth.firstName).fill(person.firstName);
  await page.getByLabel(en.auth.lastName).fill(person.lastName);
  await page.getByLabel(en.auth.email).fill(person.email);
  await page.getByLabel(en.auth.phoneNumber).fill(person.phone);
  await page.getByLabel(en.auth.password, { exact: true }).fill(person.password);
  await page.getByLabel(en.auth.confirmPassword).fill(person.password);
  await page.getByRole('button', { name: en.auth.createAccount }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-greeting')).toHaveText(`Hello, ${person.firstName}`);
}

export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(en.auth.email).fill(email);
  await page.getByLabel(en.auth.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: en.auth.signIn }).click();
}

/** The newest message the mail sandbox holds for `email` whose subject matches. */
export async function waitForMail(email: string, subject: RegExp): Promise<{ subject: string; text: string }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await fetch(`${MAILBOX_URL}/api/messages?to=${encodeURIComponent(email)}`);
    const { messages } = (await response.json()) as { messages: { subject: string; text: string }[] };
    const match = messages.find((m) => subject.test(m.subject));
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${email} matching ${subject}`);
}

/** Makes the account an admin the way an operator does: `npm run admin:grant -- <email>` against the running server's database. */
export function grantAdmin(email: string): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'src/server/cli/admin-grant.ts', email], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR!, DATABASE_URL: '' },
    stdio: 'pipe',
  });
}

/** Turns two-factor on as a person does, on the security screen; answers the secret the screen showed. */
export async function turnOnTwoFactor(page: Page, person: Person): Promise<string> {
  await page.goto('/security-settings');
  await page.getByRole('button', { name: en.security.twoFactor.enable }).click();
  await page.getByLabel(en.security.twoFactor.passwordLabel, { exact: true }).fill(person.password);
  await page.getByRole('button', { name: en.security.twoFactor.continue }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  await page.getByLabel(en.security.twoFactor.codeLabel).fill(authenticatorCode(secret));
  await page.getByRole('button', { name: en.security.twoFactor.confirm }).click();
  await expect(page.getByText(en.security.twoFactor.enabledTitle).first()).toBeVisible();
  return secret;
}
