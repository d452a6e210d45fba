import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/Card';
import { Switch } from '../../ui/Switch';
import { LoadError } from '../../ui/LoadError';
import { LoadingLine } from '../../ui/LoadingLine';
import { subscribeToPush, unsubscribeFromPush } from '../notifications';
import { toast } from '../../ui/toast-store';
import { useAccountSettings } from './useAccountSettings';

const CHANNELS = [
  { field: 'notifyEmail', key: 'email' },
  { field: 'notifySms', key: 'sms' },
  { field: 'notifyPush', key: 'push' },
] as const;

/**
 * Notification toggles (email, SMS, push), each saved the moment it is switched. Push also subscribes this
 * browser (or forgets it); a browser that cannot, or a permission refused, is said in a toast, and the
 * choice still holds for the person's other browsers.
 */
export function NotificationToggles() {
  const { t } = useTranslation();
  const switchPush = async (on: boolean) => {
    try {
      const outcome = on ? await subscribeToPush() : await unsubscribeFromPush();
      if (on && (outcome === 'unsupported' || outcome === 'denied')) toast({ title: t(`notifications.push.${outcome}`) });
    } catch {
      toast({ title: t('notifications.push.failed'), variant: 'destructive' });
    }
  };
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
              onCheckedChange={(checked) => {
                update({ [field]: checked });
                if (field === 'notifyPush') void switchPush(checked);
              }}
            />
          ))}
        </div>
      )}
    </Card>
  );
}
