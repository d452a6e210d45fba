import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { OverviewDay } from '../../../shared/api/admin-users';
import { useLanguage } from '../../i18n/language';
import { useCount, useMoney } from '../../lib/use-money';
import { formatDayMonth } from '../../../shared/dates';

/**
 * Top-ups delivered (bars) and fee revenue (line) per day for the last 30 days. The picture is hidden from
 * screen readers; the same figures are in a visually hidden table right after it.
 */
export function OverviewChart({ days }: { days: OverviewDay[] }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const money = useMoney();
  const count = useCount();
  const dayLabel = (day: string) => formatDayMonth(day, locale, { timeZone: 'UTC' });
  const data = days.map((day) => ({ ...day, revenue: day.revenueCents / 100 }));
  return (
    <figure>
      <div aria-hidden="true" className="h-64 w-full" data-testid="overview-chart">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
            <CartesianGrid stroke="#e2e8f0" vertical={false} />
            <XAxis dataKey="day" tickFormatter={dayLabel} tick={{ fontSize: 12, fill: '#334155' }} minTickGap={16} />
            <YAxis yAxisId="topups" allowDecimals={false} tick={{ fontSize: 12, fill: '#334155' }} />
            <YAxis yAxisId="revenue" orientation="right" tick={{ fontSize: 12, fill: '#334155' }} />
            <Tooltip
              labelFormatter={(day) => dayLabel(String(day))}
              formatter={(value, name) => (name === 'revenue' ? money(Math.round(Number(value) * 100)) : count(Number(value)))}
            />
            <Legend formatter={(name) => t(`admin.overview.chart.${name === 'revenue' ? 'revenue' : 'topups'}`)} />
            <Bar yAxisId="topups" dataKey="topups" fill="#1d4ed8" radius={[4, 4, 0, 0]} />
            <Line yAxisId="revenue" dataKey="revenue" stroke="#047857" strokeWidth={2} dot={false} type="monotone" />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-2 text-sm text-slate-600">{t('admin.overview.chart.caption')}</figcaption>
      {/* A table ignores sr-only's 1 px width and would stretch the page sideways (docs/product-rules.md#small-screens: 9 px at 360 px):
          the hidden box is a div, which keeps it. */}
      <div className="sr-only">
        <table>
          <caption>{t('admin.overview.chart.heading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.overview.chart.day')}</th>
              <th scope="col">{t('admin.overview.chart.topups')}</th>
              <th scope="col">{t('admin.overview.chart.revenue')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{dayLabel(day.day)}</th>
                <td>{count(day.topups)}</td>
                <td>{money(day.revenueCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
