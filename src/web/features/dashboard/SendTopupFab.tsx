import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlusIcon } from '../../ui/icons';

/** The dashboard's own "Send top-up" button: while it is on screen, or still below, the floating one is not needed. */
export const QUICK_SEND_ID = 'quick-send-topup';

/**
 * docs/product-rules.md#dashboard: bottom right, above the bottom navigation, lined up with the content
 * column on wide screens. Its accessible name says where it goes: "Send a top-up". It appears only once
 * the quick action "Send top-up" has scrolled up out of sight, so at the top of the page it never covers
 * the quick actions or "View all"; at the bottom the page leaves room for it.
 */
export function SendTopupFab() {
  const { t } = useTranslation();
  const shown = useScrolledPast(QUICK_SEND_ID);
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-30">
      <div className="mx-auto flex max-w-md justify-end px-4">
        <Link
          to="/send-topup"
          aria-label={t('home.fab')}
          title={t('home.fab')}
          data-testid="send-topup-fab"
          data-shown={shown}
          className={`flex h-14 w-14 items-center justify-center rounded-full bg-yellow-400 text-slate-950 shadow-lg ring-1 ring-yellow-500 transition-[opacity,visibility] duration-200 hover:bg-yellow-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
            shown ? 'pointer-events-auto visible opacity-100' : 'invisible opacity-0'
          }`}
        >
          <PlusIcon className="h-7 w-7" />
        </Link>
      </div>
    </div>
  );
}

/** The signed-in header's height (AppShell: 44 px buttons, 12 px padding, a 1 px border). */
const HEADER_HEIGHT_PX = 69;

/** Has the element with this id scrolled up past the top of the screen? (Without IntersectionObserver: yes.) */
function useScrolledPast(id: string): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const target = document.getElementById(id);
    if (!target || typeof IntersectionObserver === 'undefined') {
      setPast(true);
      return;
    }
    // The sticky header hides the top of the screen: under it counts as gone.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= (entry.rootBounds?.top ?? 0));
      },
      { rootMargin: `-${HEADER_HEIGHT_PX}px 0px 0px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [id]);
  return past;
}
