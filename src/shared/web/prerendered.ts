import type { Language } from '../i18n/languages';

/**
 * One first screen rendered to HTML at build time (src/web/prerender.tsx, ADR 0038), which the server writes
 * into the page's `#root`. Signed out, `key` is the screen's source (screens.ts); signed in, the path.
 */
export interface PrerenderedPage {
  language: Language;
  /** Rendered for an address with the `/{lang}` prefix (its links keep the prefix). */
  prefixed: boolean;
  signedIn: boolean;
  key: string;
  html: string;
}

/** Where the build writes them, beside index.html. */
export const PRERENDERED_FILE = 'prerendered.json';
