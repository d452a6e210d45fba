import { test as base } from '@playwright/test';

let counter = 0;

/**
 * Each journey is a different person on a different address: the server runs as in production behind a
 * proxy on loopback (TRUSTED_PROXIES=loopback in playwright.config.ts) and reads the client address from
 * X-Forwarded-For, so per-address rate limits (10 sign-ups a minute) count the journeys apart, as they
 * would count real people apart.
 */
export const test = base.extend<{ distinctClient: void }>({
  distinctClient: [
    async ({ page }, use) => {
      counter++;
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${(process.pid + counter) % 250 + 1}` });
      await use();
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
