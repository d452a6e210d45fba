import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../i18n/languages';
import { buildPageHead } from './head';
import { META_ROUTES, ROUTE_TEXTS } from './route-texts';

const ORIGIN = 'https://kredi.app';

describe('page head (docs/product-rules.md#page-metadata)', () => {
  it('is noindex, nofollow for /login and /wallet only', () => {
    for (const route of META_ROUTES) {
      const expected = route === '/login' || route === '/wallet' ? 'noindex, nofollow' : 'index, follow';
      expect(buildPageHead(route, 'en', ORIGIN).robots, route).toBe(expected);
    }
  });

  it('has social type article for /send-topup and website elsewhere', () => {
    expect(buildPageHead('/send-topup', 'en', ORIGIN).og.type).toBe('article');
    for (const route of META_ROUTES.filter((r) => r !== '/send-topup')) {
      expect(buildPageHead(route, 'en', ORIGIN).og.type, route).toBe('website');
    }
  });

  it('links alternates for en, fr, es, pt, ht and x-default, non-English prefixed with /{lang}', () => {
    expect(buildPageHead('/wallet', 'fr', ORIGIN).alternates).toEqual([
      { hrefLang: 'en', href: 'https://kredi.app/wallet' },
      { hrefLang: 'fr', href: 'https://kredi.app/fr/wallet' },
      { hrefLang: 'es', href: 'https://kredi.app/es/wallet' },
      { hrefLang: 'pt', href: 'https://kredi.app/pt/wallet' },
      { hrefLang: 'ht', href: 'https://kredi.app/ht/wallet' },
      { hrefLang: 'x-default', href: 'https://kredi.app/wallet' },
    ]);
    expect(buildPageHead('/', 'ht', ORIGIN).alternates.find((a) => a.hrefLang === 'ht')?.href).toBe('https://kredi.app/ht');
  });

  it('uses the language of the page for its texts and canonical', () => {
    const head = buildPageHead('/send-topup', 'es', ORIGIN);
    expect(head.lang).toBe('es');
    expect(head.title).toBe(ROUTE_TEXTS.es['/send-topup'].title);
    expect(head.canonical).toBe('https://kredi.app/es/send-topup');
    expect(head.og).toMatchObject({ title: head.title, description: head.description, url: head.canonical });
  });

  it('gives any other path the generic title and description with a canonical built from the path', () => {
    const head = buildPageHead('/some/other-place/', 'pt', ORIGIN);
    expect(head.title).toBe(ROUTE_TEXTS.pt.generic.title);
    expect(head.description).toBe(ROUTE_TEXTS.pt.generic.description);
    expect(head.canonical).toBe('https://kredi.app/pt/some/other-place');
    expect(head.robots).toBe('index, follow');
  });

  it('has a distinct, non-empty title, description and keywords for every route in every language', () => {
    for (const lang of LANGUAGE_CODES) {
      const titles = new Set<string>();
      for (const route of META_ROUTES) {
        const { title, description, keywords } = ROUTE_TEXTS[lang][route];
        expect(title.trim(), `${lang} ${route}`).not.toBe('');
        expect(description.trim(), `${lang} ${route}`).not.toBe('');
        expect(keywords.trim(), `${lang} ${route}`).not.toBe('');
        titles.add(title);
      }
      expect(titles.size, lang).toBe(META_ROUTES.length);
    }
  });
});
