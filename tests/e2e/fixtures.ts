import { expect, test as base } from '@playwright/test';
import { MISSING_TRANSLATION } from '../../src/web/i18n/index';

let counter = 0;

/**
 * Each journey is a different person on a different address: the server runs as in production behind a
 * proxy on loopback (TRUSTED_PROXIES=loopback in playwright.config.ts) and reads the client address from
 * X-Forwarded-For, so per-address rate limits (10 sign-ups a minute) count the journeys apart, as they
 * would count real people apart.
 */
export const test = base.extend<{ distinctClient: void; translationsComplete: void; waitForApp: boolean; appLive: void }>({
  /** Off for a journey that holds the app's code back on purpose (the first paint, ADR 0038). */
  waitForApp: [true, { option: true }],
  // The server writes the first screen into the page (ADR 0038); it answers to touch once the app's code
  // has taken it over (`<html data-app="ready">`, app/routes.tsx). A person who taps sooner taps again; a
  // journey waits for it after each page load instead, so its first press is never lost.
  appLive: [
    async ({ page, waitForApp, baseURL }, use) => {
      if (waitForApp) {
        const live = () => page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 15_000 });
        // Kredi's own pages only: a sandbox's page (PayPal's approval, the mailbox) has no app to wait for.
        const isAppPage = (response: Awaited<ReturnType<typeof page.goto>>) =>
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
      await use();
    },
    { auto: true },
  ],
  distinctClient: [
    async ({ page }, use) => {
      counter++;
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${((process.pid + counter) % 250) + 1}` });
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
