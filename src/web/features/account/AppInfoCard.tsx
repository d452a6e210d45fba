import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/language';
import { Card } from '../../ui/Card';
import { formatDateTime } from '../../../shared/dates';

/** When the build-time date cannot be read, it is shown as it came. */
function formatBuiltAt(builtAt: string, locale: string): string {
  const date = new Date(builtAt);
  if (Number.isNaN(date.getTime())) return builtAt;
  return formatDateTime(date, locale, { dateStyle: 'long' });
}

/** App version, build and last-updated date, stamped in at build time (vite `define`). */
export function AppInfoCard() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const rows = [
    { label: t('settings.about.version'), value: __APP_VERSION__ },
    { label: t('settings.about.build'), value: __APP_BUILD__ },
    { label: t('settings.about.updated'), value: formatBuiltAt(__APP_BUILT_AT__, locale) },
  ];
  return (
    <Card title={t('settings.about.heading')}>
      <dl className="flex flex-col gap-2">
        {rows.map(({ label, value }) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-4">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium break-all text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
