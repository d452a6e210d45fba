import { expect, test as base } from '@playwright/test';
import { MISSING_TRANSLATION } from '../../src/web/i18n/index';

let counter = 0;

/**
 * Each journey is a different person on a different address: the server runs as in production behind a
 * proxy on loopback (TRUSTED_PROXIES=loopback in playwright.config.ts) and reads the client address from
 * X-Forwarded-For, so per-address rate limits (10 sign-ups a minute) count the journeys apart, as they
 * would count real people apart.
 */
export const test = base.extend<{ distinctClient: void; translationsComplete: void }>({
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
