import { expect, type Page } from '@playwright/test';
import { createHmac } from 'node:crypto';
import en from '../../src/web/i18n/en.json' with { type: 'json' };

export { en };

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

/** Registers through the form, as a person would, and waits for the dashboard. */
export async function registerThroughForm(page: Page, person: Person): Promise<void> {
  await page.goto('/register');
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

/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits) from a base32 secret: what an authenticator app shows. */
export function totp(base32Secret: string, now = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32Secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 1000 / 30)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return code.toString().padStart(6, '0');
}
