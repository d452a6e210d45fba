import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { en, newPerson, registerThroughForm } from './helpers';
import { haitiNumber, prepareHaitiTopup } from './topup-steps';

/** docs/product-rules.md#offline: Kredi installs on the home screen and says honestly what it can do without a connection. */

async function expectAxeClean(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    results.violations.map((v) => `${what}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`),
    what,
  ).toEqual([]);
}

/** Waits until the one service worker controls this page, and says which script it is. */
async function controllingWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

/** Whether the worker holds a copy of this address in its data cache. */
const keeps = (page: Page, path: string) => page.evaluate(async (p) => Boolean(await (await caches.open('kredi-data')).match(p)), path);

/** en's banner with its time as any text: "You are offline — showing what we had at 9:41 AM. …" */
const offlineBanner = new RegExp(`^${en.offline.banner.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{{time}}', '.+')}$`);

/** A PNG's width and height, read from its IHDR header. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('installs: a valid manifest, real icons of their sizes, one worker for pushes and offline, one catalogue', async ({ page }) => {
  await page.goto('/');
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestUrl).toBe('/manifest.webmanifest');
  const answer = await page.request.get(manifestUrl!);
  expect(answer.ok()).toBe(true);
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await answer.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Kredi', short_name: 'Kredi', start_url: '/', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes = manifest.icons.map((icon) => `${icon.sizes}${icon.purpose === 'maskable' ? ' maskable' : ''}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const image = await page.request.get(new URL(icon.src, new URL(manifestUrl!, page.url())).href);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
    expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
  }

  expect(await controllingWorker(page)).toMatch(/\/sw\.js$/);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(1);
  const workerAnswer = await page.request.get('/sw.js');
  expect(workerAnswer.headers()['cache-control']).toBe('no-cache'); // a deploy reaches phones at their next visit
  expect(await workerAnswer.text()).toContain('notificationclick'); // the push handlers live in the same worker

  // Low data: the page downloaded the catalogue of its language only.
  const catalogues = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname.match(/^\/assets\/(en|fr|es|pt|ht)-[\w-]+\.js$/)?.[1])
      .filter(Boolean),
  );
  expect(catalogues).toEqual(['en']);
});

test('opened with no connection and nothing kept: the offline screen, not a blank page; axe-clean', async ({ page, context }) => {
  await page.goto('/');
  await controllingWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.offline.title);
  await expect(page.getByText(en.offline.money)).toBeVisible();
  await expect(page.getByTestId('connection-banner')).toHaveText(en.offline.bannerNoCopy);
  await expectAxeClean(page, 'offline screen');

  await context.setOffline(false); // opens by itself once the connection returns
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.welcome.title);
  await expect(page.getByTestId('connection-banner')).toHaveCount(0);
});

test('cut off: the last data with its time, a send refused at once and never replayed; sign-out deletes the copies', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await registerThroughForm(page, newPerson('pwa-offline'));
  await controllingWorker(page);
  await prepareHaitiTopup(page, haitiNumber('05'), 'paypal');
  const summaryUrl = page.url();
  const recipient = await page.getByTestId('summary-recipient').textContent();
  await page.reload(); // now through the worker: it keeps the quote and who is signed in
  await expect(page.getByTestId('summary-recipient')).toHaveText(recipient!);
  await expect.poll(() => keeps(page, `/api/quotes/${new URL(summaryUrl).searchParams.get('quote')}`)).toBe(true);
  await expect.poll(() => keeps(page, '/api/user/me')).toBe(true);

  const sent: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    // Money requests only: the page's performance beacon (/api/vitals) may leave at any time
    if (request.method() !== 'GET' && /^\/api\/(topups|wallet|quotes)/.test(path)) sent.push(`${request.method()} ${path}`);
  });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('connection-banner')).toHaveText(offlineBanner);
  await expect(page.getByTestId('summary-recipient')).toHaveText(recipient!);
  await expectAxeClean(page, 'payment summary from the kept copy, offline');

  await page.getByRole('button', { name: en.topups.summary.sendNow }).click();
  await expect(page.getByTestId('send-error')).toContainText(en.topups.errors.offline);
  await expect(page.getByTestId('send-now')).toBeEnabled();
  expect(sent).toEqual([]); // refused on the phone: nothing left it, nothing waits to be replayed

  await context.setOffline(false);
  await expect(page.getByTestId('connection-banner')).toHaveCount(0); // fresh answers replaced the copies
  expect(sent).toEqual([]); // back online, still nothing sent by itself
  expect(page.url()).toBe(summaryUrl);

  await page.getByTestId('avatar').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.profile.title); // not the last screen, still shown while the profile's code comes
  await page.getByRole('button', { name: en.profile.signOut.button, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.welcome.title);
  await expect.poll(() => page.evaluate(() => caches.has('kredi-data'))).toBe(false);
});
