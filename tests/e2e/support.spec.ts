import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import ht from '../../src/web/i18n/ht.json' with { type: 'json' };
import { anotherPersonsPage, expect, test } from './fixtures';
import { en, grantAdmin, newPerson, registerThroughForm } from './helpers';
import { addTwentyDollars, haitiNumber, prepareHaitiTopup, sendNow } from './topup-steps';

async function expectNoAxeViolations(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    results.violations.map((v) => `${label}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`),
    label,
  ).toEqual([]);
}

test.describe('support', () => {
  test('a ticket about a failed top-up, answered by staff, and the answer in the thread', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await registerThroughForm(page, newPerson('support'));
    await addTwentyDollars(page);
    await prepareHaitiTopup(page, haitiNumber('88'), 'wallet'); // the sandbox operator refuses numbers ending in 88
    await sendNow(page);
    await expect(page.getByText(en.topups.status.failed).first()).toBeVisible({ timeout: 20_000 });

    // From the failed top-up's status page: the form opens with that top-up attached.
    await page.getByRole('link', { name: en.support.getHelp }).click();
    await expect(page).toHaveURL(/\/support\?topup=/);
    await expect(page.getByTestId('ticket-form-topup')).toHaveText(new RegExp(en.support.form.topupAttached));
    await page.getByLabel(en.support.form.subject).fill('My top-up to Haiti failed');
    await page.getByLabel(en.support.form.message).fill('The operator refused it. Is my money back?');
    await page.getByLabel(en.support.form.priority).selectOption('urgent');
    await page.getByRole('button', { name: en.support.form.submit }).click();

    await expect(page).toHaveURL(/\/support\?ticket=/);
    await expect(page.getByTestId('ticket-title')).toHaveText('My top-up to Haiti failed');
    await expect(page.getByTestId('ticket-status')).toHaveText(en.support.status.open);
    await expect(page.getByTestId('ticket-topup')).toContainText('Digicel Haiti');
    await expect(page.getByTestId('ticket-topup')).toContainText(en.topups.status.failed);
    const ticketId = new URL(page.url()).searchParams.get('ticket')!;

    // Staff answer through the staff API with an admin's session.
    const { context: staff, page: staffPage } = await anotherPersonsPage(browser, new URL(page.url()).origin);
    const admin = newPerson('support-admin');
    await registerThroughForm(staffPage, admin);
    expect((await staffPage.request.get(`/api/admin/support/tickets/${ticketId}`)).status()).toBe(403);
    grantAdmin(admin.email);
    const thread = await staffPage.request.get(`/api/admin/support/tickets/${ticketId}`);
    expect(thread.status()).toBe(200);
    expect((await thread.json()).topup).toMatchObject({ status: 'failed', operatorName: 'Digicel Haiti' });
    const answered = await staffPage.request.post(`/api/admin/support/tickets/${ticketId}/messages`, {
      data: { message: 'Your $5.00 is back in your wallet. Please check the number and try again.' },
    });
    expect(answered.status()).toBe(200);
    await staff.close();

    // The person is told by the bell (the answer's notification), sees the answer in the thread, and the
    // ticket in progress in their list.
    await page.reload();
    await expect(page.getByTestId('notification-badge')).toBeVisible();
    await page.getByTestId('notification-bell').click();
    const told = page.getByRole('region', { name: en.notifications.title, exact: true });
    await expect(told.getByRole('heading', { name: 'Support replied' })).toBeVisible();
    await expect(told.getByText('There is a new reply to your ticket "My top-up to Haiti failed".')).toBeVisible();
    await page.keyboard.press('Escape');
    const fromSupport = page.getByTestId('ticket-message').filter({ hasText: en.support.thread.fromSupport });
    await expect(fromSupport).toContainText('Your $5.00 is back in your wallet.');
    await expect(page.getByTestId('ticket-status')).toHaveText(en.support.status.in_progress);
    await page.getByTestId('ticket-back').click();
    const row = page.getByTestId('ticket-row').filter({ hasText: 'My top-up to Haiti failed' });
    await expect(row).toContainText(en.support.tickets.answered);
    await expect(row.getByTestId('ticket-priority')).toHaveText(`Priority: ${en.support.priority.urgent}`);

    // The history entry offers the same way in.
    await page.goto('/history');
    await expect(page.getByTestId('history-get-help').first()).toHaveAttribute('href', /\/support\?topup=/);
  });

  test('the FAQ is searchable and /support passes axe in English and in Kreyòl', async ({ page }) => {
    await registerThroughForm(page, newPerson('support-axe'));
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: en.support.title })).toBeVisible();
    await expect(page.getByTestId('support-whatsapp')).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
    await page.getByRole('searchbox', { name: en.support.faq.searchLabel }).fill('refund 24');
    await page.getByText(en.support.faq.items.refund.q).click();
    await expect(page.getByText(en.support.faq.items.refund.a)).toBeVisible();
    await expectNoAxeViolations(page, '/support (en)');

    await page.goto('/ht/support');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ht');
    await expect(page.getByRole('heading', { level: 1, name: ht.support.title })).toBeVisible();
    await expect(page.getByTestId('tickets-empty')).toHaveText(ht.support.tickets.empty);
    await expectNoAxeViolations(page, '/support (ht)');
  });
});
