import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { identityApi } from './identity-api';

/** The second step of signing in when two-factor is on: a code from the app, or a recovery code. */
export function TwoFactorStep({ onVerified }: { onVerified(): Promise<void> }) {
  const { t } = useTranslation();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s/g, '');
    if (!useRecovery && !/^\d{6}$/.test(value)) return setError(t('validation.codeFormat'));
    setBusy(true);
    setError(undefined);
    try {
      if (useRecovery) await identityApi.verifyBackupCode(value);
      else await identityApi.verifyTotp(value, trustDevice);
      await onVerified();
    } catch (failure) {
      setError(errorMessage(failure, t));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby="two-factor-title">
      <div>
        <h2 id="two-factor-title" className="text-lg font-bold text-slate-900">
          {t('auth.twoFactorTitle')}
        </h2>
        <p className="mt-1 text-slate-600">{t('auth.twoFactorDescription')}</p>
      </div>
      <TextField
        label={useRecovery ? t('auth.recoveryCode') : t('auth.twoFactorCode')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
        inputMode={useRecovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoFocus
        maxLength={useRecovery ? 20 : 7}
      />
      {!useRecovery && (
        <label className="flex min-h-11 items-center gap-3 text-slate-800">
          <input type="checkbox" checked={trustDevice} onChange={(event) => setTrustDevice(event.target.checked)} className="h-5 w-5" />
          {t('auth.trustDevice')}
        </label>
      )}
      <Button type="submit" busy={busy}>
        {busy ? t('auth.verifying') : t('auth.verify')}
      </Button>
      <Button
        variant="ghost"
        onClick={() => {
          setUseRecovery((v) => !v);
          setCode('');
          setError(undefined);
        }}
      >
        {useRecovery ? t('auth.useAuthenticatorCode') : t('auth.useRecoveryCode')}
      </Button>
    </form>
  );
}
