import type { Page } from '@playwright/test';
import pg from 'pg';
import ht from '../../src/web/i18n/ht.json' with { type: 'json' };
import { readEmbeddedUrl } from '../../src/server/db/embedded-address';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { en, newPerson, registerThroughForm, SMS_URL, type Person } from './helpers';
import { haitiNumber } from './topup-steps';

/**
 * Alerts about a saved recipient (ADR 0073), at 360 px: the person opts in under the recipient on the send
 * screen, the recipient's operator runs a bonus (the aggregator sandbox publishes a Digicel Haiti bonus
 * weekend, copied with the catalogue), the periodic check runs, the alert rings the bell, and its link opens
 * the send screen filled in for that recipient. In English and in Kreyòl, axe clean.
 */
test.use({ viewport: { width: 360, height: 740 } });

type Words = typeof en;

/**
 * "The check runs now": the periodic job's next period is made due, as the clock reaching it would, and the
 * server's own worker (which looks every second) runs it. No endpoint triggers it.
 */
async function makeAlertCheckDue(): Promise<void> {
  await inDatabase((client) => client.query(`update periodic_jobs set due_at = now() where name = 'recipient-alerts'`));
}

async function inDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = await readEmbeddedUrl(process.env.E2E_DATA_DIR!);
  const client = new pg.Client({ connectionString: url! });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The person's phone verified, texts chosen and the account's language set, as the phone's code, Settings and
 * the profile would leave them (their own journeys play those): a number of their own, verified numbers being
 * unique. Returns it, as E.164.
 */
async function textsChosen(person: Person, language: string): Promise<string> {
  const phone = `+1305${2 + Math.floor(Math.random() * 8)}2${Math.floor(Math.random() * 10)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
  await inDatabase(async (client) => {
    await client.query(`update users set phone_number = $2, phone_number_verified = true, language = $3 where email = $1`, [
      person.email,
      phone,
      language,
    ]);
    await client.query(
      `insert into user_settings (user_id, notify_sms) select id, true from users where email = $1
       on conflict (user_id) do update set notify_sms = true`,
      [person.email],
    );
  });
  return phone;
}

async function textsTo(phone: string): Promise<string[]> {
  const response = await fetch(`${SMS_URL}/api/messages?to=${encodeURIComponent(phone)}`);
  return ((await response.json()) as { messages: { body: string }[] }).messages.map((message) => message.body);
}

async function expectAxeClean(page: Page, state: string) {
  expect(await axeViolations(page, state)).toEqual([]);
}

/** Sends nothing: saves "Manman" with Digicel Haiti from the recipient step, then comes back to the list. */
async function saveManman(page: Page, words: Words) {
  await page.goto('/send-topup?country=HT');
  await page.getByTestId('recipient-number').fill(haitiNumber('05'));
  await expect(page.getByTestId('operator-chosen')).toContainText('Digicel Haiti', { timeout: 10_000 });
  await page.getByRole('checkbox', { name: words.topups.recipient.saveThis }).check();
  await page.getByLabel(words.topups.recipient.nameLabel, { exact: true }).fill('Manman');
  await page.getByTestId('recipient-next').click();
  await expect(page.getByTestId('amount-next')).toBeVisible();
  await page.goto('/send-topup?country=HT');
  await expect(page.getByTestId('saved-recipient')).toContainText('Manman');
}

async function journey(page: Page, person: Person, words: Words, state: string, text: string) {
  const phone = await textsChosen(person, state);
  await saveManman(page, words);

  // Opt in to the operator's bonuses under Manman; a bad rate level is refused on the spot first.
  await page.getByTestId('saved-recipient-alerts').click();
  const panel = page.getByTestId('recipient-alerts');
  await expect(panel.getByRole('heading', { name: words.topups.recipientAlerts.heading.replace('{{name}}', 'Manman') })).toBeVisible();
  await panel.getByRole('checkbox', { name: words.topups.recipientAlerts.bonus.replace('{{operator}}', 'Digicel Haiti') }).check();
  await panel.getByRole('checkbox', { name: words.topups.recipientAlerts.rate }).check();
  await panel.getByTestId('recipient-alerts-level').fill('-4');
  await panel.getByTestId('recipient-alerts-save').click();
  await expect(panel.getByRole('alert')).toHaveText(words.validation.rateLevel);
  await expectAxeClean(page, `${state}: alerts panel with a refused level`);
  await panel.getByRole('checkbox', { name: words.topups.recipientAlerts.rate }).uncheck();
  await panel.getByTestId('recipient-alerts-save').click();
  await expect(page.getByText(words.topups.recipientAlerts.savedToast.replace('{{name}}', 'Manman')).first()).toBeVisible();
  await expect(panel).toHaveCount(0);

  // The check runs; the alert rings the bell.
  const bell = page.getByTestId('notification-bell');
  await expect(async () => {
    await makeAlertCheckDue();
    await page.reload();
    await expect(page.getByTestId('notification-badge')).toHaveText('1', { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await bell.click();
  const list = page.getByRole('region', { name: words.notifications.title, exact: true });
  const alert = list.getByRole('listitem').filter({ hasText: 'Manman' });
  await expect(alert).toContainText('Digicel Haiti: Bonus weekend: 100% extra data');
  await expectAxeClean(page, `${state}: the bell with the alert`);
  // And by text, in the person's language, as they chose texts.
  await expect.poll(() => textsTo(phone), { timeout: 15_000 }).toContain(text);

  // Its link opens the send screen for Manman: the number and operator filled in, the amount next.
  await alert.getByRole('link', { name: words.notifications.sendNow }).click();
  await expect(page).toHaveURL(/\/send-topup/);
  await expect(list).toBeHidden();
  await expect(page.getByTestId('amount-next')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Digicel Haiti').first()).toBeVisible();
  await expectAxeClean(page, `${state}: the send screen the alert opened`);
}

test('English: opt in under a saved recipient, the operator’s bonus rings the bell and comes by text, its link opens the send screen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const person = newPerson('recipient-alerts');
  await registerThroughForm(page, person);
  await journey(page, person, en, 'en', 'Kredi: Digicel Haiti: Bonus weekend: 100% extra data. A good time to top up Manman.');
});

test('Kreyòl: the same alert, in the bell and by text, in Kreyòl', async ({ page }) => {
  test.setTimeout(120_000);
  const person = newPerson('recipient-alerts-ht');
  await registerThroughForm(page, person);
  // Through the header's menu, as a person does: the account's language (its texts' language) follows.
  await page.getByTestId('language-switcher').first().click();
  await page.getByRole('menuitemradio', { name: 'Kreyòl' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ht');
  await journey(
    page,
    person,
    ht as unknown as Words,
    'ht',
    'Kredi: Digicel Haiti: Bonus weekend: 100% extra data. Se bon moman pou w voye rechaj bay Manman.',
  );
  await page.evaluate(() => localStorage.setItem('language', 'en'));
});
