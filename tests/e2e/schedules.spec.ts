import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { en, newPerson, registerThroughForm } from './helpers';
import { bringNextRunToToday, recentRechargeRule } from './schedule-steps';
import { addTwentyDollars, haitiNumber, prepareHaitiTopup, sendNow } from './topup-steps';

async function expectNoAxeViolations(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    results.violations.map((v) => `${where}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`),
    where,
  ).toEqual([]);
}

test('a delivered top-up set to repeat weekly runs on its day, once, from the wallet', async ({ page }) => {
  test.setTimeout(120_000);
  await recentRechargeRule(false);
  const person = newPerson('schedule');
  await registerThroughForm(page, person);
  await addTwentyDollars(page);
  await prepareHaitiTopup(page, haitiNumber('05'), 'wallet');
  await sendNow(page);
  await expect(page.getByText(en.topups.status.completed).first()).toBeVisible({ timeout: 20_000 });

  // Repeat it: weekly, on the chosen weekday; the card says plainly that the wallet pays.
  await expect(page.getByText(en.schedules.walletOnly)).toBeVisible();
  await page.getByTestId('repeat-weekly').check({ force: true });
  await page.getByTestId('repeat-day').selectOption({ index: 0 });
  await expectNoAxeViolations(page, 'delivered top-up with its repeat card');
  await page.getByTestId('repeat-submit').click();
  await expect(page.getByTestId('repeat-done')).toBeVisible();
  await page.getByRole('link', { name: en.schedules.seeScheduled }).click();

  await expect(page).toHaveURL(/\/scheduled$/);
  await expect(page.getByRole('heading', { level: 1, name: en.schedules.title })).toBeVisible();
  const card = page.getByTestId('schedule-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('schedule-status')).toHaveText(en.schedules.status.active);
  await expect(card.getByTestId('schedule-upcoming').getByRole('listitem')).toHaveCount(3);
  await expectNoAxeViolations(page, '/scheduled');

  // A week passes: its day is today, and the server's worker sends it.
  await bringNextRunToToday(person.email);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('schedule-run').first()).toHaveAttribute('data-state', 'sent', { timeout: 1000 });
  }).toPass({ timeout: 45_000 });
  await page.getByTestId('schedule-run').first().getByRole('link').click();
  await expect(page.getByText(en.topups.status.completed).first()).toBeVisible({ timeout: 20_000 });

  // /history lists both top-ups and the next automatic one.
  await page.goto('/history');
  await expect(page.getByTestId('history-row')).toHaveCount(2);
  await expect(page.getByTestId('upcoming-runs').getByRole('listitem')).toHaveCount(1);

  // Pause, resume, cancel.
  await page.getByTestId('scheduled-link').click();
  await page.getByTestId('schedule-pause').click();
  await expect(card.getByTestId('schedule-status')).toHaveText(en.schedules.status.paused);
  await page.getByTestId('schedule-resume').click();
  await expect(card.getByTestId('schedule-status')).toHaveText(en.schedules.status.active);

  // In Kreyòl too, with no axe violation.
  await page.evaluate(() => localStorage.setItem('language', 'ht'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ht');
  await expectNoAxeViolations(page, '/scheduled (ht)');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();

  await page.getByTestId('schedule-cancel').click();
  await page.getByTestId('schedule-cancel-yes').click();
  await expect(card.getByTestId('schedule-status')).toHaveText(en.schedules.status.cancelled);
  await expect(page.getByTestId('schedule-pause')).toHaveCount(0);
});

test('from the send screen: sent with "repeat weekly" on, then another for a saved recipient on /scheduled', async ({ page }) => {
  test.setTimeout(120_000);
  const person = newPerson('schedule-entry');
  await registerThroughForm(page, person);
  await addTwentyDollars(page);

  // Send a top-up, saving the recipient, with "Repeat this top-up automatically" on: every week.
  await page.goto('/send-topup?country=HT');
  await page.getByLabel(en.topups.recipient.phoneLabel).fill(haitiNumber('05'));
  await expect(page.getByText('Digicel Haiti').first()).toBeVisible({ timeout: 10_000 });
  await page.getByText(en.topups.recipient.saveThis).click();
  await page.getByLabel(en.topups.recipient.nameLabel, { exact: true }).fill('Manman');
  await page.getByRole('button', { name: en.topups.next }).click();
  await page.getByTestId('amount-input').fill('5');
  await page.getByTestId('amount-next').click();
  await page.getByText(en.topups.payment.wallet, { exact: true }).click();
  await page.getByTestId('repeat-option').getByRole('switch').click();
  await page.getByTestId('repeat-weekly').check({ force: true });
  await page.getByTestId('repeat-day').selectOption({ index: 2 });
  await expectNoAxeViolations(page, 'payment step with the repeat option on');
  await page.getByTestId('review').click();
  await sendNow(page);

  // The status page says it is set, and /scheduled lists it.
  await expect(page.getByTestId('repeat-set')).toBeVisible();
  await page.getByTestId('repeat-set').getByRole('link', { name: en.schedules.seeScheduled }).click();
  await expect(page).toHaveURL(/\/scheduled$/);
  const cards = page.getByTestId('schedule-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.getByTestId('schedule-cadence')).toContainText('Every week on');

  // From the saved recipient on the send screen: "Repeat automatically" opens the form with them chosen.
  await page.goto('/send-topup?country=HT');
  await page.getByTestId('saved-recipient-repeat').click();
  await expect(page).toHaveURL(/\/scheduled\?recipient=/);
  await expect(page.getByTestId('new-schedule-recipient').locator('option:checked')).toContainText('Manman');
  await page.getByTestId('new-schedule-amount').fill('10');
  await page.getByTestId('repeat-monthly').check({ force: true });
  await expectNoAxeViolations(page, 'new automatic top-up form');

  // In Kreyòl too, with no axe violation.
  await page.evaluate(() => localStorage.setItem('language', 'ht'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ht');
  await expect(page.getByTestId('new-schedule')).toBeVisible();
  await expectNoAxeViolations(page, 'new automatic top-up form (ht)');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();

  await page.getByTestId('new-schedule-amount').fill('10');
  await page.getByTestId('new-schedule-submit').click();
  await expect(page.getByTestId('new-schedule-done')).toBeVisible();
  await expect(cards).toHaveCount(2);
});

test.afterAll(() => recentRechargeRule(true));

test('the Scheduled screen with nothing set up says how to start, and passes axe', async ({ page }) => {
  await registerThroughForm(page, newPerson('schedule-empty'));
  await page.goto('/scheduled');
  await expect(page.getByRole('heading', { name: en.schedules.emptyTitle })).toBeVisible();
  await expectNoAxeViolations(page, '/scheduled (empty)');
});
