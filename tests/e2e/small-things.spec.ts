import type { Locator, Page } from '@playwright/test';
import ht from '../../src/web/i18n/ht.json' with { type: 'json' };
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { en, grantAdmin, newPerson, registerThroughForm } from './helpers';
import { addTwentyDollars, haitiNumber, prepareHaitiTopup, sendNow } from './topup-steps';

/**
 * docs/product-rules.md#small-screens: the smaller things a person met on a 360 px phone, each seen through the screen it was
 * seen on, in English and (where the words were the trouble) in Kreyòl.
 */
test.use({ viewport: { width: 360, height: 640 } });

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

/** Opens `path` in `language`, as one who chose it: kept in the browser, and named in the address (/ht/…). */
async function openIn(page: Page, language: 'en' | 'ht', path: string) {
  await page.evaluate((code) => localStorage.setItem('language', code), language);
  await page.goto(language === 'en' ? path : `/${language}${path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** A row is seen without scrolling: wholly between the header and the bottom navigation. */
async function expectAboveTheFold(page: Page, row: Locator, what: string) {
  const header = await box(page.getByRole('banner'));
  const nav = await box(page.getByRole('navigation', { name: /./ }).last());
  const shown = await box(row);
  expect(shown.y, `${what}: below the header`).toBeGreaterThanOrEqual(header.y + header.height - 1);
  expect(shown.y + shown.height, `${what}: above the bottom navigation`).toBeLessThanOrEqual(nav.y + 1);
}

const bell = (page: Page) => page.getByTestId('notification-bell');

test('after a send: Back shows the step its address names, /history shows the top-up at once, and a cleared bell says so', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await registerThroughForm(page, newPerson('after-send'));
  await addTwentyDollars(page);
  await prepareHaitiTopup(page, haitiNumber('05'), 'wallet');
  await sendNow(page);
  await expect(page.getByText(en.topups.status.completed).first()).toBeVisible({ timeout: 20_000 });
  // Nothing on the status page promises a polling rhythm.
  await expect(page.getByText(/every 2 seconds/)).toHaveCount(0);

  // Back from the sent top-up: the send screen's start, and the address says the same step (never
  // "?step=payment" above the country list, nor a half-filled payment step).
  await page.goBack();
  await expect(page).toHaveURL(/\/send-topup\?step=country$/);
  await expect(page.getByRole('heading', { level: 2, name: en.topups.steps.countryHeading })).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText(en.topups.steps.country);

  // At 360 × 640, the first top-up of /history shows without scrolling, in English and in Kreyòl.
  await page.goto('/history');
  await expect(page.getByTestId('history-row')).toHaveCount(1);
  await expectAboveTheFold(page, page.getByTestId('history-row').first(), 'en');
  expect(await scrollsSideways(page)).toBe(false);
  expect(await axeViolations(page, 'history (en)')).toEqual([]);
  await openIn(page, 'ht', '/history');
  await expectAboveTheFold(page, page.getByTestId('history-row').first(), 'ht');
  expect(await axeViolations(page, 'history (ht)')).toEqual([]);

  // "Clear all", then an empty list that says it was cleared, not "nothing yet", here and on the next screen.
  await bell(page).click();
  const list = page.getByRole('region', { name: ht.notifications.title, exact: true });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await list.getByRole('button', { name: ht.notifications.clearAll }).click();
  await expect(list.getByText(ht.notifications.emptyCleared)).toBeVisible();
  await expect(list.getByText(ht.notifications.empty)).toHaveCount(0);
  expect(await axeViolations(page, 'cleared bell (ht)')).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('navigation', { name: ht.nav.label }).getByRole('link', { name: ht.nav.home }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await bell(page).click();
  await expect(
    page.getByRole('region', { name: ht.notifications.title, exact: true }).getByText(ht.notifications.emptyCleared),
  ).toBeVisible();
});

test('a new person’s empty bell says "nothing yet", and only that', async ({ page }) => {
  await registerThroughForm(page, newPerson('bell-new'));
  await bell(page).click();
  const list = page.getByRole('region', { name: en.notifications.title, exact: true });
  await expect(list.getByText(en.notifications.empty)).toBeVisible();
  await expect(list.getByText(en.notifications.emptyCleared)).toHaveCount(0);
});

test('offline, a screen that did not open says so once: no banner claiming kept data above it', async ({ page, context }) => {
  await registerThroughForm(page, newPerson('offline-one-message'));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.reload(); // through the worker: it keeps the dashboard's answers
  await expect(page.getByTestId('dashboard-greeting')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  // The dashboard from the kept copy, honestly marked with its time.
  await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
  await expect(page.getByTestId('connection-banner')).toContainText(en.offline.banner.split(' — ')[0]!);

  // History was never opened on this phone: nothing of it is kept, and its code cannot download.
  await page.getByRole('navigation', { name: en.nav.label }).getByRole('link', { name: en.nav.history }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.screenError.title);
  await expect(page.getByRole('alert')).toHaveText(en.screenError.offline);
  await expect(page.getByTestId('connection-banner')).toHaveCount(0);
  expect(await axeViolations(page, 'screen that did not open')).toEqual([]);

  // Back on a screen with kept data, the banner with its time returns.
  await page.goBack();
  await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
  await expect(page.getByTestId('connection-banner')).toContainText(en.offline.banner.split(' — ')[0]!);
});

test('/admin at 360 px: no sideways scroll on any tab, and every tab can be reached and opened', async ({ page }) => {
  test.setTimeout(90_000);
  const admin = newPerson('narrow-panel');
  await registerThroughForm(page, admin);
  grantAdmin(admin.email);
  for (const language of ['en', 'ht'] as const) {
    const texts = language === 'en' ? en : ht;
    await openIn(page, language, '/admin');
    const tabs = page.getByRole('tab');
    // The overview's chart and its table for screen readers (the table once stretched the page 9 px).
    await expect(page.getByTestId('overview-chart')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(1);
    expect(await scrollsSideways(page), `${language} overview`).toBe(false);
    for (const tab of await tabs.all()) {
      const name = (await tab.textContent())!;
      await tab.scrollIntoViewIfNeeded();
      await expect(tab, name).toBeInViewport({ ratio: 1 });
      await tab.click();
      await expect(tab, name).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toBeVisible();
      expect(await scrollsSideways(page), `${language} ${name}`).toBe(false);
    }
    await expect(page.getByRole('tablist', { name: texts.admin.tabsLabel })).toBeVisible();
  }
  expect(await axeViolations(page, 'admin (ht)')).toEqual([]);
});

test('a percentage is written one way per language: "10% off" in English, "10 %" in Kreyòl', async ({ page }) => {
  await registerThroughForm(page, newPerson('percent'));
  const percent = (locale: string, value: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(value);
  await page.goto('/loyalty');
  await expect(page.getByText(en.loyalty.benefits.feeOff.replace('{{percent}}', percent('en-US', 0.1)))).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/\d %/);
  await page.goto('/service-fees');
  await expect(page.getByTestId('service-fees-loyalty')).toContainText(percent('en-US', 0.5));
  await expect(page.getByRole('main')).not.toContainText(/\d %/);

  await openIn(page, 'ht', '/loyalty');
  await expect(page.getByText(ht.loyalty.benefits.feeOff.replace('{{percent}}', percent('fr-HT', 0.1)))).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/\d%/);
});

test('the FAQ answers what a PIN and a data plan are and their refunds, in Kreyòl and English', async ({ page }) => {
  await registerThroughForm(page, newPerson('faq-pin'));
  for (const [language, texts] of [
    ['ht', ht],
    ['en', en],
  ] as const) {
    await openIn(page, language, '/support');
    await page.getByTestId('faq-search').fill('PIN');
    for (const id of ['pin', 'planRefund'] as const) {
      const item = page.getByTestId(`faq-${id}`);
      await expect(item).toContainText(texts.support.faq.items[id].q);
      await item.locator('summary').click();
      await expect(item).toContainText(texts.support.faq.items[id].a);
    }
    await page.getByTestId('faq-search').fill('');
    const plan = page.getByTestId('faq-dataPlan');
    await plan.locator('summary').click();
    await expect(plan).toContainText(texts.support.faq.items.dataPlan.a);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page, `faq (${language})`)).toEqual([]);
  }
});

test('in Kreyòl, /promotions says above the operators’ offers that they are in English, and marks them so', async ({ page }) => {
  await registerThroughForm(page, newPerson('offers-ht'));
  await openIn(page, 'ht', '/promotions');
  const offers = page.getByTestId('operator-promotions');
  const note = offers.getByTestId('operator-promotions-language');
  await expect(note).toHaveText(ht.operatorPromotions.inOperatorsLanguage);
  const title = offers.getByRole('heading', { level: 3, name: 'Bonus weekend: 100% extra data' });
  await expect(title).toHaveAttribute('lang', 'en');
  expect((await box(note)).y).toBeLessThan((await box(title)).y);
  expect(await scrollsSideways(page)).toBe(false);
  expect(await axeViolations(page, 'promotions (ht)')).toEqual([]);

  // In English the line would say nothing new: it is not there.
  await openIn(page, 'en', '/promotions');
  await expect(page.getByTestId('operator-promotions').getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(page.getByTestId('operator-promotions-language')).toHaveCount(0);
});
