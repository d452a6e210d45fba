import { expect, test } from './fixtures';
import { en, newPerson, registerThroughForm } from './helpers';

/**
 * docs/product-rules.md#own-day (ADR 0065): the person's days are their own. A phone set to Port-au-Prince time signs
 * up; Settings shows that zone (kept from the browser), a zone chosen there is saved, and this device's zone
 * comes back in one tap; /scheduled says which zone its run days are in.
 */
test.use({ timezoneId: 'America/Port-au-Prince' });

const DEVICE = 'America/Port-au-Prince';

test('the browser’s time zone is kept at sign-up, shown in Settings, and changed there', async ({ page }) => {
  await registerThroughForm(page, newPerson('zone'));
  await page.goto('/settings');
  const select = page.getByLabel(en.settings.timeZone.label);
  await expect(select).toHaveValue(DEVICE);
  await expect(page.getByRole('button', { name: en.settings.timeZone.useDevice.replace('{{zone}}', DEVICE) })).toHaveCount(0);

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/settings') && r.request().method() === 'PATCH');
  await select.selectOption('Europe/Paris');
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByLabel(en.settings.timeZone.label)).toHaveValue('Europe/Paris');

  // Back home: this device's zone in one tap.
  const back = page.waitForResponse((r) => r.url().endsWith('/api/account/settings') && r.request().method() === 'PATCH');
  await page.getByRole('button', { name: en.settings.timeZone.useDevice.replace('{{zone}}', DEVICE) }).click();
  expect((await back).status()).toBe(200);
  await expect(page.getByLabel(en.settings.timeZone.label)).toHaveValue(DEVICE);
  await page.goto('/scheduled');
  await expect(page.getByTestId('schedule-time-zone')).toHaveText(en.schedules.timeZone.replace('{{zone}}', DEVICE));
});
