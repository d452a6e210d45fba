import AxeBuilder from '@axe-core/playwright';
import { WCAG_TAGS } from './axe';
import { expect, test } from './fixtures';
import en from '../../src/web/i18n/en.json' with { type: 'json' };
import es from '../../src/web/i18n/es.json' with { type: 'json' };
import fr from '../../src/web/i18n/fr.json' with { type: 'json' };
import ht from '../../src/web/i18n/ht.json' with { type: 'json' };
import pt from '../../src/web/i18n/pt.json' with { type: 'json' };
import { LANGUAGES } from '../../src/shared/i18n/languages';
import { ROUTE_TEXTS } from '../../src/shared/seo/route-texts';

const CATALOGS = { en, fr, es, pt, ht };

test.describe('welcome screen', () => {
  test('shows logo, title, subtitle, four feature cards and both ways in', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('img', { name: en.welcome.logoAlt })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.welcome.title);
    await expect(page.getByText(en.welcome.subtitle)).toBeVisible();
    for (const key of ['globalReach', 'fast', 'secure', 'support'] as const) {
      await expect(page.getByRole('heading', { name: en.welcome.features[key].title })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: en.welcome.getStarted })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('link', { name: en.welcome.haveAccount })).toHaveAttribute('href', '/login');
  });

  test('is what a signed-out visitor sees at any other path', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.welcome.title);
  });

  test('switching language changes every string at once, is saved, restored, and sets <html lang>', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('language-switcher').click();
    const options = page.getByRole('menuitemradio');
    await expect(options).toContainText(LANGUAGES.map((l) => l.name));
    await expect(page.getByRole('menuitemradio', { checked: true })).toContainText('English');
    await page.getByRole('menuitemradio', { name: 'Kreyòl' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ht.welcome.title);
    await expect(page.getByRole('link', { name: ht.welcome.getStarted })).toBeVisible();
    await expect(page.getByRole('heading', { name: ht.welcome.features.secure.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ht');
    await expect(page).toHaveTitle(ROUTE_TEXTS.ht['/'].title);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ht');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ht.welcome.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ht');
  });

  test('the language menu works from the keyboard', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('language-switcher').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    // A menu opened from the keyboard puts focus on its first item a moment after it shows; a person's next key
    // comes later than that, a script's need not.
    await expect(page.getByRole('menuitemradio').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter'); // Français
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.welcome.title);
  });

  test('the notifications region is named in the chosen language, hotkey included', async ({ page }) => {
    for (const { code } of LANGUAGES) {
      await page.goto(code === 'en' ? '/' : `/${code}`);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      const name = CATALOGS[code].toast.region.replace('{{hotkey}}', 'F8');
      await expect(page.getByRole('region', { name, exact: true }), code).toBeAttached();
    }
    await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toHaveCount(0); // Kreyòl last: no English left
  });

  test('a /{lang} address serves the page in that language, head included', async ({ page, request }) => {
    const html = await (await request.get('/pt/send-topup')).text();
    expect(html).toContain('<html lang="pt"');
    expect(html).toContain(`<title data-head>${ROUTE_TEXTS.pt['/send-topup'].title}</title>`);
    expect(html).toContain('<meta property="og:type" content="article" data-head>');

    await page.goto('/es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.welcome.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/es$/);
    // Switching language keeps the address in step with it.
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the served HTML has each route’s metadata before any script runs', async ({ request }) => {
    const login = await (await request.get('/login')).text();
    expect(login).toContain('<meta name="robots" content="noindex, nofollow" data-head>');
    const wallet = await (await request.get('/fr/wallet')).text();
    expect(wallet).toContain('<meta name="robots" content="noindex, nofollow" data-head>');
    expect(wallet).toContain(`<title data-head>${ROUTE_TEXTS.fr['/wallet'].title}</title>`);
    const home = await (await request.get('/')).text();
    expect(home).toContain('<meta name="robots" content="index, follow" data-head>');
    expect(home).toContain('<link rel="alternate" hreflang="x-default"');
  });

  for (const { code, name } of LANGUAGES) {
    test(`passes an axe scan in ${name}`, async ({ page }) => {
      await page.addInitScript((language) => localStorage.setItem('language', language), code);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(CATALOGS[code].welcome.title);
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
    });
  }
});
