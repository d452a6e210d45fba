import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { LANGUAGE_CODES } from '../../src/shared/i18n/languages';
import { META_ROUTES, ROUTE_TEXTS } from '../../src/shared/seo/route-texts';
import { checkAnswersAgainstDocument } from './openapi-conformance';
import { testConfig } from './test-config';
import { createTestDatabase, type TestDatabase } from './test-database';

// A minimal built web app: the server only needs index.html with its head slot (the e2e layer uses the real build).
const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><!--app-head--></head><body><div id="root"></div></body></html>`;

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  const webDist = await mkdtemp(path.join(tmpdir(), 'kredi-web-'));
  await writeFile(path.join(webDist, 'index.html'), TEMPLATE);
  await writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  database = await createTestDatabase({ migrate: false });
  app = await buildApp({
    config: testConfig({ WEB_DIST_DIR: webDist, PUBLIC_URL: 'https://kredi.example' }),
    database,
  });
  checkAnswersAgainstDocument(app);
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const getPage = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  return response.body;
};

describe('served HTML head (docs/product-rules.md#page-metadata)', () => {
  it.each(META_ROUTES.flatMap((route) => LANGUAGE_CODES.map((lang) => [route, lang] as const)))(
    '%s in %s carries its own title, description, canonical and alternates',
    async (route, lang) => {
      const url = lang === 'en' ? route : route === '/' ? `/${lang}` : `/${lang}${route}`;
      const html = await getPage(url);
      const texts = ROUTE_TEXTS[lang][route];
      const canonical = `https://kredi.example${url}`;
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(`<title data-head>${escape(texts.title)}</title>`);
      expect(html).toContain(`<meta name="description" content="${escape(texts.description)}" data-head>`);
      expect(html).toContain(`<meta name="keywords" content="${escape(texts.keywords)}" data-head>`);
      expect(html).toContain(`<link rel="canonical" href="${canonical}" data-head>`);
      expect(html).toContain(`<meta property="og:title" content="${escape(texts.title)}" data-head>`);
      expect(html).toContain(`<meta property="og:description" content="${escape(texts.description)}" data-head>`);
      expect(html).toContain(`<meta property="og:url" content="${canonical}" data-head>`);
      const robots = route === '/login' || route === '/wallet' ? 'noindex, nofollow' : 'index, follow';
      expect(html).toContain(`<meta name="robots" content="${robots}" data-head>`);
      const type = route === '/send-topup' ? 'article' : 'website';
      expect(html).toContain(`<meta property="og:type" content="${type}" data-head>`);
      for (const code of LANGUAGE_CODES) {
        const href = code === 'en' ? route : route === '/' ? `/${code}` : `/${code}${route}`;
        expect(html).toContain(`<link rel="alternate" hreflang="${code}" href="https://kredi.example${href}" data-head>`);
      }
      expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="https://kredi.example${route}" data-head>`);
    },
  );

  it('gives another path the generic head with a canonical built from the path', async () => {
    const html = await getPage('/es/somewhere/else?utm=1');
    expect(html).toContain(`<title data-head>${ROUTE_TEXTS.es.generic.title}</title>`);
    expect(html).toContain(`content="${escape(ROUTE_TEXTS.es.generic.description)}"`);
    expect(html).toContain('<link rel="canonical" href="https://kredi.example/es/somewhere/else" data-head>');
  });

  it('serves static files as files, with the HTML never cached', async () => {
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('escapes what it writes into the head', async () => {
    const html = await getPage('/%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
    expect(html).not.toContain('<script>alert(1)</script>');
  });
});
