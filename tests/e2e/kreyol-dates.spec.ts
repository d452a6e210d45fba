import { expect, test } from './fixtures';
import ht from '../../src/web/i18n/ht.json' with { type: 'json' };
import { newPerson, registerThroughForm } from './helpers';

/** A French month, written out or cut short, as a whole word (Kreyòl's "avril" is French's too, so it is left out). */
const FRENCH_MONTH =
  /(?<!\p{L})(janvier|janv\.|février|févr\.|mars|avr\.|mai|juin|juillet|juil\.|août|septembre|sept\.|octobre|oct\.|novembre|nov\.|décembre|déc\.)(?!\p{L})/u;
const KREYOL_DATE_TIME = /\d{1,2} (janvye|fevriye|mas|avril|me|jen|jiyè|out|septanm|oktòb|novanm|desanm) \d{4} a \d{2}:\d{2}/;

test.describe('Kreyòl dates', () => {
  test('a Kreyòl page shows its dates with Kreyòl month names, never French ones', async ({ page }) => {
    // The welcome bonus gives a new account a dated wallet line, written by the server at sign-up.
    await registerThroughForm(page, newPerson('kreyol-dates'));
    await page.goto('/ht/wallet');
    const bonus = page.getByTestId('wallet-activity-row').filter({ hasText: ht.wallet.activity.types.welcome_bonus });
    await expect(bonus).toContainText(KREYOL_DATE_TIME);
    expect(await page.locator('main').innerText()).not.toMatch(FRENCH_MONTH);

    // The legal pages write their one "last updated" date in the reader's language.
    await page.goto('/ht/privacy-policy');
    await expect(page.getByText('Dènye mizajou: 21 novanm 2026')).toBeVisible();
    expect(await page.locator('main').innerText()).not.toMatch(FRENCH_MONTH);
  });
});
