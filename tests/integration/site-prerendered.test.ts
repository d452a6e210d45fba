import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { sessionCookieName } from '../../src/server/features/identity/auth';
import { PRERENDERED_FILE, type PrerenderedPage } from '../../src/shared/web/prerendered';
import { SIGNED_OUT_SCREENS, WELCOME_SCREEN } from '../../src/shared/web/screens';
import { checkAnswersAgainstDocument } from './openapi-conformance';
import { testConfig } from './test-config';
import { createTestDatabase, type TestDatabase } from './test-database';

// A built web app in miniature with the first screens the build wrote (src/web/prerender.tsx, ADR 0038).
const LOADER = '<div class="loader">spinner</div>';
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-r1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-s1.css">
  </head>
  <body>
    <div id="root">${LOADER}</div>
  </body>
</html>`;
const screen = (language: PrerenderedPage['language'], prefixed: boolean, signedIn: boolean, key: string): PrerenderedPage => ({
  language,
  prefixed,
  signedIn,
  key,
  html: `<h1>${language}${prefixed ? ' prefixed' : ''} ${key}</h1>`,
});
const PAGES = [
  screen('en', false, false, SIGNED_OUT_SCREENS['/login']),
  screen('en', false, false, WELCOME_SCREEN),
  screen('ht', false, false, SIGNED_OUT_SCREENS['/login']),
  screen('ht', true, false, SIGNED_OUT_SCREENS['/login']),
  screen('en', false, true, '/wallet'),
];
const PUBLIC_URL = 'https://kredi.example';
const session = `${sessionCookieName(PUBLIC_URL)}=abc.def`;

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  const webDist = await mkdtemp(path.join(tmpdir(), 'kredi-web-'));
  await writeFile(path.join(webDist, 'index.html'), TEMPLATE);
  await writeFile(path.join(webDist, PRERENDERED_FILE), JSON.stringify(PAGES));
  database = await createTestDatabase({ migrate: false });
  app = await buildApp({ config: testConfig({ WEB_DIST_DIR: webDist, PUBLIC_URL }), database });
  checkAnswersAgainstDocument(app);
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});

const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const rootOf = (html: string) => /<div id="root"[^>]*>.*?<\/div>/s.exec(html)![0];

describe('a page whose first screen the build wrote (ADR 0038)', () => {
  it('carries the screen in its root, in the language it is written in, and asks for no script before the first paint', async () => {
    const response = await get('/login');
    const html = response.body;
    expect(rootOf(html)).toBe(`<div id="root" data-prerendered="en"><h1>en ${SIGNED_OUT_SCREENS['/login']}</h1></div>`);
    expect(html).toMatch(/<html lang="en" data-session="none"/);
    // The app's code is named for the boot script, not in the head (where it would download before the paint).
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-s1.css">');
    expect(html).toContain('data-entry="/assets/index-e1.js" data-preload="[&quot;/assets/react-r1.js&quot;]"');
    // The loader stays aside for a browser whose saved language is another.
    expect(html).toContain(`<template id="kredi-loader">${LOADER}</template>`);
  });

  it('allows its one inline script by the script hash in the Content-Security-Policy', async () => {
    const response = await get('/login');
    const inline = /<script data-entry[^>]*>(.*?)<\/script>/s.exec(response.body)![1]!;
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(String(response.headers['content-security-policy'])).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('in the language of the cookie, or of the address, which then the saved choice does not override', async () => {
    const chosen = (await get('/login', 'kredi_language=ht')).body;
    expect(rootOf(chosen)).toBe(`<div id="root" data-prerendered="ht"><h1>ht ${SIGNED_OUT_SCREENS['/login']}</h1></div>`);
    expect(chosen).toMatch(/<html lang="ht"/);
    const addressed = (await get('/ht/login', 'kredi_language=fr')).body;
    expect(rootOf(addressed)).toBe(
      `<div id="root" data-prerendered="ht" data-language-fixed><h1>ht prefixed ${SIGNED_OUT_SCREENS['/login']}</h1></div>`,
    );
  });

  it('signed in, the screen skeleton of the path; any path without one, the loader as before', async () => {
    const wallet = (await get('/wallet', session)).body;
    expect(rootOf(wallet)).toBe('<div id="root" data-prerendered="en"><h1>en /wallet</h1></div>');
    expect(wallet).not.toContain('data-session');
    const profile = (await get('/profile', session)).body;
    expect(profile).toContain(`<div id="root">${LOADER}</div>`);
    expect(profile).toContain('<script type="module" crossorigin src="/assets/index-e1.js"></script>');
    // A language whose screens were not written (here fr) keeps the loader too.
    expect((await get('/login', 'kredi_language=fr')).body).toContain(`<div id="root">${LOADER}</div>`);
  });

  it("signed in, names the screen's first reads for the boot script to ask early (ADR 0045); signed out, none", async () => {
    expect((await get('/wallet', session)).body).toContain(
      `data-early="${'["/api/wallet","/api/wallet/paypal","/api/wallet/transactions?limit=10"]'.replaceAll('"', '&quot;')}"`,
    );
    expect((await get('/profile', session)).body).not.toContain(' data-early="'); // no screen written: the app asks
    expect((await get('/login')).body).not.toContain(' data-early="');
    expect((await get('/')).body).not.toContain(' data-early="');
  });
});
