import { expect, test as base, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { MISSING_TRANSLATION } from '../../src/web/i18n/index';

let counter = 0;

/**
 * The server writes the first screen into the page (ADR 0038); it answers to touch once the app's code has
 * taken it over (`<html data-app="ready">`, app/routes.tsx). A person who taps sooner taps again; a journey
 * waits for it after each page load instead, so its first press is never lost. Every journey's own page
 * does this (the appLive fixture); a second person's page, from a context of its own, is passed here.
 */
export function waitForAppAfterEachLoad(page: Page, baseURL: string | undefined): void {
  const live = () => page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
  // Kredi's own pages only: a sandbox's page (PayPal's approval, the mailbox) has no app to wait for.
  const isAppPage = (response: Awaited<ReturnType<Page['goto']>>) =>
    !!response && !!baseURL && response.url().startsWith(baseURL) && !!response.headers()['content-type']?.startsWith('text/html');
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    if (isAppPage(response)) await live();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    if (isAppPage(response)) await live();
    return response;
  };
}

/** A client address no other journey of this run has: `range` is the first three octets. */
function distinctAddress(range: string): string {
  counter++;
  return `${range}.${((process.pid + counter) % 250) + 1}`;
}

/**
 * A second person's browser in the same journey (a friend, a member of staff): a context of their own, from
 * a client address of their own (so repeated runs never meet a rate limit left by the last), whose page
 * waits for the app after each load as the journey's own page does.
 */
export async function anotherPersonsPage(
  browser: Browser,
  origin: string,
  contextOptions: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...contextOptions, baseURL: origin });
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': distinctAddress('203.0.113') });
  const page = await context.newPage();
  waitForAppAfterEachLoad(page, origin);
  return { context, page };
}

/**
 * Each journey is a different person on a different address: the server runs as in production behind a
 * proxy on loopback (TRUSTED_PROXIES=loopback in playwright.config.ts) and reads the client address from
 * X-Forwarded-For, so per-address rate limits (10 sign-ups a minute) count the journeys apart, as they
 * would count real people apart.
 */
export const test = base.extend<{ distinctClient: void; translationsComplete: void; waitForApp: boolean; appLive: void }>({
  /** Off for a journey that holds the app's code back on purpose (the first paint, ADR 0038). */
  waitForApp: [true, { option: true }],
  appLive: [
    async ({ page, waitForApp, baseURL }, use) => {
      if (waitForApp) waitForAppAfterEachLoad(page, baseURL);
      await use();
    },
    { auto: true },
  ],
  distinctClient: [
    async ({ page }, use) => {
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': distinctAddress('198.51.100') });
      await use();
    },
    { auto: true },
  ],
  // A key missing from the catalogs shows its raw text on screen; the app logs it (src/web/i18n/index.ts)
  // and the journey fails here, whatever it asserted.
  translationsComplete: [
    async ({ page }, use) => {
      const missing: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().startsWith(MISSING_TRANSLATION)) missing.push(message.text());
      });
      await use();
      expect(missing, 'the page asked for translations that do not exist').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
