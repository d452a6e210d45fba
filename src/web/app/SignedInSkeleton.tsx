import { useTranslation } from 'react-i18next';
import { AppShell } from '../ui/AppShell';
import { Skeleton } from '../ui/Skeleton';

/**
 * What a signed-in screen's first paint shows before the app knows who is signed in: its frame, its title
 * (and the dashboard's subtitle, its largest text) where the screen will draw them, and grey cards where its
 * data will stand. The same component is written into the page at build time (prerender.tsx) and drawn by
 * the app while the session loads, so the browser hydrates it instead of replacing a spinner (ADR 0038).
 */
const SKELETONS = {
  '/': 'dashboard',
  '/dashboard': 'dashboard',
  '/wallet': 'wallet.title',
  '/history': 'history.title',
  '/send-topup': 'topups.send.title',
} as const;

type SkeletonPath = keyof typeof SKELETONS;

/** The paths that have a skeleton (the others show the full-screen loader while the session loads). */
export const SKELETON_PATHS = Object.keys(SKELETONS) as SkeletonPath[];

export const hasSkeleton = (path: string): path is SkeletonPath => path in SKELETONS;

export function SignedInSkeleton({ path }: { path: SkeletonPath }) {
  const { t } = useTranslation();
  const screen = SKELETONS[path];
  return (
    <AppShell title={screen === 'dashboard' ? undefined : t(screen)}>
      <div role="status" aria-live="polite">
        <span className="sr-only">{t('common.loading')}</span>
        {screen === 'dashboard' && (
          <>
            {/* The greeting names the person: a bar of its height until the app knows who it is. */}
            <div className="h-8">
              <Skeleton className="mt-1 h-6 w-52" />
            </div>
            <p className="mt-1 text-slate-600">{t('dashboard.subtitle')}</p>
          </>
        )}
        <div className={`flex flex-col gap-5 ${screen === 'dashboard' ? 'mt-5' : ''}`}>
          <Skeleton className="h-44 w-full rounded-3xl" />
          <Skeleton className="h-28 w-full rounded-3xl" />
          <Skeleton className="h-56 w-full rounded-3xl" />
        </div>
      </div>
    </AppShell>
  );
}
