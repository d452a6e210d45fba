import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SendingLimitsAnswer } from '../../../shared/api/limits';
import { request } from '../../lib/api';
import { useMoney } from '../../lib/use-money';

/**
 * What the person may send per day and month (their own, in their time zone: ADR 0065), and what
 * verifying raises it to (docs/product-rules.md#sending-limits: verified accounts have higher limits). Staff set the figures (ADR 0033).
 * Nothing is shown while it loads or when it cannot load: the verification steps around it stay usable.
 */
export function SendingLimits({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const limits = useQuery({
    queryKey: ['topups', 'limits', verified],
    queryFn: () => request<SendingLimitsAnswer>('/api/topups/limits'),
  });
  if (!limits.data) return null;
  const { limits: figures, sentTodayCents, sentThisMonthCents } = limits.data;
  const own = limits.data.verified ? figures.verified : figures.unverified;
  return (
    <div className="mb-4 rounded-2xl bg-blue-50 p-4 text-sm text-slate-800 ring-1 ring-blue-200" data-testid="sending-limits">
      <h3 className="mb-1 font-semibold text-slate-900">{t('limits.heading')}</h3>
      <p>
        {limits.data.verified
          ? t('limits.verified', { daily: money(own.dailyCents), monthly: money(own.monthlyCents) })
          : t('limits.unverified', {
              daily: money(own.dailyCents),
              monthly: money(own.monthlyCents),
              verifiedDaily: money(figures.verified.dailyCents),
              verifiedMonthly: money(figures.verified.monthlyCents),
            })}
      </p>
      <p className="mt-1 text-slate-700">{t('limits.sent', { today: money(sentTodayCents), month: money(sentThisMonthCents) })}</p>
    </div>
  );
}
