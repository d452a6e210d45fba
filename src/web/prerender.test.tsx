// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PrerenderedPage } from '../shared/web/prerendered';
import { SIGNED_OUT_SCREENS, WELCOME_SCREEN } from '../shared/web/screens';
import { App } from './app/App';
import { i18n, initI18n } from './i18n';
import ht from './i18n/ht.json';
import { prerenderPages } from './prerender';
import { SKELETON_PATHS } from './app/skeleton-paths';

let pages: PrerenderedPage[];
beforeAll(async () => {
  pages = await prerenderPages();
}, 30_000);

const page = (language: string, prefixed: boolean, signedIn: boolean, key: string) =>
  pages.find((p) => p.language === language && p.prefixed === prefixed && p.signedIn === signedIn && p.key === key)!.html;

describe('the first screens written at build time (ADR 0038)', () => {
  it('are the signed-out screens and the signed-in skeletons, in every language, with and without the prefix', () => {
    // 4 signed-out pages (welcome, sign-in, sign-up, asking for credit) and 10 signed-in skeletons, each
    // × (en + 4 languages × 2 address forms).
    expect(pages).toHaveLength((4 + 10) * 9);
    expect(page('ht', false, false, WELCOME_SCREEN)).toContain(ht.welcome.title);
    // Under /fr/… the links keep the prefix; at the bare address (a language chosen before) they do not.
    expect(page('fr', true, false, SIGNED_OUT_SCREENS['/login'])).toContain('href="/fr/register"');
    expect(page('fr', false, false, SIGNED_OUT_SCREENS['/login'])).toContain('href="/register"');
    // Signed in: the frame and the screen's title, nothing about the person.
    expect(page('ht', false, true, '/wallet')).toContain(ht.wallet.title);
    expect(page('en', false, true, '/dashboard')).not.toContain('Hello');
  });
});

describe('the browser adopts them as they are', () => {
  let root: Root | null = null;
  afterEach(() => {
    root?.unmount();
    root = null;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /**
   * Hydrates the written page and returns what changed in it: adopted as it is, no element or text is added,
   * removed or rewritten (a mismatch would make Preact draw its own nodes in place of the written ones).
   */
  async function hydrate(path: string, html: string, session: 'none' | 'maybe') {
    window.history.replaceState(null, '', path);
    if (session === 'none') document.documentElement.dataset.session = 'none';
    else delete document.documentElement.dataset.session;
    document.body.innerHTML = `<div id="root">${html}</div>`;
    const container = document.getElementById('root')!;
    const switcher = container.querySelector('[data-testid="language-switcher"]')!;
    const frame = container.firstElementChild!;
    const listened = vi.spyOn(switcher, 'addEventListener');
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(container, { subtree: true, childList: true, characterData: true });
    vi.stubGlobal('fetch', () => new Promise(() => undefined)); // no server: a session check stays pending
    await initI18n('en');
    // The provider only because this process also ran the build-time renderer, whose last i18n instance would
    // otherwise leak into the app's context here.
    root = hydrateRoot(
      container,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <App />
        </I18nextProvider>
      </StrictMode>,
    );
    // Hydrated: the app's handlers are on the written button (the screen's code has loaded).
    await waitFor(() => expect(listened).toHaveBeenCalled());
    changes.push(...observer.takeRecords());
    observer.disconnect();
    const rewritten = changes.filter((change) => change.type === 'characterData' || change.addedNodes.length || change.removedNodes.length);
    return { container, rewritten, adopted: switcher.isConnected && frame.isConnected };
  }

  it('a signed-out screen, without a mismatch', async () => {
    const { rewritten, adopted, container } = await hydrate('/login', page('en', false, false, SIGNED_OUT_SCREENS['/login']), 'none');
    expect(rewritten).toEqual([]);
    expect(adopted).toBe(true);
    expect(container.querySelector('h1')?.textContent).toBe('Welcome back');
  });

  it.each(Object.entries(SIGNED_OUT_SCREENS).filter(([path]) => path !== '/login'))(
    'the signed-out screen at %s, without a mismatch',
    async (path, screen) => {
      const { rewritten, adopted } = await hydrate(path, page('en', false, false, screen), 'none');
      expect(rewritten).toEqual([]);
      expect(adopted).toBe(true);
    },
  );

  it('the welcome screen, without a mismatch', async () => {
    const { rewritten, adopted } = await hydrate('/', page('en', false, false, WELCOME_SCREEN), 'none');
    expect(rewritten).toEqual([]);
    expect(adopted).toBe(true);
  });

  it('a signed-in skeleton while the session is checked, without a mismatch', async () => {
    const { rewritten, adopted, container } = await hydrate('/wallet', page('en', false, true, '/wallet'), 'maybe');
    expect(rewritten).toEqual([]);
    expect(adopted).toBe(true);
    expect(container.querySelector('h1')?.textContent).toBe('Wallet');
  });

  it.each(SKELETON_PATHS)('the skeleton of %s, without a mismatch', async (path) => {
    const { rewritten, adopted } = await hydrate(path, page('en', false, true, path), 'maybe');
    expect(rewritten).toEqual([]);
    expect(adopted).toBe(true);
  });

  it("/history's skeleton draws the screen's intro, its largest text, without a mismatch", async () => {
    expect(page('ht', true, true, '/history')).toContain(ht.history.intro);
    const { rewritten, adopted, container } = await hydrate('/history', page('en', false, true, '/history'), 'maybe');
    expect(rewritten).toEqual([]);
    expect(adopted).toBe(true);
    expect(container.querySelector('main p')?.textContent).toBe(i18n.t('history.intro'));
  });
});
