import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/Card';
import { Switch } from '../../ui/Switch';
import { LoadError } from '../../ui/LoadError';
import { LoadingLine } from '../../ui/LoadingLine';
import { useAccountSettings } from './useAccountSettings';

const CHANNELS = [
  { field: 'notifyEmail', key: 'email' },
  { field: 'notifySms', key: 'sms' },
  { field: 'notifyPush', key: 'push' },
] as const;

/** Notification toggles (email, SMS, push), each saved the moment it is switched. */
export function NotificationToggles() {
  const { t } = useTranslation();
  const { settings, isLoading, error, refetch, update } = useAccountSettings();
  return (
    <Card title={t('settings.notifications.heading')}>
      <p className="mb-2 text-slate-700">{t('settings.notifications.description')}</p>
      {isLoading ? (
        <LoadingLine />
      ) : !settings ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <div className="divide-y divide-slate-100">
          {CHANNELS.map(({ field, key }) => (
            <Switch
              key={field}
              label={t(`settings.notifications.${key}`)}
              description={t(`settings.notifications.${key}Description`)}
              checked={settings[field]}
              onCheckedChange={(checked) => update({ [field]: checked })}
            />
          ))}
        </div>
      )}
    </Card>
  );
}
