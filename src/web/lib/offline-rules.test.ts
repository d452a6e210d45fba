import { describe, expect, it } from 'vitest';
import { isHashedAsset, isKeepableAnswer, isKeptRead, shellFiles, shellForOffline } from './offline-rules';

const ORIGIN = 'https://kredi.example';
const at = (path: string) => new URL(path, ORIGIN);

describe('what the service worker keeps for offline', () => {
  it.each([
    '/api/wallet',
    '/api/wallet/transactions?page=2',
    '/api/topups?status=completed',
    '/api/topups/0b6c1f7e-4a36-4c0e-9f1e-2d7a1f0b9c11',
    '/api/transactions',
    '/api/recipients',
    '/api/quotes/0b6c1f7e-4a36-4c0e-9f1e-2d7a1f0b9c12',
    '/api/catalogue/countries',
    '/api/catalogue/countries/HT/operators',
    '/api/catalogue/promotions',
    '/api/user/me',
    '/api/notifications?lang=ht',
    '/api/loyalty',
  ])('keeps the last answer of GET %s', (path) => {
    expect(isKeptRead('GET', at(path), ORIGIN)).toBe(true);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])('never keeps a %s, money or not', (method) => {
    for (const path of ['/api/topups', '/api/wallet', '/api/recipients', '/api/topups/quotes', '/api/user/me']) {
      expect(isKeptRead(method, at(path), ORIGIN)).toBe(false);
    }
  });

  it.each([
    '/api/identity/token',
    '/api/identity/get-session',
    '/api/auth/providers',
    '/api/admin/overview',
    '/api/account/export',
    '/api/account/logins',
    '/api/push/key',
    '/api/catalogue/detect?number=50937001234',
    '/api/wallet/funding/quote?amountCents=2000',
    '/api/wallet/paypal',
    '/api/topups/quotes',
    '/api/health',
    '/dashboard',
  ])('never keeps GET %s (tokens, staff, exports, actions, pages)', (path) => {
    expect(isKeptRead('GET', at(path), ORIGIN)).toBe(false);
  });

  it('keeps nothing from another site', () => {
    expect(isKeptRead('GET', new URL('/api/wallet', 'https://elsewhere.example'), ORIGIN)).toBe(false);
    expect(isHashedAsset('GET', new URL('/assets/index-abc.js', 'https://elsewhere.example'), ORIGIN)).toBe(false);
  });

  it('keeps fingerprinted code once fetched, and nothing else as an asset', () => {
    expect(isHashedAsset('GET', at('/assets/HistoryPage-eLsperTw.js'), ORIGIN)).toBe(true);
    expect(isHashedAsset('GET', at('/assets/ht-B_g2-Lv4.js'), ORIGIN)).toBe(true);
    expect(isHashedAsset('GET', at('/favicon.svg'), ORIGIN)).toBe(false);
    expect(isHashedAsset('POST', at('/assets/x.js'), ORIGIN)).toBe(false);
  });

  it('keeps only a plain 200 the server allowed to store', () => {
    expect(isKeepableAnswer(200, null)).toBe(true);
    expect(isKeepableAnswer(200, 'no-cache')).toBe(true);
    expect(isKeepableAnswer(200, 'private, no-store')).toBe(false);
    for (const status of [201, 204, 304, 401, 404, 429, 500, 503]) expect(isKeepableAnswer(status, null)).toBe(false);
  });

  it("the offline shell drops the server's guess that nobody is signed in, and nothing else", () => {
    const page = '<html lang="fr" data-session="none"><head></head><body><div id="root"></div></body></html>';
    expect(shellForOffline(page)).toBe('<html lang="fr"><head></head><body><div id="root"></div></body></html>');
    expect(shellForOffline('<html lang="en">')).toBe('<html lang="en">');
  });
});

describe('the shell precached at install', () => {
  it("is the entry, its static imports and CSS: not a screen's code, not the other catalogues", () => {
    const files = shellFiles({
      'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_runtime.js', '_i18n.js'], css: ['assets/index-a.css'] },
      '_runtime.js': { file: 'assets/rolldown-runtime-b.js' },
      '_i18n.js': { file: 'assets/useTranslation-c.js', imports: ['_runtime.js'] },
      'features/topups/HistoryPage.tsx': { file: 'assets/HistoryPage-d.js', imports: ['_i18n.js'] },
      'i18n/fr.json': { file: 'assets/fr-e.js' },
    });
    expect([...files].sort()).toEqual([
      'assets/index-a.css',
      'assets/index-a.js',
      'assets/rolldown-runtime-b.js',
      'assets/useTranslation-c.js',
    ]);
  });
});
