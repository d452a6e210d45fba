import { useTranslation } from 'react-i18next';
import type { LoyaltySummary } from '../../../shared/api/loyalty';
import { useCount } from '../../lib/use-money';
import { LevelBadge } from './LevelBadge';

/**
 * The person's level (badge), the points they can redeem, their lifetime points, and a progress bar to
 * the next level (a real progressbar: its value is spoken, with the points still to earn as its text).
 */
export function StandingCard({ summary }: { summary: LoyaltySummary }) {
  const { t } = useTranslation();
  const count = useCount();
  const next = summary.nextLevel ? t(`loyalty.levels.${summary.nextLevel}`) : null;
  const toNext = next ? t('loyalty.progress.toNext', { points: count(summary.pointsToNextLevel), level: next }) : t('loyalty.progress.top');
  return (
    <section
      aria-labelledby="loyalty-standing"
      className="rounded-3xl bg-gradient-to-br from-blue-800 to-blue-700 p-5 text-white shadow-md"
      data-testid="loyalty-standing"
    >
      <h2 id="loyalty-standing" className="text-sm font-semibold text-blue-50">
        {t('loyalty.standing.heading')}
      </h2>
      <div className="mt-2">
        <LevelBadge level={summary.level} size="lg" />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-2">
        <div className="rounded-2xl bg-white/10 px-3 py-2">
          <dt className="text-xs font-medium text-blue-50">{t('loyalty.standing.points')}</dt>
          <dd className="text-3xl font-extrabold tabular-nums" data-testid="loyalty-points">
            {count(summary.points)}
          </dd>
        </div>
        <div className="rounded-2xl bg-white/10 px-3 py-2">
          <dt className="text-xs font-medium text-blue-50">{t('loyalty.standing.lifetime')}</dt>
          <dd className="text-3xl font-extrabold tabular-nums" data-testid="loyalty-lifetime">
            {count(summary.lifetimePoints)}
          </dd>
        </div>
      </dl>
      <div className="mt-4">
        <p id="loyalty-progress-label" className="text-sm font-semibold text-blue-50">
          {next ? t('loyalty.progress.label', { level: next }) : t('loyalty.progress.labelTop')}
        </p>
        <div
          role="progressbar"
          aria-labelledby="loyalty-progress-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={summary.progressPercent}
          aria-valuetext={toNext}
          className="mt-2 h-3 w-full overflow-hidden rounded-full bg-white/25"
        >
          <div className="h-full rounded-full bg-yellow-300" style={{ width: `${summary.progressPercent}%` }} />
        </div>
        <p className="mt-2 text-sm text-blue-50" data-testid="loyalty-to-next">
          {toNext}
        </p>
      </div>
    </section>
  );
}
