import { useTranslation } from 'react-i18next';
import type { LoyaltyLevel } from '../../../shared/loyalty';
import { StarIcon } from '../../ui/icons';

/** Each level's colours: dark text on a light tint, so every one reads at AA contrast. */
const TONES: Record<LoyaltyLevel, string> = {
  bronze: 'bg-orange-100 text-orange-900 ring-orange-300',
  silver: 'bg-slate-100 text-slate-800 ring-slate-400',
  gold: 'bg-yellow-100 text-yellow-900 ring-yellow-400',
  platinum: 'bg-cyan-100 text-cyan-900 ring-cyan-400',
  diamond: 'bg-violet-100 text-violet-900 ring-violet-400',
};

/**
 * The loyalty level as a pill with a star: "Gold member" (or only "Gold" where the context says it, as
 * in the levels table). The words carry the meaning, the colour helps.
 */
export function LevelBadge({ level, size = 'md', nameOnly = false }: { level: LoyaltyLevel; size?: 'md' | 'lg'; nameOnly?: boolean }) {
  const { t } = useTranslation();
  const big = size === 'lg';
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full whitespace-nowrap font-bold ring-1 ${TONES[level]} ${big ? 'px-3 py-1 text-base' : 'px-2.5 py-0.5 text-sm'}`}
      data-testid="loyalty-level"
      data-level={level}
    >
      <StarIcon className={big ? 'h-5 w-5' : 'h-4 w-4'} />
      {nameOnly ? t(`loyalty.levels.${level}`) : t('loyalty.member', { level: t(`loyalty.levels.${level}`) })}
    </span>
  );
}
