import { devices, type Page } from '@playwright/test';
import { anotherPersonsPage, expect, test } from './fixtures';
import { en, newPerson, registerThroughForm } from './helpers';
import { haitiNumber, prepareHaitiTopup, sendNow } from './topup-steps';

/**
 * docs/product-rules.md#referrals: in the PayPal sandbox each browser pays as a buyer of its own (as two people would, each
 * with their PayPal), so a friend's referral counts; a friend who pays with the referrer's PayPal account (a
 * cousin on the family's account) earns no bonus, and both are told which rule, without blame.
 */

/** $20 added with PayPal; `chooseBuyer` acts on the sandbox's approval page before "Pay now". Answers the payer id used. */
async function addTwentyWithPayPal(page: Page, chooseBuyer?: (page: Page) => Promise<void>): Promise<string> {
  await page.goto('/wallet');
  await page.getByRole('button', { name: '$20.00' }).first().click();
  await page.getByRole('button', { name: en.wallet.addFunds.continue }).click();
  await page.getByRole('button', { name: en.walletSummary.payWithPayPal }).click();
  await expect(page.getByRole('radiogroup', { name: 'Buyer account' })).toBeVisible();
  if (chooseBuyer) await chooseBuyer(page);
  const payer = await page.locator('input[name="buyer"]:checked').getAttribute('value');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('$22.00').first()).toBeVisible({ timeout: 30_000 }); // a busy machine's capture
  return payer!;
}

async function deliverFiveDollars(page: Page) {
  await prepareHaitiTopup(page, haitiNumber('05'), 'wallet');
  await sendNow(page);
  await expect(page.getByText(en.topups.status.completed).first()).toBeVisible({ timeout: 20_000 });
}

test.describe('a friend paying with PayPal', () => {
  test('each with their own PayPal buyer (the sandbox’s default per browser): the referral is paid', async ({ page, browser }) => {
    test.setTimeout(150_000);
    await registerThroughForm(page, { ...newPerson('pp-referrer'), firstName: 'Jean', lastName: 'Baptiste' });
    const referrersBuyer = await addTwentyWithPayPal(page);
    await page.goto('/invite-friends');
    const code = (await page.getByTestId('referral-code').textContent())!.trim();

    const { context, page: friend } = await anotherPersonsPage(browser, new URL(page.url()).origin, devices['Pixel 7']);
    await registerThroughForm(friend, { ...newPerson('pp-friend'), firstName: 'Marie', lastName: 'Dupont' }, `/register?ref=${code}`);
    const friendsBuyer = await addTwentyWithPayPal(friend);
    expect(friendsBuyer).not.toBe(referrersBuyer);
    await deliverFiveDollars(friend);
    await context.close();

    await page.reload();
    await expect(page.getByTestId('referral-list')).toContainText('Marie D.');
    await expect(page.getByTestId('referral-list')).toContainText(en.referrals.status.paid);
    await expect(page.getByTestId('referral-reason')).toHaveCount(0);
    await expect(page.getByTestId('referrals-total-earned')).toHaveText('$2.00');
  });

  test('with the referrer’s PayPal buyer: not eligible, and both are told it was the same PayPal account', async ({ page, browser }) => {
    test.setTimeout(150_000);
    await registerThroughForm(page, { ...newPerson('pp-family'), firstName: 'Rose', lastName: 'Pierre' });
    const familyBuyer = await addTwentyWithPayPal(page);
    await page.goto('/invite-friends');
    const code = (await page.getByTestId('referral-code').textContent())!.trim();

    const { context, page: cousin } = await anotherPersonsPage(browser, new URL(page.url()).origin, devices['Pixel 7']);
    await registerThroughForm(cousin, { ...newPerson('pp-cousin'), firstName: 'Wideline', lastName: 'Pierre' }, `/register?ref=${code}`);
    // The cousin pays with the family's account: "Paid before", named by its email on the sandbox's page.
    const used = await addTwentyWithPayPal(cousin, async (approval) => {
      await approval.getByRole('radio', { name: new RegExp(`^Paid before: .*sb-${familyBuyer.toLowerCase()}@`) }).check();
    });
    expect(used).toBe(familyBuyer);
    await deliverFiveDollars(cousin);

    await cousin.goto('/dashboard');
    await cousin.getByTestId('notification-bell').click();
    const list = cousin.getByRole('region', { name: en.notifications.title, exact: true });
    await expect(list.getByRole('heading', { name: 'About the referral bonus' })).toBeVisible();
    await expect(list.getByText(/^You paid with the same PayPal account as the friend who invited you/)).toBeVisible();
    await cousin.goto('/invite-friends');
    await expect(cousin.getByTestId('joined-referral-reason')).toHaveText(en.referrals.joined.reasons.same_paypal);
    await context.close();

    await page.reload();
    await expect(page.getByTestId('referral-list')).toContainText('Wideline P.');
    await expect(page.getByTestId('referral-list')).toContainText(en.referrals.status.refused);
    await expect(page.getByTestId('referral-reason')).toHaveText(en.referrals.reasons.same_paypal);
    await expect(page.getByTestId('referral-list')).not.toContainText('Same person');
    await expect(page.getByTestId('referrals-total-earned')).toHaveText('$0.00');
  });
});
