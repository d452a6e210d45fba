import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/i18n/languages';
import { useLanguage } from '../../i18n/language';
import { errorMessage } from '../../lib/error-message';
import { Card } from '../../ui/Card';
import { LanguageSwitcher } from '../../ui/LanguageSwitcher';
import { toast } from '../../ui/toast-store';
import { useAuth } from '../auth';
import { accountApi } from './account-api';

/**
 * The language selector of the profile. Switching changes the screen at once (LanguageSwitcher) and, while
 * this screen is open, also saves the choice to the account, so emails and texts follow it.
 */
export function LanguageCard() {
  const { t } = useTranslation();
  const { user, setUser } = useAuth();
  const { language, languages } = useLanguage();
  const seen = useRef(language);

  const save = useMutation({
    mutationFn: (next: Language) =>
      accountApi.updateProfile({
        firstName: user!.firstName,
        lastName: user!.lastName,
        phoneNumber: user!.phoneNumber ?? '',
        language: next,
      }),
    onSuccess: (updated) => {
      setUser(updated);
      const name = languages.find((l) => l.code === updated.language)?.name ?? updated.language;
      toast({
        title: t('profile.language.savedTitle'),
        description: t('profile.language.savedDescription', { language: name }),
        variant: 'success',
      });
    },
    onError: (error) => toast({ title: t('profile.updateFailed'), description: errorMessage(error, t), variant: 'destructive' }),
  });

  useEffect(() => {
    if (seen.current === language) return;
    seen.current = language;
    // Without a phone number the profile cannot be saved yet; the choice still applies on this device.
    if (user && user.phoneNumber && user.language !== language) save.mutate(language);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the person switches language
  }, [language]);

  return (
    <Card title={t('profile.language.heading')}>
      <p className="mb-3 text-slate-700">{t('profile.language.description')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <LanguageSwitcher />
        {save.isPending && (
          <span role="status" className="text-sm text-slate-600">
            {t('profile.language.saving')}
          </span>
        )}
      </div>
      {user && !user.phoneNumber && <p className="mt-3 text-sm text-slate-600">{t('profile.language.needsPhone')}</p>}
    </Card>
  );
}
