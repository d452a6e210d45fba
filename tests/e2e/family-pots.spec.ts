import type { BrowserContext, Page } from '@playwright/test';
import type { Language } from '../../src/shared/i18n/languages';
import { localeOf } from '../../src/shared/i18n/languages';
import { formatMoney } from '../../src/shared/money';
import { en as enNotices } from '../../src/server/features/notifications/messages/en';
import { ht as htNotices } from '../../src/server/features/notifications/messages/ht';
import ht from '../../src/web/i18n/ht.json' with { type: 'json' };
import { axeViolations } from './axe';
import { anotherPersonsPage, expect, test } from './fixtures';
import { en, newPerson, registerThroughForm, type Person } from './helpers';
import { bringNextRunToToday, recentRechargeRule } from './schedule-steps';
import { addTwentyDollars, haitiNumber, prepareHaitiTopup, sendNow } from './topup-steps';

/**
 * Family plans (ADR 0074): three people share one automatic top-up. The owner sends a delivered top-up, sets it
 * to repeat and shares it from /family with two invitation links; Jean (funded) and Rose (only her welcome
 * bonus, less than her share) open their links signed out, sign up through them and join. Its day comes (moved to
 * today in the running server's database, as schedules.spec.ts does) and the server's own worker finds Rose
 * short: the run waits, Rose's page says what to add, the others' bells say whose share it waits for. Rose adds
 * funds; the next pass sends the run: everyone sees all three paid and the recipient covered until the next run.
 */

const PHONE_360 = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

const LANGUAGES = [
  { code: 'en', t: en, waitingTitle: enNotices.messages.potWaitsForShare.title },
  { code: 'ht', t: ht, waitingTitle: htNotices.messages.potWaitsForShare.title },
] as const;
type Catalog = (typeof LANGUAGES)[number]['t'];

/**
 * $20 through the PayPal sandbox in the person's language, as topup-steps.ts adds them, up to "Funds added": not the
 * new balance, which a waiting run may already have taken its share of.
 */
async function addTwentyDollarsIn(page: Page, code: Language, t: Catalog) {
  await page.goto('/wallet');
  await page
    .getByRole('button', { name: formatMoney(2000, localeOf(code)) })
    .first()
    .click();
  await page.getByRole('button', { name: t.wallet.addFunds.continue }).click();
  await page.getByRole('button', { name: t.walletSummary.payWithPayPal }).click();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: t.walletSummary.successTitle })).toBeVisible({ timeout: 15_000 });
}

/** The language the app speaks on this page from the next load on (the shared steps of topup-steps.ts read English). */
async function speak(page: Page, code: string) {
  if ((await page.locator('html').getAttribute('lang')) === code) return;
  await page.evaluate((language) => localStorage.setItem('language', language), code);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', code);
}

/** Signed out on the link: what it is, then "Create an account", which comes back to the link signed in. */
async function signUpThroughLink(page: Page, link: string, person: Person, t: Catalog, scan: boolean) {
  await page.goto(link);
  await expect(page.getByText(t.pots.join.signedOut)).toBeVisible();
  if (scan) expect(await axeViolations(page, 'invitation, signed out')).toEqual([]);
  await page.getByTestId('pot-join-register').click();
  await page.getByLabel(t.auth.firstName, { exact: true }).fill(person.firstName);
  await page.getByLabel(t.auth.lastName, { exact: true }).fill(person.lastName);
  await page.getByLabel(t.auth.email, { exact: true }).fill(person.email);
  await page.getByLabel(t.auth.phoneNumber, { exact: true }).fill(person.phone);
  await page.getByLabel(t.auth.password, { exact: true }).fill(person.password);
  await page.getByLabel(t.auth.confirmPassword, { exact: true }).fill(person.password);
  await page.getByRole('button', { name: t.auth.createAccount }).click();
  await expect(page).toHaveURL(new RegExp(`${new URL(link).pathname}$`));
  await expect(page.getByTestId('pot-join-who')).toHaveText(t.pots.join.invites.replace('{{name}}', 'Marie J.'));
}

/** Reloads /family until `check` passes: the server's worker moves the plan on its own clock (a pass every 5 s). */
async function family(page: Page, check: () => Promise<void>, timeout = 60_000) {
  await expect(async () => {
    await page.goto('/family');
    await check();
  }).toPass({ timeout, intervals: [1000, 2000, 3000] });
}

for (const { code, t, waitingTitle } of LANGUAGES) {
  test(`a family plan in ${code}: two invited by link, one short, the run waits for her, then goes for all three`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(PHONE_360.viewport);
    const contexts: BrowserContext[] = [];
    await recentRechargeRule(false);
    const owner = { ...newPerson(`pot-owner-${code}`), firstName: 'Marie', lastName: 'Joseph' };
    const jean = { ...newPerson(`pot-jean-${code}`), firstName: 'Jean', lastName: 'Baptiste' };
    const rose = { ...newPerson(`pot-rose-${code}`), firstName: 'Rose', lastName: 'Pierre' };

    // The owner: a delivered $5 top-up, repeated weekly from the wallet.
    await registerThroughForm(page, owner);
    await addTwentyDollars(page);
    await prepareHaitiTopup(page, haitiNumber('05'), 'wallet');
    await sendNow(page);
    await expect(page.getByText(en.topups.status.completed).first()).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('repeat-weekly').check({ force: true });
    await page.getByTestId('repeat-day').selectOption({ index: 0 });
    await page.getByTestId('repeat-submit').click();
    await expect(page.getByTestId('repeat-done')).toBeVisible();

    // /family: the automatic top-up is there to share. Jean's link (30 %), then Rose's (60 %).
    await speak(page, code);
    await page.goto('/family');
    await expect(page.getByRole('heading', { level: 1, name: t.pots.title })).toBeVisible();
    await page.getByTestId('shareable-schedule-share').click();
    await page.getByTestId('pot-invite-share').fill('30');
    await page.getByTestId('pot-invite-submit').click();
    const jeansLink = (await page.getByTestId('pot-invite-link').textContent())!.trim();
    expect(jeansLink).toMatch(/\/pot\/[A-Za-z0-9_-]{32}$/);
    const card = page.getByTestId('pot-card');
    await expect(card).toHaveCount(1);
    expect(await axeViolations(page, `/family, link made (${code})`)).toEqual([]);
    await page.getByRole('button', { name: t.pots.link.done }).click();
    await card.getByTestId('pot-invite-open').click();
    await page.getByTestId('pot-invite-share').fill('60');
    await page.getByTestId('pot-invite-submit').click();
    const rosesLink = (await page.getByTestId('pot-invite-link').textContent())!.trim();
    expect(rosesLink).not.toBe(jeansLink);
    await expect(card.getByTestId('pot-invite')).toHaveCount(2);

    // Jean and Rose open their links signed out, each on a phone of their own, and join; Jean adds funds, Rose does not.
    const origin = new URL(page.url()).origin;
    const people = await Promise.all([anotherPersonsPage(browser, origin, PHONE_360), anotherPersonsPage(browser, origin, PHONE_360)]);
    contexts.push(...people.map((p) => p.context));
    for (const { context } of people)
      await context.addInitScript((language) => {
        if (!localStorage.getItem('language')) localStorage.setItem('language', language);
      }, code);
    const [jeansPage, rosesPage] = people.map((p) => p.page) as [Page, Page];
    await Promise.all([
      (async () => {
        await signUpThroughLink(jeansPage, jeansLink, jean, t, true);
        expect(await axeViolations(jeansPage, `invitation, signed in (${code})`)).toEqual([]);
        await jeansPage.getByTestId('pot-join').click();
        await expect(jeansPage).toHaveURL(/\/family$/);
        await addTwentyDollarsIn(jeansPage, code, t);
      })(),
      (async () => {
        await signUpThroughLink(rosesPage, rosesLink, rose, t, false);
        await rosesPage.getByTestId('pot-join').click();
        await expect(rosesPage).toHaveURL(/\/family$/);
      })(),
    ]);

    // Everyone sees the plan with its three people; Rose is short for the next run, and sees what to add.
    await Promise.all(
      [page, jeansPage, rosesPage].map(async (p) => {
        await p.goto('/family');
        await expect(p.getByTestId('pot-member')).toHaveCount(3);
      }),
    );
    await expect(page.getByTestId('pot-invite')).toHaveCount(0);
    await expect(rosesPage.getByTestId('pot-you-short')).toBeVisible();
    expect(await axeViolations(rosesPage, `/family, a member short (${code})`)).toEqual([]);

    // Its day comes: the worker finds Rose short, and the run waits for her.
    await bringNextRunToToday(owner.email);
    await family(page, async () => {
      await expect(page.getByTestId('pot-latest-run')).toHaveAttribute('data-state', 'waiting_funds', { timeout: 1000 });
    });
    await expect(page.getByTestId('pot-waiting')).toBeVisible();
    await expect(page.getByTestId('pot-member').filter({ hasText: 'Rose P.' })).toHaveAttribute('data-next', 'short');
    await rosesPage.goto('/family');
    await expect(rosesPage.getByTestId('pot-you-short')).toContainText(t.pots.members.addToPay.split('{{missing}}')[0]!);
    expect(await axeViolations(page, `/family, the run waits (${code})`)).toEqual([]);
    // The owner's and Jean's bells say whose share it waits for.
    await Promise.all(
      [page, jeansPage].map((p) =>
        expect(async () => {
          await p.goto('/family');
          await p.getByTestId('notification-bell').click();
          const bell = p.getByRole('region', { name: t.notifications.title, exact: true });
          await expect(bell.getByRole('heading', { name: waitingTitle })).toBeVisible({ timeout: 1000 });
        }).toPass({ timeout: 30_000, intervals: [1000, 2000] }),
      ),
    );

    // Rose adds funds; the next pass sends the run: all three paid, covered until the next run.
    await addTwentyDollarsIn(rosesPage, code, t);
    await Promise.all(
      [rosesPage, page, jeansPage].map(async (p) => {
        await family(p, async () => {
          await expect(p.getByTestId('pot-member').and(p.locator('[data-paid="true"]'))).toHaveCount(3, { timeout: 1000 });
        });
        const next = (await p.getByTestId('pot-next-run').textContent())!;
        await expect(p.getByTestId('pot-covered')).toHaveText(t.pots.coveredUntil.replace('{{day}}', next));
        await expect(p.getByTestId('pot-member-paid')).toHaveText([t.pots.members.paid, t.pots.members.paid, t.pots.members.paid]);
      }),
    );
    expect(await axeViolations(page, `/family, covered (${code})`)).toEqual([]);

    // Jean's wallet shows his share.
    await jeansPage.goto('/wallet');
    await expect(jeansPage.getByText(t.wallet.activity.types.family_share, { exact: true }).first()).toBeVisible();
    for (const context of contexts) await context.close();
  });
}

test.afterAll(() => recentRechargeRule(true));
