/**
 * Build-time rendering of each first screen to HTML (ADR 0038), run by `npm run build`
 * (vite.prerender.config.ts): the server writes the matching page into `#root`, so the first paint needs no
 * JavaScript; the app then hydrates it. Signed out, the screens are drawn whole; signed in, the frame and
 * title of the screen (SignedInSkeleton), since who is signed in is only known in the browser.
 * Every language, with and without its `/{lang}` address prefix (the links differ).
 */
import { StrictMode, type ReactNode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import { createInstance, type ResourceKey } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { LANGUAGE_CODES, withLanguagePrefix, type Language } from '../shared/i18n/languages';
import { SIGNED_OUT_SCREENS, WELCOME_SCREEN, type ScreenSource } from '../shared/web/screens';
import type { PrerenderedPage } from '../shared/web/prerendered';
import { App } from './app/App';
import { SKELETON_PATHS } from './app/skeleton-paths';

const CATALOGS = import.meta.glob<ResourceKey>('./i18n/*.json', { import: 'default' });

/** Signed out, one page per screen (any other path shows the welcome screen). */
const SIGNED_OUT_PAGES: { path: string; screen: ScreenSource }[] = [
  { path: '/', screen: WELCOME_SCREEN },
  ...Object.entries(SIGNED_OUT_SCREENS).map(([path, screen]) => ({ path, screen })),
];

async function i18nFor(language: Language) {
  // Its own instance, given through the provider: react-i18next's global one (initReactI18next) is the app's.
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: await CATALOGS[`./i18n/${language}.json`]!() } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

/** The tree as HTML once every lazy screen has loaded (Preact's renderer waits for Suspense, ADR 0080). */
async function renderHtml(tree: ReactNode): Promise<string> {
  // React's types describe the tree; Preact builds and renders it (the build aliases react to preact/compat).
  return await renderToStringAsync(tree as unknown as Parameters<typeof renderToStringAsync>[0]);
}

export async function prerenderPages(): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = [];
  for (const language of LANGUAGE_CODES) {
    const i18n = await i18nFor(language);
    // English has no prefix; another language is reached at /fr/… or, chosen before, at the bare path.
    const prefixes = language === 'en' ? [false] : [true, false];
    for (const prefixed of prefixes) {
      const render = (path: string, session: 'none' | 'maybe') => {
        const pathname = prefixed ? withLanguagePrefix(language, path) : path;
        return renderHtml(
          <StrictMode>
            <I18nextProvider i18n={i18n}>
              <App
                pathname={pathname}
                session={session}
                Router={({ basename, children }) => (
                  <StaticRouter basename={basename} location={pathname}>
                    {children}
                  </StaticRouter>
                )}
              />
            </I18nextProvider>
          </StrictMode>,
        );
      };
      for (const { path, screen } of SIGNED_OUT_PAGES) {
        pages.push({ language, prefixed, signedIn: false, key: screen, html: await render(path, 'none') });
      }
      for (const path of SKELETON_PATHS) {
        pages.push({ language, prefixed, signedIn: true, key: path, html: await render(path, 'maybe') });
      }
    }
  }
  return pages;
}
