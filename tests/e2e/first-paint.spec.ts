import { expect, test } from './fixtures';
import en from '../../src/web/i18n/en.json' with { type: 'json' };
import ht from '../../src/web/i18n/ht.json' with { type: 'json' };
import type { Request } from '@playwright/test';
import { EARLY_ANSWERS_GLOBAL, EARLY_READS } from '../../src/shared/web/early-reads';
import { newPerson, registerThroughForm } from './helpers';

/** The first screens written into the page at build time (ADR 0038), seen with the app's code held back. */
test.describe('the first paint, before any of the app’s code', () => {
  test.describe('with the code held back', () => {
    test.use({ waitForApp: false });
    test('a signed-out screen is in the page itself, in the language of its address', async ({ page }) => {
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.auth.loginTitle);
      await page.goto('/ht');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ht.welcome.title);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ht');
    });

    test('a language saved in this browser but not in its cookie shows the loader, never the other language', async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem('language', 'ht'));
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/');
      await expect(page.locator('#root svg').first()).toBeVisible(); // the loader's logo
      await expect(page.getByText(en.welcome.title)).toHaveCount(0);

      // With its code, the app then draws the screen in the saved language, and from now on the page comes in it.
      await page.unroute('**/assets/*.js');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ht.welcome.title);
      const served = await page.request.get('/'); // with this browser's cookies
      expect(await served.text()).toContain('data-prerendered="ht"');
    });
  });

  test('then the app adopts the written screen: its links and menus work', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitemradio', { name: 'Kreyòl' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ht.welcome.title);
    await page.getByRole('link', { name: ht.welcome.haveAccount }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('signed in, the page itself asks for the sign-in and the screen’s data; the app asks none of them again (ADR 0045)', async ({
  page,
}) => {
  await registerThroughForm(page, newPerson('early'));
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(`${request.method()} ${pathname}`);
    else if (/^\/assets\/index-[^/]+\.js$/.test(pathname)) asked.push('the app’s code');
  });
  await page.goto('/history');
  await expect(page.getByRole('heading', { level: 1, name: en.history.title })).toBeVisible();
  await expect(page.getByText(en.history.emptyBody)).toBeVisible();
  const times = (call: string) => asked.filter((one) => one === call).length;
  expect(times('GET /api/identity/token')).toBe(1);
  expect(times('POST /api/auth/login')).toBe(1);
  expect(times('GET /api/transactions')).toBe(1);
  // Asked by the page itself: before the app's code was even asked for.
  expect(asked.indexOf('GET /api/transactions')).toBeLessThan(asked.indexOf('the app’s code'));
});

test('every screen that asks early takes every answer it asked for, and asks none of its reads twice (ADR 0045)', async ({ page }) => {
  await registerThroughForm(page, newPerson('early-all'));
  for (const [path, reads] of Object.entries(EARLY_READS)) {
    const asked: string[] = [];
    const record = (request: Request) => {
      const { pathname, search } = new URL(request.url());
      if (request.method() === 'GET' && pathname.startsWith('/api/')) asked.push(pathname + search);
    };
    page.on('request', record);
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    await page.waitForLoadState('networkidle');
    page.off('request', record);
    // The app takes (and removes) each answer it uses: one left over was asked for nothing.
    const untaken = await page.evaluate(
      (global) => Object.keys((window as unknown as Record<string, { answers?: object } | undefined>)[global]?.answers ?? {}),
      EARLY_ANSWERS_GLOBAL,
    );
    expect(untaken, path).toEqual([]);
    for (const read of reads)
      expect(
        asked.filter((one) => one === read),
        `${path} ${read}`,
      ).toHaveLength(1);
  }
});
