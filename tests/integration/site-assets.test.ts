import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { sessionCookieName } from '../../src/server/features/identity/auth';
import { SIGNED_IN_SCREENS, SIGNED_OUT_SCREENS } from '../../src/shared/web/screens';
import { checkAnswersAgainstDocument } from './openapi-conformance';
import { testConfig } from './test-config';
import { createTestDatabase, type TestDatabase } from './test-database';

// A built web app in miniature, as `vite build` writes it: hashed files with their .br and .gz beside them,
// and the manifest that says which chunks each screen and each catalog needs.
const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><!--app-head--><script type="module" crossorigin src="/assets/index-e1.js"></script></head><body><div id="root"></div></body></html>`;
const ENTRY = `export const app = "${'kredi '.repeat(400)}";`;
const MANIFEST = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_react-r1.js'] },
  '_react-r1.js': { file: 'assets/react-r1.js' },
  '_form-f1.js': { file: 'assets/form-f1.js', imports: ['_react-r1.js'] },
  [SIGNED_OUT_SCREENS['/login']]: { file: 'assets/LoginPage-l1.js', imports: ['_form-f1.js', 'index.html'] },
  [SIGNED_IN_SCREENS['/history']]: { file: 'assets/HistoryPage-h1.js', imports: ['_react-r1.js'] },
  'i18n/en.json': { file: 'assets/en-c1.js' },
  'i18n/ht.json': { file: 'assets/ht-c1.js' },
};
const PUBLIC_URL = 'https://kredi.example';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  const webDist = await mkdtemp(path.join(tmpdir(), 'kredi-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await mkdir(path.join(webDist, '.vite'));
  await writeFile(path.join(webDist, 'index.html'), TEMPLATE);
  await writeFile(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(webDist, 'assets', 'index-e1.js'), ENTRY);
  await writeFile(path.join(webDist, 'assets', 'index-e1.js.br'), brotliCompressSync(ENTRY));
  await writeFile(path.join(webDist, 'assets', 'index-e1.js.gz'), gzipSync(ENTRY));
  database = await createTestDatabase({ migrate: false });
  app = await buildApp({ config: testConfig({ WEB_DIST_DIR: webDist, PUBLIC_URL }), database });
  checkAnswersAgainstDocument(app);
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('built files (ADR 0022)', () => {
  it('come brotli-compressed when the browser takes brotli, cached for a year as they never change', async () => {
    const response = await get('/assets/index-e1.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ENTRY);
  });

  it('come gzip-compressed to a browser without brotli, and as they are to one that takes neither', async () => {
    const gzip = await get('/assets/index-e1.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(ENTRY);
    const plain = await get('/assets/index-e1.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ENTRY);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('outside assets/ (unhashed names) and as pages are never cached as they are', async () => {
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
    for (const url of ['/', '/login', '/fr/history']) {
      const page = await get(url, { 'accept-encoding': 'br' });
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/index.html')).headers['cache-control']).toBe('no-cache');
  });
});

describe('the files a page asks for at once', () => {
  const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  const session = `${sessionCookieName(PUBLIC_URL)}=abc.def`;

  it('without a session cookie: the signed-out screen and the catalog, and the page says nobody is signed in', async () => {
    const html = (await get('/login')).body;
    expect(html).toContain('<html lang="en" data-session="none"');
    // The screen's chunk and what it imports, minus what index.html already names (the entry, react).
    expect(preloads(html).sort()).toEqual(['/assets/LoginPage-l1.js', '/assets/en-c1.js', '/assets/form-f1.js']);
  });

  it('with a session cookie: the signed-in screen, and the language the person chose (its cookie)', async () => {
    const html = (await get('/history', { cookie: `kredi_language=ht; ${session}` })).body;
    expect(html).not.toContain('data-session');
    expect(preloads(html).sort()).toEqual(['/assets/HistoryPage-h1.js', '/assets/ht-c1.js']);
  });

  it('an address in a language wins over the cookie; a path of no built screen asks only for the catalog', async () => {
    const html = (await get('/ht/nowhere', { cookie: 'kredi_language=fr' })).body;
    expect(preloads(html)).toEqual(['/assets/ht-c1.js']);
  });
});
