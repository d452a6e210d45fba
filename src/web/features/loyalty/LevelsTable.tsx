import { useTranslation } from 'react-i18next';
import { LEVEL_RULES, type LoyaltyLevel } from '../../../shared/loyalty';
import { useCount } from '../../lib/use-money';
import { useLanguage } from '../../i18n/language';
import { formatPercent } from '../../../shared/intl';
import { Card } from '../../ui/Card';
import { LevelBadge } from './LevelBadge';

/** "20%" (en) or "20 %" (fr), the reader's own form, from basis points. */
function usePercent() {
  const { locale } = useLanguage();
  return (basisPoints: number) => formatPercent(basisPoints, locale);
}

/**
 * The five levels, what lifetime points each needs and what it brings, from the same rules the server
 * prices with (shared/loyalty.ts), so the table shows even offline. The person's own level is marked.
 */
export function LevelsTable({ current }: { current: LoyaltyLevel | null }) {
  const { t } = useTranslation();
  const count = useCount();
  const percent = usePercent();
  return (
    <Card title={t('loyalty.benefits.heading')}>
      <p className="mb-3 text-slate-700">{t('loyalty.benefits.intro')}</p>
      <table className="w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-slate-200 text-sm text-slate-700">
            <th scope="col" className="py-2 pr-2 font-semibold">
              {t('loyalty.benefits.level')}
            </th>
            <th scope="col" className="py-2 pr-2 font-semibold">
              {t('loyalty.benefits.from')}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {t('loyalty.benefits.benefit')}
            </th>
          </tr>
        </thead>
        <tbody>
          {LEVEL_RULES.map((rule) => {
            const mine = rule.level === current;
            return (
              <tr
                key={rule.level}
                className={`border-b border-slate-100 align-top last:border-0 ${mine ? 'bg-blue-50' : ''}`}
                aria-current={mine ? 'true' : undefined}
                data-testid={`loyalty-level-row-${rule.level}`}
              >
                <th scope="row" className="py-2 pr-2 font-normal">
                  <LevelBadge level={rule.level} nameOnly />
                  {mine && <span className="mt-1 block text-xs font-semibold text-blue-900">{t('loyalty.benefits.yours')}</span>}
                </th>
                <td className="py-2 pr-2 tabular-nums text-slate-800">{count(rule.minLifetimePoints)}</td>
                <td className="py-2 text-slate-800">
                  {rule.topupFeeReductionBasisPoints > 0
                    ? t('loyalty.benefits.feeOff', { percent: percent(rule.topupFeeReductionBasisPoints) })
                    : t('loyalty.benefits.base')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}
