import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { toast } from '../../ui/toast-store';
import { downloadAccountData } from './account-api';
import { LinkRow } from '../../ui/LinkRow';
import { DocumentIcon, DownloadIcon, ScrollIcon } from '../../ui/icons';

/** Privacy: download a copy of one's data (JSON), and the privacy policy and terms. */
export function PrivacyCard() {
  const { t } = useTranslation();
  const exportData = useMutation({
    mutationFn: downloadAccountData,
    onSuccess: (fileName) =>
      toast({
        title: t('settings.privacy.exportedTitle'),
        description: t('settings.privacy.exported', { file: fileName }),
        variant: 'success',
      }),
    onError: (error) => toast({ title: t('settings.privacy.exportFailed'), description: errorMessage(error, t), variant: 'destructive' }),
  });

  return (
    <Card title={t('settings.privacy.heading')}>
      <h3 className="font-semibold text-slate-900">{t('settings.privacy.exportHeading')}</h3>
      <p className="mt-1 mb-3 text-slate-700">{t('settings.privacy.exportDescription')}</p>
      <Button variant="secondary" onClick={() => exportData.mutate()} busy={exportData.isPending}>
        <DownloadIcon className="h-5 w-5" />
        {exportData.isPending ? t('settings.privacy.exporting') : t('settings.privacy.export')}
      </Button>
      <ul className="mt-4 flex flex-col border-t border-slate-100 pt-2">
        <LinkRow to="/privacy-policy" icon={<DocumentIcon className="h-5 w-5" />} label={t('settings.privacy.policy')} />
        <LinkRow to="/terms-of-service" icon={<ScrollIcon className="h-5 w-5" />} label={t('settings.privacy.terms')} />
      </ul>
    </Card>
  );
}
