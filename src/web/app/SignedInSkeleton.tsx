import { useTranslation } from 'react-i18next';
import { AppShell } from '../ui/AppShell';
import { Card } from '../ui/Card';
import { Skeleton } from '../ui/Skeleton';
import type { SkeletonPath } from './skeleton-paths';

interface SkeletonSpec {
  /** The screen's title (AppShell's), or, on the dashboard, a bar where the greeting names the person. */
  title: string | null;
  /** The text under the dashboard's greeting: its largest text, so its first paint is the largest one. */
  subtitle?: string;
  /** The paragraph under the title that the screen shows above its list, whoever reads it. */
  intro?: string;
  /** A card whose text does not depend on the person (wallet: adding funds), drawn as the screen draws it. */
  card?: { heading: string; body: string };
}

/**
 * What a signed-in screen's first paint shows before the app knows who is signed in: its frame, its title
 * and the texts that are the same for everyone, where the screen will draw them, and grey cards where its
 * data will stand. The same component is written into the page at build time (prerender.tsx) and drawn by
 * the app while the session loads, so the browser adopts it (hydrates) instead of painting a spinner
 * (ADR 0038). It is its own chunk: the frame's language menu is not in the code a signed-out visit loads.
 */
const SKELETONS: Record<SkeletonPath, SkeletonSpec> = {
  '/': { title: null, subtitle: 'dashboard.subtitle' },
  '/dashboard': { title: null, subtitle: 'dashboard.subtitle' },
  '/wallet': { title: 'wallet.title', card: { heading: 'wallet.addFunds.heading', body: 'wallet.addFunds.description' } },
  '/history': { title: 'history.title', intro: 'history.intro' },
  '/send-topup': { title: 'topups.send.title' },
  '/send-basket': { title: 'baskets.builder.title', intro: 'baskets.builder.intro' },
  '/scheduled': { title: 'schedules.title', intro: 'schedules.intro' },
  '/promotions': { title: 'promotions.title', intro: 'promotions.subtitle' },
  '/loyalty': { title: 'loyalty.title', intro: 'loyalty.intro' },
  '/support': { title: 'support.title', intro: 'support.intro' },
};

export default function SignedInSkeleton({ path }: { path: SkeletonPath }) {
  const { t } = useTranslation();
  const { title, subtitle, intro, card } = SKELETONS[path];
  return (
    <AppShell title={title ? t(title) : undefined}>
      <div role="status" aria-live="polite">
        <span className="sr-only">{t('common.loading')}</span>
        {subtitle && (
          <>
            {/* The greeting names the person: a bar of its height until the app knows who it is. */}
            <div className="h-8">
              <Skeleton className="mt-1 h-6 w-52" />
            </div>
            <p className="mt-1 mb-5 text-slate-600">{t(subtitle)}</p>
          </>
        )}
        {intro && <p className="mb-4 text-slate-700">{t(intro)}</p>}
        <div className="flex flex-col gap-5">
          <Skeleton className="h-44 w-full rounded-3xl" />
          {card && (
            <Card title={t(card.heading)}>
              <p className="mb-4 text-slate-700">{t(card.body)}</p>
              <Skeleton className="h-24 w-full rounded-2xl" />
            </Card>
          )}
          <Skeleton className="h-28 w-full rounded-3xl" />
          <Skeleton className="h-56 w-full rounded-3xl" />
        </div>
      </div>
    </AppShell>
  );
}
