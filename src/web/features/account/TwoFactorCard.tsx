import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { toast } from '../../ui/toast-store';
import { useAuth, identityApi } from '../auth';
import { PasswordField } from '../../ui/PasswordField';
import { useRefreshUser } from './account-api';
import { Badge } from '../../ui/Badge';
import { TwoFactorSetup } from './TwoFactorSetup';
import { CheckIcon } from '../../ui/icons';

type Step =
  | { name: 'idle' }
  | { name: 'password'; purpose: 'enable' | 'disable' }
  | { name: 'setup'; totpURI: string; backupCodes: string[] };

/** Two-factor authentication: on (asks the password, then the app setup and a code) or off (asks the password). */
export function TwoFactorCard() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const refreshUser = useRefreshUser();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  if (!user) return null;
  const enabled = user.twoFactorEnabled;

  const finishEnable = async () => {
    await refreshUser({ renewToken: true, fallback: { twoFactorEnabled: true } });
    setStep({ name: 'idle' });
    toast({ title: t('security.twoFactor.enabledTitle'), description: t('security.twoFactor.enabledDescription'), variant: 'success' });
  };

  return (
    <div id="two-factor" className="scroll-mt-20">
      <Card title={t('security.twoFactor.heading')}>
        <div className="mb-3 flex items-center gap-2">
          <span className="text-slate-700">{t('security.twoFactor.statusLabel')}</span>
          {enabled ? (
            <Badge tone="success" icon={<CheckIcon className="h-4 w-4" />}>
              {t('security.twoFactor.on')}
            </Badge>
          ) : (
            <Badge tone="neutral">{t('security.twoFactor.off')}</Badge>
          )}
        </div>
        <p className="mb-4 text-slate-700">{t('security.twoFactor.description')}</p>

        {step.name === 'idle' &&
          (user.hasPassword === false ? (
            <p className="text-slate-700">{t('security.twoFactor.needsPassword')}</p>
          ) : enabled ? (
            <Button variant="secondary" onClick={() => setStep({ name: 'password', purpose: 'disable' })}>
              {t('security.twoFactor.disable')}
            </Button>
          ) : (
            <Button onClick={() => setStep({ name: 'password', purpose: 'enable' })}>{t('security.twoFactor.enable')}</Button>
          ))}

        {step.name === 'password' && (
          <PasswordStep
            purpose={step.purpose}
            onCancel={() => setStep({ name: 'idle' })}
            onEnabled={(totpURI, backupCodes) => setStep({ name: 'setup', totpURI, backupCodes })}
            onDisabled={async () => {
              await refreshUser({ renewToken: true, fallback: { twoFactorEnabled: false } });
              setStep({ name: 'idle' });
              toast({
                title: t('security.twoFactor.disabledTitle'),
                description: t('security.twoFactor.disabledDescription'),
                variant: 'success',
              });
            }}
          />
        )}

        {step.name === 'setup' && (
          <TwoFactorSetup
            totpURI={step.totpURI}
            backupCodes={step.backupCodes}
            onConfirmed={finishEnable}
            onCancel={() => setStep({ name: 'idle' })}
          />
        )}
      </Card>
    </div>
  );
}

function PasswordStep({
  purpose,
  onCancel,
  onEnabled,
  onDisabled,
}: {
  purpose: 'enable' | 'disable';
  onCancel(): void;
  onEnabled(totpURI: string, backupCodes: string[]): void;
  onDisabled(): Promise<void>;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const run = useMutation({
    mutationFn: async (value: string) => {
      if (purpose === 'enable') {
        const { totpURI, backupCodes } = await identityApi.enableTwoFactor(value);
        onEnabled(totpURI, backupCodes);
      } else {
        await identityApi.disableTwoFactor(value);
        await onDisabled();
      }
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.code === 'INVALID_PASSWORD') setError(t('security.password.currentWrong'));
      else toast({ title: t('security.twoFactor.failedTitle'), description: errorMessage(failure, t), variant: 'destructive' });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(t('security.twoFactor.passwordRequired'));
    run.mutate(password);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <PasswordField
        label={t('security.twoFactor.passwordLabel')}
        hint={t(purpose === 'enable' ? 'security.twoFactor.passwordHintEnable' : 'security.twoFactor.passwordHintDisable')}
        autoComplete="current-password"
        autoFocus
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <Button type="submit" variant={purpose === 'disable' ? 'danger' : 'primary'} busy={run.isPending}>
        {purpose === 'enable' ? t('security.twoFactor.continue') : t('security.twoFactor.confirmDisable')}
      </Button>
      <Button variant="secondary" onClick={onCancel} disabled={run.isPending}>
        {t('security.twoFactor.cancel')}
      </Button>
    </form>
  );
}
