import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of each layout's `<main>`: the one place the skip link leads to. */
const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to main content" (WCAG 2.4.1): the first stop of the Tab key on every screen, hidden until it has
 * focus. It moves focus itself instead of leaving it to the address's #fragment: the router owns the
 * address (a /fr/… prefix, ?step=…), and focus must land on `<main>` (tabIndex -1) so the next Tab
 * continues inside the content rather than at the header again.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      className="sr-only z-50 rounded-xl bg-yellow-400 px-4 py-3 font-semibold text-slate-950 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-950"
    >
      {t('common.skipToContent')}
    </a>
  );
}

/** What every layout's `<main>` carries so the skip link can reach it (focusable by script, not by Tab). */
export const mainContentProps = { id: MAIN_CONTENT_ID, tabIndex: -1 } as const;
