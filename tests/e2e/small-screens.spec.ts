import type { Locator, Page } from '@playwright/test';
import ht from '../../src/web/i18n/ht.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { en, grantAdmin, newPerson, registerThroughForm, uniqueEmail } from './helpers';
import { addTwentyDollars, haitiNumber, prepareHaitiTopup, sendNow } from './topup-steps';

/** The narrowest phones people use: 360 CSS pixels wide (and a short screen, where the floating button matters most). */
test.use({ viewport: { width: 360, height: 640 } });

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** How many lines a label's text takes. */
const linesOf = (label: Locator) =>
  label.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));

/** The label is one line and sits right on its input: nothing (a show/hide control) wrapped in between. */
async function expectOneLineAboveInput(page: Page, label: string) {
  const text = page.getByText(label, { exact: true });
  expect(await linesOf(text), label).toBe(1);
  const [above, input] = [await box(text), await box(page.getByLabel(label, { exact: true }))];
  expect(input.y - (above.y + above.height), label).toBeLessThanOrEqual(8);
}

test.describe('a 360 px phone', () => {
  test('no signed-in screen scrolls sideways, even with a long email (security alerts show it)', async ({ page }) => {
    // No hyphen or space in it: nowhere a browser would break the line on its own.
    const person = { ...newPerson('narrow'), email: uniqueEmail('a.very.long.email.address.of.someone.on.a.narrow.phone') };
    await registerThroughForm(page, person);
    for (const route of [
      '/security-settings',
      '/profile',
      '/settings',
      '/dashboard',
      '/wallet',
      '/history',
      '/send-topup',
      '/payment-summary',
    ]) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
      if (route === '/security-settings') {
        await expect(page.getByText(person.email)).toBeVisible();
        await page.getByRole('switch', { name: new RegExp(en.security.alerts.email) }).scrollIntoViewIfNeeded();
        await expect(page.getByRole('switch', { name: new RegExp(en.security.alerts.email) })).toBeInViewport({ ratio: 1 });
      }
      expect(await scrollsSideways(page), route).toBe(false);
    }
  });

  test("the header shows the product's name whole where it fits and only the mark where it does not, never cut", async ({ page }) => {
    await registerThroughForm(page, newPerson('narrow-header'));
    const home = page.getByRole('banner').getByRole('link', { name: 'Kredi', exact: true });
    const name = home.getByText('Kredi', { exact: true });
    /** The name's own box holds all its text: shown whole (or hidden whole, 1 × 1 px), never "Kr…". */
    const cut = () => name.evaluate((el) => el.scrollWidth > el.clientWidth + 1 && el.getBoundingClientRect().width > 1);
    await expect(home).toBeVisible(); // a link named Kredi either way, for a screen reader too
    expect(await cut()).toBe(false);
    await page.setViewportSize({ width: 390, height: 640 });
    await expect(name).toBeInViewport();
    expect((await box(name)).width).toBeGreaterThan(30);
    expect(await cut()).toBe(false);
  });

  test('with the Admin button the avatar stays a round 44 px button', async ({ page }) => {
    const person = newPerson('narrow-admin');
    await registerThroughForm(page, person);
    grantAdmin(person.email);
    await page.reload();
    await expect(page.getByTestId('admin-panel-button')).toBeVisible();
    const avatar = await box(page.getByTestId('avatar'));
    expect(avatar.width).toBeCloseTo(44, 0);
    expect(avatar.height).toBeCloseTo(44, 0);
    await expect(page.getByTestId('language-switcher')).toHaveAccessibleName(en.language.current.replace('{{name}}', 'English'));
    expect(await scrollsSideways(page)).toBe(false);
  });

  test('"Confirm new password" and its show/hide control take one line, in English and in Kreyòl', async ({ page }) => {
    await registerThroughForm(page, newPerson('narrow-password'));
    await page.goto('/security-settings');
    await expectOneLineAboveInput(page, en.security.password.confirm);
    await page.goto('/ht/security-settings');
    await expectOneLineAboveInput(page, ht.security.password.confirm);
    await page.getByRole('button', { name: ht.auth.showPassword }).last().click();
    await expect(page.getByLabel(ht.security.password.confirm, { exact: true })).toHaveAttribute('type', 'text');
  });

  test('/payment-summary with nothing to pay offers a way to start, not a warning', async ({ page }) => {
    await registerThroughForm(page, newPerson('narrow-summary'));
    await page.goto('/payment-summary');
    const empty = page.getByTestId('summary-empty');
    await expect(empty.getByRole('heading', { level: 1 })).toHaveText(en.topups.summary.nothingTitle);
    await expect(empty.getByRole('link', { name: en.topups.summary.startTopup })).toHaveAttribute('href', '/send-topup');
    await expect(empty.getByText(en.topups.live.sendAnother)).toHaveCount(0);
    await empty.getByRole('link', { name: en.topups.summary.startTopup }).click();
    await expect(page).toHaveURL(/\/send-topup/);
  });

  test('the floating + never covers "Send top-up", Loyalty or "View all", and the page leaves room for it at the bottom', async ({
    page,
  }) => {
    await registerThroughForm(page, newPerson('narrow-fab'));
    await addTwentyDollars(page);
    await prepareHaitiTopup(page, haitiNumber('05'), 'wallet');
    await sendNow(page);
    await page.goto('/dashboard');
    const viewAll = page.getByRole('link', { name: en.home.viewAllLabel });
    await expect(viewAll).toBeVisible();

    const fab = page.getByTestId('send-topup-fab');
    const quickSend = page.getByRole('region', { name: en.home.quickActions }).getByRole('link', { name: en.home.actions.sendTopup });
    const loyalty = page.getByRole('link', { name: en.home.actions.loyalty });
    const headerBottom = (await box(page.getByRole('banner'))).height;
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    for (let y = 0; y <= bottom + 100; y += 80) {
      await page.evaluate((to) => window.scrollTo(0, to), Math.min(y, bottom));
      const sendGone = (await box(quickSend)).y + (await box(quickSend)).height <= headerBottom;
      await expect(fab, `scrolled to ${y}`).toHaveAttribute('data-shown', String(sendGone));
      if (!sendGone) continue;
      const button = await box(fab);
      for (const [name, element] of [
        ['Send top-up', quickSend],
        ['Loyalty', loyalty],
        ['View all', viewAll],
      ] as const) {
        expect(overlap(button, await box(element)), `${name}, scrolled to ${y}`).toBe(false);
      }
    }

    // At the very bottom it covers nothing one can tap.
    const button = await box(fab);
    for (const target of await page.getByRole('main').locator('a:not([data-testid="send-topup-fab"]), button').all()) {
      if (await target.isVisible()) expect(overlap(button, await box(target)), await target.innerText()).toBe(false);
    }
  });
});
